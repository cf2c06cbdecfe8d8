import { expect } from '@playwright/test';

type Headers = Record<string, string | string[] | undefined>;

/** The security headers every answer of the site carries, whoever produced the answer. */
export function expectSiteHeaders(what: string, headers: Headers) {
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['strict-transport-security'], what).toContain('max-age=');
  expect(headers['x-powered-by'], what).toBeUndefined();
}
