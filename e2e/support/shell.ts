import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * The two shells of the site's pages, as a visitor meets them: the marketing pages' (the
 * navigation, its call to action, the newsletter's sign-up section, the full footer) and the
 * quiet one of the pages opened from a mail (app/(personal)): the brand linking home, the page,
 * the legal links and the contact address, and nothing to sign up for or buy.
 */
export const NEWSLETTER_HEADING = 'Still here? You must be really keen…';
const CONTACT = 'hello@hiddengrowth.co';
const NOTICE = (year: number) => `© ${year} Hidden Growth Pte. Ltd. All rights reserved.`;

/** The year the site's server is in: the Date of its answer (an HTTP date is in UTC). */
export async function serverYear(page: Page): Promise<number> {
  const answer = await page.request.get(new URL('/api/health/live', page.url()).toString());
  const date = answer.headers().date;
  expect(date, 'the server dates its answers').toBeTruthy();
  return new Date(date!).getUTCFullYear();
}

/** The footer's notice names the year the server is in. */
export async function expectThisYear(page: Page) {
  const year = await serverYear(page);
  await expect(page.getByRole('contentinfo').getByText(/^©/)).toHaveText(NOTICE(year));
}

/** A page opened from a mail: the quiet shell, kept out of search engines. */
export async function expectQuietShell(page: Page) {
  // The header: the brand, linking home, and no other link.
  const banner = page.getByRole('banner');
  await expect(banner).toHaveCount(1);
  await expect(banner.getByRole('link')).toHaveCount(1);
  await expect(banner.getByRole('link', { name: 'Hidden Growth home' })).toHaveAttribute(
    'href',
    '/',
  );
  // No sign-up section, no navigation of the marketing pages, no call to book.
  await expect(page.locator('#newsletter')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: NEWSLETTER_HEADING })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.locator('a[href^="/book-your-growth-call"]')).toHaveCount(0);
  // One robots rule, the layout's: no page of the group overrides it.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // The footer: the legal pages, the address to write to, this year's notice.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveCount(1);
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(footer.getByRole('link', { name: CONTACT })).toHaveAttribute(
    'href',
    `mailto:${CONTACT}`,
  );
  await expectThisYear(page);
  // The structure a keyboard or a screen reader finds: the skip link to the one main landmark,
  // and one top-level heading, the page's own.
  await expect(page.locator('a[href="#main"]')).toHaveText('Skip to content');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.locator('main#main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** A marketing page: its navigation with the call to book, and the sign-up section. */
export async function expectMarketingShell(page: Page) {
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Find Your Hidden Growth' }),
  ).toHaveAttribute('href', '/book-your-growth-call?cta=nav_desktop');
  await expect(
    page.locator('#newsletter').getByRole('heading', { name: NEWSLETTER_HEADING }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expectThisYear(page);
}
