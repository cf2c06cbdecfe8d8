/**
 * Personal pages: opened by a link carrying one person's token (`?t=` or `?token=`), a
 * capability. They live in app/(personal), whose layout loads no third-party script, and
 * answer with Referrer-Policy: strict-origin, so that no request from them names their address.
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

/** The List-Unsubscribe one-click address also carries such a token. */
export const TOKEN_ROUTES = ['/api/newsletter/unsubscribe'] as const;

export const PERSONAL_REFERRER_POLICY = 'strict-origin';

/** True for a personal page's path (with or without a trailing slash). */
export function isPersonalPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PERSONAL_PAGES as readonly string[]).includes(path);
}
