/**
 * The list URLs served from Next's cache. A list without a search (every page, topic and
 * stage) is the same for every visitor, so the request gate (proxy.ts) rewrites it to an
 * internal route whose one path segment holds its parameters, and Next renders each such
 * path once and keeps it (refreshed by the content's cache tags, the webhook and the
 * route's revalidate period). A search renders per request at the public route.
 */
export const CACHED_LISTS_ROOT = '/cached-lists';

/**
 * The public path of a page rendered at a list's internal path (the server render of a cached
 * list sees that path); any other path as it is. Apart from ./params.ts because the site's
 * menu, in every page's script, needs only this.
 */
export function publicPathname(pathname: string): string {
  if (!pathname.startsWith(`${CACHED_LISTS_ROOT}/`)) return pathname;
  return `/${pathname.slice(CACHED_LISTS_ROOT.length + 1).split('/')[0]}`;
}
