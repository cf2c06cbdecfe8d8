import crypto from 'node:crypto';
import { getAppSecret } from '@/lib/secret';

/**
 * The newsletter's signed values, computed rather than stored: a MAC under the server secret per
 * purpose, so a token for one use is worth nothing for another. Unsubscribe and preferences
 * tokens are `<subscriber id>.<mac>`.
 */
export function mac(purpose: string, value: string, hexChars: number): string {
  return crypto
    .createHmac('sha256', getAppSecret())
    .update(`newsletter-${purpose}:${value}`)
    .digest('hex')
    .slice(0, hexChars);
}

/** Whether a given MAC is the expected one, compared in constant time. */
export function sameMac(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** A subscriber's token for `purpose`: their id and 128 bits of MAC. */
function subscriberToken(purpose: string, subscriberId: number): string {
  return `${subscriberId}.${mac(purpose, String(subscriberId), 32)}`;
}

/** The subscriber a token for `purpose` names, or null when it is forged or malformed. */
function readSubscriberToken(purpose: string, token: string): number | null {
  const match = /^(\d{1,12})\.([a-f0-9]{32})$/.exec(token);
  if (!match) return null;
  return sameMac(mac(purpose, match[1]!, 32), match[2]!) ? Number(match[1]) : null;
}

export const unsubscribeToken = (subscriberId: number) =>
  subscriberToken('unsubscribe', subscriberId);
export const verifyUnsubscribeToken = (token: string) => readSubscriberToken('unsubscribe', token);

export const preferencesToken = (subscriberId: number) =>
  subscriberToken('preferences', subscriberId);
export const verifyPreferencesToken = (token: string) => readSubscriberToken('preferences', token);
