/**
 * The site path a request was made from, for the consent record: the Referer's path when it
 * is this site's own page (browsers send it for same-origin requests), otherwise nothing.
 */
export function pageFromReferer(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.host !== new URL(request.url).host && url.host !== request.headers.get('host')) {
      return null;
    }
    return url.pathname.slice(0, 200);
  } catch {
    return null;
  }
}
