/**
 * Personal pages: each is opened by a link made for one person, whose address carries that
 * person's token (`?t=` or `?token=`): a capability, since whoever holds the address can act
 * with it (change a lead's status, cancel a call, change topics, send an issue now). They live
 * in app/(personal), whose layout loads no third-party script (Google Analytics sends Google
 * the whole address); a test holds this list to that folder.
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
  '/unsubscribe',
] as const;

/** True for a personal page's path (with or without a trailing slash). */
export function isPersonalPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PERSONAL_PAGES as readonly string[]).includes(path);
}
