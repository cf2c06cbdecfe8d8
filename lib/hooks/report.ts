/**
 * Sends a report and forgets it: no reply read, no failure raised, no cookie, and keepalive so
 * a report made as the visitor leaves is still sent. Apart from ./fetcher.ts because the
 * page-view report is in every page's shared script.
 */
export function sendReport(url: string, body: unknown): void {
  void fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {
    // A report must never disturb a visitor.
  });
}
