import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { isolate, mailTo, subscriberStatus } from './support/newsletter';

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

const section = (page: Page) => page.locator('#newsletter');

test.describe('newsletter sign-up without JavaScript', () => {
  test('posts the address, shows the code form, and the code confirms; no URL holds the address', async ({
    page,
  }) => {
    const email = await isolate(page, 'nojs');
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/pricing');
    await section(page).getByLabel('Email address').fill(email);
    await section(page).getByRole('button', { name: 'Sign Up' }).click();

    await expect(section(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(section(page).getByText(email)).toBeVisible();
    await expect(section(page).getByText(/Successfully subscribed to newsletter/)).toBeVisible();
    // The answer is the page the visitor was on, scrolled to the section.
    await expect(page).toHaveURL(/\/pricing#newsletter$/);
    await expect(section(page)).toBeInViewport();

    const { code } = await mailTo(email);
    expect(subscriberStatus(email)).toBe('pending');
    const wrong = code === '000000' ? '111111' : '000000';
    await section(page).getByLabel('Confirmation code').fill(wrong);
    await section(page).getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(section(page).getByText(/That code is not correct/)).toBeVisible();
    await expect(section(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();

    await section(page).getByLabel('Confirmation code').fill(code);
    await section(page).getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(section(page).getByText('Subscription confirmed successfully!')).toBeVisible();
    await expect(section(page).getByLabel('Email address')).toHaveValue('');
    expect(subscriberStatus(email)).toBe('confirmed');

    const local = email.split('@')[0]!;
    expect(urls.filter((url) => url.includes(local))).toEqual([]);
  });

  test('an empty address is refused with its message; a filled decoy is dropped silently', async ({
    page,
  }) => {
    const email = await isolate(page, 'nojs-decoy');
    await page.goto('/');
    await section(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(section(page).getByText('Please enter your email address')).toBeVisible();
    await expect(page).not.toHaveURL(/email=/);

    await section(page).getByLabel('Email address').fill(email);
    await section(page).locator('input[name="website"]').fill('https://spam.example');
    await section(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(section(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(subscriberStatus(email)).toBeUndefined();
  });

  test('Change email address returns to the form, and resending sends a second mail', async ({
    page,
  }) => {
    const email = await isolate(page, 'nojs-resend');
    await page.goto('/services');
    await section(page).getByLabel('Email address').fill(email);
    await section(page).getByRole('button', { name: 'Sign Up' }).click();
    await mailTo(email);
    await section(page).getByRole('button', { name: "Didn't receive the email?" }).click();
    await expect(
      section(page).getByText(/Please wait \d+ seconds before requesting another email/),
    ).toBeVisible();
    await section(page).getByRole('button', { name: 'Change email address' }).click();
    await expect(section(page).getByLabel('Email address')).toBeVisible();
    await expect(section(page).getByRole('heading', { name: 'Check your email' })).toHaveCount(0);
  });
});
