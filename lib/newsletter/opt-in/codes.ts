import crypto from 'node:crypto';
import { keyedHash } from '@/lib/secret';
import { CODE_LENGTH, TOKEN_BYTES } from './constants';

/**
 * Confirmation codes and link tokens: random, stored only as keyed hashes (HMAC-SHA256 under the
 * server secret), so a copy of the store reveals none and cannot be brute-forced without it.
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
