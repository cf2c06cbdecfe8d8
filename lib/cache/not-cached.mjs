// The mark of a rendered page that must not be kept in Next's cache (handler.mjs): a list
// showing no posts, either because the content server failed and nothing was kept (its
// failure panel), or because the page asked for is empty (an unknown topic or a page beyond
// the end, which anyone can ask for). Such a page is rendered again on its next request, so
// that a list is served from the cache only once it shows content.
export const NOT_CACHED_ATTRIBUTE = 'data-not-cached';

/** The attribute as spread on the element: `<section {...notCached}>`. */
export const notCached = { [NOT_CACHED_ATTRIBUTE]: '' };

/** True when a page's HTML carries the mark. */
export function isMarkedNotCached(html) {
  return typeof html === 'string' && html.includes(` ${NOT_CACHED_ATTRIBUTE}=`);
}
