/**
 * The list URLs served from Next's cache: a list without a search is the same for everyone, so
 * proxy.ts rewrites it to an internal route whose one segment holds its parameters.
 */
export const CACHED_LISTS_ROOT = '/cached-lists';

/** The public path of a page rendered at a list's internal path; any other path as it is. */
export function publicPathname(pathname: string): string {
  if (!pathname.startsWith(`${CACHED_LISTS_ROOT}/`)) return pathname;
  return `/${pathname.slice(CACHED_LISTS_ROOT.length + 1).split('/')[0]}`;
}
