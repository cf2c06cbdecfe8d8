import { bookingRules, ownerPage } from '@/content/booking';
import type { LeadStatus } from '@/lib/db/schema';
import { sealLink } from '@/lib/sealed-links';
import { absoluteUrl } from '@/lib/seo/metadata';

/** The links in a lead's mails, each with a sealed token (lib/sealed-links.ts). */
export type OwnerAction = Exclude<LeadStatus, 'new'>;
export const OWNER_ACTIONS = ['booked', 'contacted', 'not_fit'] as const satisfies OwnerAction[];

/** The applicant's pages, which the booking's links open. */
export const BOOKING_PAGES = {
  slots: '/booking/time',
  booked: '/booking/booked',
  cancel: '/booking/cancel',
  change: '/booking/change',
} as const;

/** A booking page's address with its token (and more query), relative to the site. */
export function pagePath(
  page: keyof typeof BOOKING_PAGES,
  token: string,
  more: Record<string, string> = {},
): string {
  return `${BOOKING_PAGES[page]}?${new URLSearchParams({ t: token, ...more }).toString()}`;
}

/** The same, absolute, for a mail. */
export function pageUrl(page: keyof typeof BOOKING_PAGES, token: string): string {
  return absoluteUrl(pagePath(page, token));
}

/** The owner's page for a lead, which its links open. */
export const OWNER_PAGE = '/leads/act';

/** The owner's page's address with its token, relative to the site. */
export function ownerPagePath(token: string, more: Record<string, string> = {}): string {
  return `${OWNER_PAGE}?${new URLSearchParams({ t: token, ...more }).toString()}`;
}

/** The owner's one-click links for a lead, as the lead's mails carry them. */
export function ownerLinks(leadId: string, now = new Date()): { label: string; url: string }[] {
  const days = bookingRules.ownerLinkDays;
  return OWNER_ACTIONS.map((status) => ({
    label: ownerPage.buttons[status],
    url: absoluteUrl(ownerPagePath(sealLink(`owner-${status}`, leadId, { days, now }))),
  }));
}
