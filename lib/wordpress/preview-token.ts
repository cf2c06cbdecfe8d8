import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The plugin's Preview link signs `${expires}.preview:${post}:${revision}` (HMAC-SHA256, hex) with
 * the webhook's secret; the site signs the same claim again, longer lived, as the preview cookie.
 */
export interface PreviewClaim {
  post: number;
  /** The autosave holding unsaved changes; 0 when the post itself is previewed. */
  revision: number;
  expires: number;
}

/** A Preview link is good for 10 minutes. */
export const PREVIEW_LINK_SECONDS = 600;
/** The preview cookie lasts an hour: reloads and a read-through need no new link. */
export const PREVIEW_GRANT_SECONDS = 3600;
/** Allowed difference between WordPress's clock and the site's. */
const CLOCK_SKEW_SECONDS = 60;

export type PreviewCheck = { ok: true; claim: PreviewClaim } | { ok: false; reason: string };

export function signPreview(secret: string, { post, revision, expires }: PreviewClaim): string {
  return createHmac('sha256', secret)
    .update(`${expires}.preview:${post}:${revision}`)
    .digest('hex');
}

const ID = /^(0|[1-9]\d{0,11})$/;

/** Checks a claim's shape, signature and expiry, at most `lifetimeSeconds` ahead. */
export function verifyPreview(
  secret: string | undefined,
  fields: {
    post?: string | null;
    revision?: string | null;
    expires?: string | null;
    signature?: string | null;
  },
  lifetimeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): PreviewCheck {
  if (!secret) return { ok: false, reason: 'Preview is not configured on this site.' };
  const { post = '', revision = '0', expires = '', signature = '' } = fields;
  if (
    !post ||
    !ID.test(post) ||
    post === '0' ||
    !ID.test(revision ?? '') ||
    !/^\d{1,12}$/.test(expires ?? '') ||
    !/^[0-9a-f]{64}$/.test(signature ?? '')
  ) {
    return { ok: false, reason: 'The preview link is incomplete or malformed.' };
  }
  const claim: PreviewClaim = {
    post: Number(post),
    revision: Number(revision),
    expires: Number(expires),
  };
  const expected = Buffer.from(signPreview(secret, claim));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'The preview link’s signature is not valid.' };
  }
  if (
    claim.expires < nowSeconds ||
    claim.expires > nowSeconds + lifetimeSeconds + CLOCK_SKEW_SECONDS
  ) {
    return { ok: false, reason: 'The preview link has expired.' };
  }
  return { ok: true, claim };
}

/** The claim as the preview cookie's value: `post.revision.expires.signature`. */
export function grantValue(secret: string, claim: PreviewClaim): string {
  return `${claim.post}.${claim.revision}.${claim.expires}.${signPreview(secret, claim)}`;
}

export function verifyGrant(
  secret: string | undefined,
  value: string | undefined,
  nowSeconds?: number,
): PreviewClaim | null {
  const [post, revision, expires, signature] = (value ?? '').split('.');
  const check = verifyPreview(
    secret,
    { post, revision, expires, signature },
    PREVIEW_GRANT_SECONDS,
    nowSeconds,
  );
  return check.ok ? check.claim : null;
}
