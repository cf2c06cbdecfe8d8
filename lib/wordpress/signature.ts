import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook's `X-Signature: sha256=<hex>`: HMAC-SHA256 of `${timestamp}.${body}` with the
 * secret, so neither can be replayed with the other; over 5 minutes old is refused.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const MAX_SIGNATURE_AGE_SECONDS = 300;

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifyWebhook(
  secret: string | undefined,
  headers: Headers,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!secret) return { ok: false, reason: 'Revalidation is not configured.' };
  const timestampText = headers.get(TIMESTAMP_HEADER) ?? '';
  const signature = headers.get(SIGNATURE_HEADER) ?? '';
  if (!/^\d{1,12}$/.test(timestampText) || !signature) {
    return { ok: false, reason: 'Missing or malformed signature.' };
  }
  const timestamp = Number(timestampText);
  if (Math.abs(nowSeconds - timestamp) > MAX_SIGNATURE_AGE_SECONDS) {
    return { ok: false, reason: 'The signature has expired.' };
  }
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'Invalid signature.' };
  }
  return { ok: true };
}
