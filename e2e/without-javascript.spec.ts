import { test, expect } from './fixtures';

// A visitor whose browser runs no script: every page is complete HTML and every form posts.
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 60_000 });

test.describe('not-found pages without JavaScript', () => {
  test('an unknown path is a whole 404 page: header, message, link home, footer', async ({
    page,
  }) => {
    const response = await page.goto('/any-unknown-path');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Hidden Growth');
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown article is a whole 404 page with the Post Not Found view', async ({ page }) => {
    const response = await page.goto('/insights/unknown-slug');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('Post Not Found | Hidden Growth');
    await page.locator('main').getByRole('link', { name: 'Back to Insights' }).click();
    await expect(page).toHaveURL(/\/insights$/);
  });
});
