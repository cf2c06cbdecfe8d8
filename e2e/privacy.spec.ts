import type { Browser, Page } from '@playwright/test';
import { expectNoA11yViolations, test, expect } from './fixtures';
import { isolate, mailsTo, subscriberStatus, withStore } from './support/newsletter';

/**
 * The privacy desk, as a person uses it: the address on /privacy/requests, the mailed link's
 * one button, the report with its JSON, a withdrawal, a correction and the erasure. Once with
 * the pages' script and once without it; every page axe-checked.
 */
test.describe.configure({ timeout: 90_000 });

/** A confirmed subscriber with an application: data the report must show. */
function seed(email: string) {
  const at = new Date().toISOString();
  withStore((db) => {
    db.prepare(
      `INSERT INTO newsletter_subscribers (email, status, consent_source, consent_page, consent_text,
        requested_at, confirmed_at, confirmed_via, code_attempts, created_at, updated_at)
       VALUES (?, 'confirmed', 'sign-up form', '/pricing', 'Consent shown.', ?, ?, 'link', 0, ?, ?)`,
    ).run(email, at, at, at, at);
    db.prepare(
      `INSERT INTO leads (id, business_type, annual_revenue, obstacles, risk_level,
        customer_understanding, full_name, website_url, email, newsletter_opt_in, created_at)
       VALUES (?, 'new_venture', 'pre_revenue', '[]', 'close_product', 'no_research', 'Ada Seed',
        'https://ada.example', ?, 1, ?)`,
    ).run(crypto.randomUUID(), email, at);
  });
}

const leadName = (email: string) =>
  withStore(
    (db) =>
      (
        db.prepare('SELECT full_name FROM leads WHERE email = ?').get(email) as
          { full_name: string } | undefined
      )?.full_name,
  );

async function privacyLink(email: string): Promise<string> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const mail = (await mailsTo(email))[0];
    const link = mail && /(https?:\/\/\S+\/privacy\/open\?t=\S+)/.exec(mail.text ?? '')?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No privacy link for ${email}`);
}

async function ask(page: Page, email: string) {
  await page.goto('/privacy/requests');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('status')).toContainText('If we hold data for this address');
}

async function run(browser: Browser, javaScriptEnabled: boolean, axe: (p: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const email = await isolate(page, javaScriptEnabled ? 'desk' : 'desk-nojs');
  const stranger = await isolate(page, 'stranger');
  seed(email);

  await ask(page, stranger);
  await ask(page, email);
  await axe(page);
  const link = await privacyLink(email);
  expect(await mailsTo(stranger)).toEqual([]);

  // Opening the link changes nothing; its button does, once.
  await page.goto(link);
  await axe(page);
  await page.getByRole('button', { name: 'Show my data' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What we hold about you');
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('Ada Seed').first()).toBeVisible();
  await expect(page.getByText('Consent shown.')).toBeVisible();
  await axe(page);

  const json = await page.request.get('/api/privacy/report');
  expect(json.headers()['content-disposition']).toContain('attachment');
  const report = await json.json();
  expect(report.sections.applications[0]).toMatchObject({ email, full_name: 'Ada Seed' });

  await page.getByLabel('Name').fill('Ada Corrected');
  await page.getByRole('button', { name: 'Save corrections' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  expect(leadName(email)).toBe('Ada Corrected');

  await page.getByRole('button', { name: 'Withdraw: newsletter' }).click();
  await expect(page.getByRole('status')).toHaveText('Withdrawn, effective now.');
  expect(subscriberStatus(email)).toBe('unsubscribed');

  await page.getByLabel('I understand: erase my data').check();
  await page.getByRole('button', { name: 'Erase my data' }).click();
  await expect(page.getByRole('status')).toHaveText('Your data has been erased.');
  expect(subscriberStatus(email)).toBeUndefined();
  expect(leadName(email)).toBeUndefined();
  await axe(page);

  // The link was spent.
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('expired or was used');
  await context.close();
}

test('a person sees, corrects, withdraws and erases their data (axe)', async ({ browser }) => {
  await run(browser, true, axeOf);
});

test('a refusal is worded by the site, never by the link', async ({ page }) => {
  await page.goto('/privacy/requests?error=Write+to+evil%40example.com');
  await expect(page.locator('p[role="alert"]')).toHaveText(
    'Something went wrong on our side. Please try again.',
  );
  await page.goto('/privacy/requests?error=email');
  await expect(page.locator('p[role="alert"]')).toHaveText('Please enter a valid e-mail address.');
});

// axe runs in the page, which has no script here: the same pages are checked above.
test('the privacy desk works without JavaScript', async ({ browser }) => {
  await run(browser, false, async () => {});
});

const axeOf = (page: Page) => expectNoA11yViolations(page);
