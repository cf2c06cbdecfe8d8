import { createHmac } from 'node:crypto';
import {
  grantValue,
  PREVIEW_GRANT_SECONDS,
  PREVIEW_LINK_SECONDS,
  signPreview,
  verifyGrant,
  verifyPreview,
} from './preview-token';

const SECRET = 'a-long-shared-webhook-secret-1234';
const NOW = 1_800_000_000;

function link(claim: { post: number; revision: number; expires: number }, secret = SECRET) {
  return {
    post: String(claim.post),
    revision: String(claim.revision),
    expires: String(claim.expires),
    signature: signPreview(secret, claim),
  };
}

describe('the preview token', () => {
  it('is the HMAC-SHA256 hex the plugin computes with PHP’s hash_hmac', () => {
    // hash_hmac('sha256', '1800000600.preview:42:57', $secret)
    const expected = createHmac('sha256', SECRET).update('1800000600.preview:42:57').digest('hex');
    expect(signPreview(SECRET, { post: 42, revision: 57, expires: 1_800_000_600 })).toBe(expected);
  });

  it('accepts a link signed with the secret, within its 10 minutes', () => {
    const claim = { post: 42, revision: 0, expires: NOW + PREVIEW_LINK_SECONDS };
    expect(verifyPreview(SECRET, link(claim), PREVIEW_LINK_SECONDS, NOW)).toEqual({
      ok: true,
      claim,
    });
    // The last second still counts.
    expect(verifyPreview(SECRET, link(claim), PREVIEW_LINK_SECONDS, claim.expires).ok).toBe(true);
  });

  it('refuses a link past its expiry', () => {
    const claim = { post: 42, revision: 0, expires: NOW - 1 };
    expect(verifyPreview(SECRET, link(claim), PREVIEW_LINK_SECONDS, NOW)).toEqual({
      ok: false,
      reason: 'The preview link has expired.',
    });
  });

  it('refuses an expiry further ahead than the kind of token allows', () => {
    const claim = { post: 42, revision: 0, expires: NOW + PREVIEW_LINK_SECONDS + 3600 };
    expect(verifyPreview(SECRET, link(claim), PREVIEW_LINK_SECONDS, NOW).ok).toBe(false);
    // A minute of clock difference between WordPress and the site is tolerated.
    const skewed = { post: 42, revision: 0, expires: NOW + PREVIEW_LINK_SECONDS + 30 };
    expect(verifyPreview(SECRET, link(skewed), PREVIEW_LINK_SECONDS, NOW).ok).toBe(true);
  });

  it('refuses a tampered post, revision, expiry or signature', () => {
    const good = link({ post: 42, revision: 57, expires: NOW + 300 });
    const tampered = [
      { ...good, post: '43' },
      { ...good, revision: '0' },
      { ...good, expires: String(NOW + 301) },
      { ...good, signature: good.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
    ];
    for (const fields of tampered) {
      expect(verifyPreview(SECRET, fields, PREVIEW_LINK_SECONDS, NOW)).toEqual({
        ok: false,
        reason: 'The preview link’s signature is not valid.',
      });
    }
    const otherSecret = link({ post: 42, revision: 57, expires: NOW + 300 }, `${SECRET}x`);
    expect(verifyPreview(SECRET, otherSecret, PREVIEW_LINK_SECONDS, NOW).ok).toBe(false);
  });

  it('refuses a malformed link before any signature is computed', () => {
    const good = link({ post: 42, revision: 0, expires: NOW + 300 });
    const malformed = [
      {},
      { ...good, post: undefined },
      { ...good, post: '0' },
      { ...good, post: '-1' },
      { ...good, post: '042' },
      { ...good, post: '4.2' },
      { ...good, revision: 'x' },
      { ...good, expires: '' },
      { ...good, expires: '1e9' },
      { ...good, signature: `sha256=${good.signature}` },
      { ...good, signature: good.signature.toUpperCase() },
      { ...good, signature: good.signature.slice(1) },
    ];
    for (const fields of malformed) {
      expect(verifyPreview(SECRET, fields, PREVIEW_LINK_SECONDS, NOW)).toEqual({
        ok: false,
        reason: 'The preview link is incomplete or malformed.',
      });
    }
  });

  it('refuses everything when the site has no secret', () => {
    const good = link({ post: 42, revision: 0, expires: NOW + 300 });
    expect(verifyPreview(undefined, good, PREVIEW_LINK_SECONDS, NOW)).toEqual({
      ok: false,
      reason: 'Preview is not configured on this site.',
    });
  });
});

describe('the preview cookie', () => {
  it('carries the claim for an hour, signed by the site', () => {
    const claim = { post: 42, revision: 57, expires: NOW + PREVIEW_GRANT_SECONDS };
    const value = grantValue(SECRET, claim);
    expect(value).toMatch(/^42\.57\.\d+\.[0-9a-f]{64}$/);
    expect(verifyGrant(SECRET, value, NOW)).toEqual(claim);
    expect(verifyGrant(SECRET, value, claim.expires + 1)).toBeNull();
  });

  it('is worthless when altered, missing or signed with another secret', () => {
    const claim = { post: 42, revision: 0, expires: NOW + 600 };
    expect(verifyGrant(SECRET, grantValue(SECRET, claim).replace(/^42/, '41'), NOW)).toBeNull();
    expect(verifyGrant(SECRET, grantValue('another-secret-entirely', claim), NOW)).toBeNull();
    expect(verifyGrant(SECRET, undefined, NOW)).toBeNull();
    expect(verifyGrant(SECRET, '', NOW)).toBeNull();
    expect(verifyGrant(undefined, grantValue(SECRET, claim), NOW)).toBeNull();
  });
});
