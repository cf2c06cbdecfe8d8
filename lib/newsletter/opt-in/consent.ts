/** The site path a sign-up was asked from: the Referer's path when it is this site's, else none. */
export function pageFromReferer(headers: Pick<Headers, 'get'>, url?: string): string | null {
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const own = [
      url ? new URL(url).host : null,
      headers.get('host'),
      headers.get('x-forwarded-host'),
    ];
    return own.includes(from.host) ? from.pathname.slice(0, 200) : null;
  } catch {
    return null;
  }
}
