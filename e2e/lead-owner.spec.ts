import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { existingBusinessLead } from '../test/lead-fixtures';
import { isolate, mailsTo, withStore } from './support/newsletter';

/**
 * After the form, as the applicant and the owner meet it: the applicant's receipt, and the
 * owner's one-click links in the lead's notification, each a page with one button that
 * records the lead's status (opening it changes nothing), with and without the script.
 */
const OWNER = process.env.LEADS_NOTIFY_EMAIL || 'owner@e2e.test';

async function apply(page: Page, name: string) {
  const email = await isolate(page, name);
  const lead = existingBusinessLead({ email, full_name: `Ada ${name}` });
  const response = await page.request.post('/api/leads', { data: lead });
  expect(response.status()).toBe(201);
  return { lead, email };
}

/** The mail to `address` whose text contains `needle`, waiting for it. */
async function mailWith(address: string, needle: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await mailsTo(address)).find((m) => m.text?.includes(needle));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} with ${needle}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function linkIn(text: string, label: string): string {
  const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(text)?.[1];
  if (!url) throw new Error(`No ${label} link in: ${text}`);
  return url;
}

const statusOf = (id: string) =>
  withStore(
    (db) =>
      (db.prepare('SELECT status FROM leads WHERE id = ?').get(id) as { status: string }).status,
  );

test.describe('after the form', () => {
  test('the applicant gets a receipt of their answers and what happens next', async ({ page }) => {
    const { email } = await apply(page, 'receipt');
    const mail = await mailWith(email, 'These are the answers you gave us');
    expect(mail.subject).toBe('Your application to Hidden Growth');
    expect(mail.text).toContain('US $1m – $5m');
    expect(mail.text).toContain('will write to you within one working day');
    expect(mail.text).toMatch(/\/privacy/);
  });

  test("the owner's link opens a page with one button, which records the status", async ({
    page,
    axe,
  }) => {
    const { lead } = await apply(page, 'owner');
    const mail = await mailWith(OWNER, lead.full_name);
    await page.goto(linkIn(mail.text!, 'Mark contacted'));
    await expect(page.getByRole('heading', { level: 1, name: lead.full_name })).toBeVisible();
    await expect(page.getByText('status: new')).toBeVisible();
    const button = page.getByRole('button', { name: 'Mark contacted' });
    await expect(button).toBeVisible();
    await axe();
    // Opening the page, as a mail scanner does, changed nothing.
    expect(statusOf(lead.id)).toBe('new');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Recorded: contacted.');
    await expect(page.getByText('status: contacted')).toBeVisible();
    expect(statusOf(lead.id)).toBe('contacted');
    await axe();
  });

  test("the owner's button works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { lead } = await apply(page, 'nojs');
    const mail = await mailWith(OWNER, lead.full_name);
    await page.goto(linkIn(mail.text!, 'Not a fit'));
    expect(statusOf(lead.id)).toBe('new');
    await page.getByRole('button', { name: 'Not a fit' }).click();
    await expect(page.getByRole('status')).toHaveText('Recorded: not a fit.');
    expect(statusOf(lead.id)).toBe('not_fit');
    await context.close();
  });

  test('a link that is not complete says so, and records nothing', async ({ page, axe }) => {
    const { lead } = await apply(page, 'broken');
    const mail = await mailWith(OWNER, lead.full_name);
    const url = new URL(linkIn(mail.text!, 'Booked'));
    url.searchParams.set('t', url.searchParams.get('t')!.slice(0, -6));
    const response = await page.goto(url.toString());
    expect(response?.status()).toBe(200);
    await expect(page.getByText('This link has expired or is not complete.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await axe();
    expect(statusOf(lead.id)).toBe('new');
  });
});
