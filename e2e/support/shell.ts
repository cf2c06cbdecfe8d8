import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

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
