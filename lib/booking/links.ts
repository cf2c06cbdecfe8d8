import crypto from 'node:crypto';
import { bookingRules, ownerPage } from '@/content/booking';
import type { LeadStatus } from '@/lib/db/schema';
import { getAppSecret, keyedHash } from '@/lib/secret';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * The links in a lead's mails. A link carries a sealed token: what it is for, the lead it is
 * about, when it expires and a random nonce, encrypted and authenticated with AES-256-GCM
 * under a key derived from the server secret. So a page learns which lead it serves without
 * the id standing in the address (nor in a mail scanner's log), nobody can make or alter a
 * token, and every instance sharing APP_SECRET reads every other's. Opening a link's page
 * changes nothing; only its button, a form post, does.
 */
export type OwnerAction = Exclude<LeadStatus, 'new'>;
export const OWNER_ACTIONS = ['booked', 'contacted', 'not_fit'] as const satisfies OwnerAction[];

export type LinkPurpose =
  | `owner-${OwnerAction}`
  /** The applicant's free slots. */
  | 'slots'
  /** The free slots to move a booking to (after the "choose another time" button). */
  | 'move'
  /** The booked call's own page. */
  | 'booked'
  /** Single-use: the page with the button that cancels a booking. */
  | 'cancel'
  /** Single-use: the page with the button that leads to other times. */
  | 'change'
  /** The privacy desk's (lib/privacy): its mailed link, its session, a new address's check. */
  | 'privacy'
  | 'privacy-session'
  | 'privacy-address';

export interface LinkClaims {
  purpose: LinkPurpose;
  /** The lead (owner pages, slots) or the booking (move, booked, cancel, change). */
  ref: string;
  /** Expiry, in seconds since the epoch. */
  expiresAt: number;
  nonce: string;
}

const VERSION = 1;

function linkKey(): Buffer {
  return crypto.createHmac('sha256', getAppSecret()).update('booking-links/v1').digest();
}

/** A sealed token for `purpose` about `ref`, valid for `days` (or until `until`). */
export function sealLink(
  purpose: LinkPurpose,
  ref: string,
  { days, until, now = new Date() }: { days?: number; until?: Date; now?: Date },
): string {
  const expiresAt = Math.floor(
    (until?.getTime() ?? now.getTime() + (days ?? 1) * 86_400_000) / 1000,
  );
  const claims = [VERSION, purpose, ref, expiresAt, crypto.randomBytes(9).toString('base64url')];
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', linkKey(), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/**
 * What a token says, when it is one of this site's, unaltered, for one of `purposes`, and not
 * expired at `now`; otherwise null.
 */
export function openLink(
  token: unknown,
  purposes: readonly LinkPurpose[],
  now = new Date(),
): LinkClaims | null {
  if (typeof token !== 'string' || token.length < 40 || token.length > 400) return null;
  try {
    const raw = Buffer.from(token, 'base64url');
    const iv = raw.subarray(0, 12);
    const tag = raw.subarray(raw.length - 16);
    const decipher = crypto.createDecipheriv('aes-256-gcm', linkKey(), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([
      decipher.update(raw.subarray(12, raw.length - 16)),
      decipher.final(),
    ]).toString('utf8');
    const [version, purpose, ref, expiresAt, nonce] = JSON.parse(text) as unknown[];
    if (version !== VERSION || typeof ref !== 'string' || typeof nonce !== 'string') return null;
    if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return null;
    if (!purposes.includes(purpose as LinkPurpose)) return null;
    return { purpose: purpose as LinkPurpose, ref, expiresAt, nonce };
  } catch {
    return null;
  }
}

/** The keyed hash a used single-use link is recorded under. */
export function nonceHash(claims: LinkClaims): string {
  return keyedHash(`booking-link:${claims.purpose}:${claims.nonce}`);
}

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
