/**
 * Whether an outside HTTP service answers a HEAD request for `url` within `timeoutMs` with
 * any status below 500 (a 404 still proves the host is up). For health probes.
 */
export async function answersHttp(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}
