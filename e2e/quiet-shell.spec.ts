import type { APIRequestContext } from '@playwright/test';
import { PERSONAL_PAGES } from '../lib/http/personal-pages';
import { test, expect } from './fixtures';
import {
  appSecret,
  confirmedSubscriber,
  decisionLink,
  heldIssue,
  ownerLink,
  preferencesLink,
  signUpLinks,
} from './support/personal-links';
import { expectMarketingShell, expectQuietShell } from './support/shell';

/**
 * The pages a mail opens (the owner's lead actions, Send now and Skip, newsletter preferences,
 * the booking links, confirmation and unsubscribe) stand in a quiet shell: the brand linking
 * home, the page, the legal links and the contact address; no sign-up section, no call to
 * book, kept out of search engines. Each is opened here with a working link where the shared
 * site can make one (the booking pages' need a calendar: e2e/booking.spec.ts checks their shell
 * on the real links). The marketing pages keep theirs.
 */
const OWNER = process.env.LEADS_NOTIFY_EMAIL || 'owner@e2e.test';

test.describe.configure({ timeout: 60_000 });

/** A working address of each personal page, or one whose link is not complete. */
const addresses: Record<
  (typeof PERSONAL_PAGES)[number],
  (request: APIRequestContext) => Promise<string>
> = {
  '/leads/act': (request) => ownerLink(request, OWNER),
  '/newsletter/preferences': async (request) =>
    preferencesLink(await appSecret(request), confirmedSubscriber('quiet')),
  '/newsletter/issue': async (request) =>
    decisionLink(await appSecret(request), heldIssue('An issue in the quiet shell'), 'skip'),
  '/confirm-subscription': async (request) => (await signUpLinks(request)).confirm,
  '/unsubscribe': async (request) => (await signUpLinks(request)).unsubscribe,
  '/booking/time': async () => '/booking/time?t=not-a-token',
  '/booking/booked': async () => '/booking/booked?t=not-a-token',
  '/booking/cancel': async () => '/booking/cancel?t=not-a-token',
  '/booking/change': async () => '/booking/change?t=not-a-token',
  '/privacy/open': async () => '/privacy/open?t=not-a-token',
  '/privacy/report': async () => '/privacy/report',
  '/privacy/requests': async () => '/privacy/requests',
  '/privacy/address': async () => '/privacy/address?t=not-a-token',
};

for (const path of PERSONAL_PAGES) {
  test(`${path} stands in the quiet shell (axe)`, async ({ page, axe }) => {
    const address = await addresses[path](page.request);
    const response = await page.goto(address);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectQuietShell(page);
    await axe();
  });
}

test('the quiet shell works without JavaScript: the same landmarks, no sign-up', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(preferencesLink(await appSecret(page.request), confirmedSubscriber('nojs')));
  await expectQuietShell(page);
  await context.close();
});

test('a marketing page keeps its navigation, its call to book and its sign-up section', async ({
  page,
  axe,
}) => {
  await page.goto('/pricing');
  await expectMarketingShell(page);
  await axe();
});
