/**
 * Personal pages: each is opened by a link made for one person, whose address carries that
 * person's token (`?t=` or `?token=`): a capability, since whoever holds the address can act
 * with it (change a lead's status, cancel a call, change topics, send an issue now). They live
 * in app/(personal), whose layout loads no third-party script (Google Analytics sends Google
 * the whole address); a test holds this list to that folder. Their answers carry
 * Referrer-Policy: strict-origin, so that no request made from them (the page's own files, a
 * page it leads to) names their address in its Referer, where a log or, on the next page,
 * Google Analytics would read it; the deploy kit's nginx logs their paths without the query.
 */
export const PERSONAL_PAGES = [
  '/booking/booked',
  '/booking/cancel',
  '/booking/change',
  '/booking/time',
  '/confirm-subscription',
  '/leads/act',
  '/newsletter/issue',
  '/newsletter/preferences',
  '/privacy/address',
  '/privacy/open',
  '/privacy/report',
  '/privacy/requests',
  '/unsubscribe',
] as const;

/**
 * Other addresses that carry such a token: the one-click unsubscribe of the List-Unsubscribe
 * header, which mail clients open or post to with the token in the query.
 */
export const TOKEN_ROUTES = ['/api/newsletter/unsubscribe'] as const;

/** The referrer policy of the personal pages: other requests name at most the site's origin. */
export const PERSONAL_REFERRER_POLICY = 'strict-origin';

/** True for a personal page's path (with or without a trailing slash). */
export function isPersonalPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PERSONAL_PAGES as readonly string[]).includes(path);
}
