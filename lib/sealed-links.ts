import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import type { LeadStatus } from '@/lib/db/schema';
import { getAppSecret, keyedHash } from '@/lib/secret';

/**
 * The links the site mails (booking's and the privacy desk's). A link carries a sealed token:
 * what it is for, what it is about, when it expires and a random nonce, encrypted and
 * authenticated with AES-256-GCM under a key derived from the server secret. So a page learns
 * which record it serves without the id standing in the address (nor in a mail scanner's log),
 * nobody can make or alter a token, and every instance sharing APP_SECRET reads every other's.
 * Opening a link's page changes nothing; only its button, a form post, does. Every purpose is
 * in the one list below, so that no two features can name the same one: a token opens only the
 * pages of its own purpose.
 */
export type LinkPurpose =
  /** The owner's one-click status for a lead. */
  | `owner-${Exclude<LeadStatus, 'new'>}`
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
  /** The privacy desk's: its mailed link, its session, a new address's check. */
  | 'privacy'
  | 'privacy-session'
  | 'privacy-address';

export interface LinkClaims {
  purpose: LinkPurpose;
  /** The lead (owner pages, slots), the booking (move, booked, cancel, change) or the request. */
  ref: string;
  /** Expiry, in seconds since the epoch. */
  expiresAt: number;
  nonce: string;
}

const VERSION = 1;

// Named for booking, where the links began: a new name would void every link already mailed.
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

/** The keyed hash a used single-use link is recorded under (`booking_link_uses`). */
export function nonceHash(claims: LinkClaims): string {
  return keyedHash(`booking-link:${claims.purpose}:${claims.nonce}`);
}

/** Uses up a single-use link; false when it was used before. */
export async function spendLink(
  db: Transaction<Database> | Kysely<Database>,
  link: LinkClaims,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('booking_link_uses')
    .values({ nonce_hash: nonceHash(link), used_at: now.toISOString() })
    .onConflict((oc) => oc.column('nonce_hash').doNothing())
    .returning('nonce_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Whether a single-use link was used already. */
export async function linkUsed(link: LinkClaims): Promise<boolean> {
  const row = await getDb()
    .selectFrom('booking_link_uses')
    .select('nonce_hash')
    .where('nonce_hash', '=', nonceHash(link))
    .executeTakeFirst();
  return row !== undefined;
}
