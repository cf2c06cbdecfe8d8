import crypto from 'node:crypto';
import { getAppSecret, keyedHash } from '@/lib/secret';
import { CODE_LENGTH, TOKEN_BYTES } from './constants';

/**
 * Codes, link tokens and unsubscribe tokens. Codes and tokens are random (crypto) and only
 * their keyed hashes (HMAC-SHA256 under the server secret) are stored, so a copy of the store
 * reveals none of them and cannot be brute-forced without the secret.
 */

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateCode(): string {
  return crypto
    .randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** A random link token: 256 bits, base64url (43 characters). */
export function generateToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The stored form of a code: bound to its address, so a code is worth nothing elsewhere. */
export function hashCode(email: string, code: string): string {
  return keyedHash(`newsletter-code:${email}:${code}`);
}

export function hashToken(token: string): string {
  return keyedHash(`newsletter-token:${token}`);
}

/**
 * The unsubscribe token of a subscriber: `<id>.<mac>`, computed rather than stored, so every
 * mail can carry a working link and nothing secret is kept. 128 bits of MAC.
 */
export function unsubscribeToken(subscriberId: number): string {
  return `${subscriberId}.${unsubscribeMac(subscriberId)}`;
}

/** The subscriber id an unsubscribe token names, or null when it is forged or malformed. */
export function verifyUnsubscribeToken(token: string): number | null {
  const match = /^(\d{1,12})\.([a-f0-9]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(unsubscribeMac(id), 'hex');
  const given = Buffer.from(match[2]!, 'hex');
  return crypto.timingSafeEqual(expected, given) ? id : null;
}

function unsubscribeMac(subscriberId: number): string {
  return crypto
    .createHmac('sha256', getAppSecret())
    .update(`newsletter-unsubscribe:${subscriberId}`)
    .digest('hex')
    .slice(0, 32);
}
