import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/**
 * The second site of the browser tests reads a stand-in WordPress (scripts/wordpress-stub.ts)
 * instead of the embedded snapshot; these are its ports, its secret and its controls.
 */
const port = Number(process.env.E2E_PORT || '3100');
export const wordpressStubPort = process.env.E2E_STUB_PORT || String(port + 12);
export const wordpressSitePort = process.env.E2E_WP_SITE_PORT || String(port + 13);
export const wordpressSiteURL = `http://127.0.0.1:${wordpressSitePort}`;
export const wordpressSecret = 'e2e-revalidate-secret-0123456789';
/** The second site's preview account, which the stub's one draft answers to. */
export const previewAccount = { user: 'site-preview', password: 'e2e0 prev iewp assw ord0 1234' };
export const stubDraftId = 900001;

export type StubMode = 'ok' | 'down' | 'slow' | 'empty' | 'no-case-study';

/** Sets the stub's behaviour; `clockHours` shifts the Date of its answers (default 0). */
export async function setStubMode(
  request: APIRequestContext,
  mode: StubMode,
  { clockHours = 0 }: { clockHours?: number } = {},
) {
  const response = await request.post(`http://127.0.0.1:${wordpressStubPort}/__stub/mode`, {
    data: { mode, clockHours },
  });
  if (!response.ok()) throw new Error(`stub mode ${mode}: ${response.status()}`);
}

/** Sends the webhook a WordPress plugin would, signed with the site's secret. */
export async function revalidateAll(request: APIRequestContext) {
  const body = JSON.stringify({ changes: [{ kind: 'post', action: 'update', id: 101 }] });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', wordpressSecret)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  const response = await request.post(`${wordpressSiteURL}/api/revalidate`, {
    headers: {
      'content-type': 'application/json',
      'x-timestamp': String(timestamp),
      'x-signature': `sha256=${signature}`,
    },
    data: body,
  });
  if (response.status() !== 200) throw new Error(`revalidate: ${response.status()}`);
  return (await response.json()) as { revalidated: string[]; deferred: boolean };
}
