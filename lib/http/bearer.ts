import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * True when the request carries `Authorization: Bearer <secret>`. Both tokens are hashed to the
 * same length before a constant-time comparison, so the time taken tells nothing about the
 * secret.
 */
export function hasBearerToken(headers: Headers, secret: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(headers.get('authorization') ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(secret));
}
