/**
 * Sends a report to the site's API and forgets it: no reply is read and no failure reaches the
 * caller, no cookie goes with it, and the request outlives the page (keepalive), so a report
 * made as the visitor leaves is still sent. Kept apart from ./fetcher.ts because the page-view
 * report is in every page's shared script.
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
