import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { isolate, mailTo, subscriberStatus } from './support/newsletter';
import { storedLeads, uniqueEmail } from './pages/screener';

// A visitor whose browser runs no script: every page is complete HTML and every form posts.
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 60_000 });

test.describe('the menu without JavaScript', () => {
  test('marks the section of a list served from the cache as the current page', async ({
    page,
  }) => {
    for (const [path, section] of [
      ['/insights?page=2', 'Insights'],
      ['/case-studies?page=1', 'Case Studies'],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole('navigation', { name: 'Main' });
      await expect(main.getByRole('link', { name: section })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });
});

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

test.describe('booking screener without JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${octet()}.${octet()}` });
  });

  const form = (page: Page) => page.locator('form').filter({ has: page.getByRole('progressbar') });
  const heading = (page: Page) => form(page).getByRole('heading', { level: 2 });
  const button = (page: Page, name: string | RegExp) => form(page).getByRole('button', { name });
  const stepText = (page: Page, position: number, total: number) =>
    form(page).getByText(`Step ${position} of ${total}`, { exact: true });

  test('each step posts and comes back as the next; branches, Back, messages and the lead', async ({
    page,
  }) => {
    await page.goto('/book-your-growth-call?cta=pricing_advanced');
    await expect(heading(page)).toHaveText('Which best describes you?');
    await expect(stepText(page, 1, 7)).toBeVisible();

    // Next without an answer says what is missing.
    await button(page, 'Next').click();
    await expect(form(page).getByText('Choose one of the listed answers.')).toBeVisible();
    await expect(heading(page)).toHaveText('Which best describes you?');

    // A choice posts at once and the existing-business path follows.
    await button(page, /An established business/).click();
    await expect(heading(page)).toHaveText('What is your annual revenue?');
    await expect(stepText(page, 2, 7)).toBeVisible();
    await button(page, /US \$1m – \$5m/).click();

    await expect(heading(page)).toHaveText('How is revenue tracking against this year’s target?');
    const slider = form(page).getByRole('slider', { name: 'Revenue against target, in percent' });
    await expect(slider).toHaveValue('0');
    await slider.fill('-7');
    await button(page, 'Next').click();

    await expect(heading(page)).toHaveText('What is holding growth back?');
    await expect(stepText(page, 4, 7)).toBeVisible();
    await button(page, 'Next').click();
    await expect(form(page).getByText('Choose at least one obstacle.')).toBeVisible();
    await form(page).getByLabel('Poor sales-conversion rate').check();
    await form(page).getByLabel('Other (please specify)').check();
    await form(page).getByLabel('Please specify the other obstacle').fill('A reseller went bust');
    await button(page, 'Next').click();

    // Back keeps every answer given so far.
    await expect(heading(page)).toHaveText(
      'If nothing changes in the next 12 months, what is at stake?',
    );
    await button(page, 'Back').click();
    await expect(heading(page)).toHaveText('What is holding growth back?');
    await expect(form(page).getByLabel('Poor sales-conversion rate')).toBeChecked();
    await expect(form(page).getByLabel('Please specify the other obstacle')).toHaveValue(
      'A reseller went bust',
    );
    await button(page, 'Back').click();
    await expect(slider).toHaveValue('-7');
    await button(page, 'Next').click();
    await button(page, 'Next').click();

    await button(page, /Little risk/).click();
    await expect(heading(page)).toHaveText('How well do you understand why customers buy?');
    await button(page, /We have some insight/).click();
    await expect(heading(page)).toHaveText('Where should we send your growth plan?');
    await expect(stepText(page, 7, 7)).toBeVisible();

    // The contact step's checks, in order and in the toasts' words, shown in the page.
    const submit = button(page, 'Get Your Growth Plan');
    await form(page).getByLabel('Full name').fill('   ');
    await form(page).getByLabel('Work e-mail').fill('not-an-email');
    await submit.click();
    await expect(form(page).getByRole('alert')).toContainText('Missing Information');
    await expect(form(page).getByRole('alert')).toContainText('Please enter your full name.');
    await form(page).getByLabel('Full name').fill('Nora Noscript');
    await submit.click();
    await expect(form(page).getByRole('alert')).toContainText(
      'Please enter a valid work e-mail address.',
    );
    const email = uniqueEmail('noscript');
    await form(page).getByLabel('Work e-mail').fill(`  ${email.toUpperCase()} `);
    await form(page).getByLabel('Website or LinkedIn URL').fill('www.example.com');
    await submit.click();
    await expect(form(page).getByRole('alert')).toContainText('Invalid URL');
    await expect(form(page).getByLabel('Full name')).toHaveValue('Nora Noscript');
    await form(page).getByLabel('Website or LinkedIn URL').fill('https://nora.example');
    await form(page)
      .getByLabel(/occasional research insight/)
      .check();
    await submit.click();

    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(page.getByText("Thank you for applying. We'll be in touch soon.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    const [lead, ...more] = storedLeads(email);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      business_type: 'existing_business',
      annual_revenue: '1m_5m',
      revenue_tracking_percentage: -7,
      product_stage: null,
      obstacles: JSON.stringify(['Poor sales-conversion rate', 'Other (please specify)']),
      other_obstacle: 'A reseller went bust',
      risk_level: 'low_risk',
      customer_understanding: 'some_insight',
      full_name: 'Nora Noscript',
      website_url: 'https://nora.example',
      newsletter_opt_in: 1,
      cta_source: 'pricing_advanced',
    });
    expect(String(lead!.id)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  test('the new-venture branch skips revenue and stores pre_revenue', async ({ page }) => {
    await page.goto('/book-your-growth-call');
    await button(page, /A new venture/).click();
    await expect(heading(page)).toHaveText('Where is your product today?');
    await expect(stepText(page, 2, 6)).toBeVisible();
    await button(page, /An idea/).click();
    await form(page).getByLabel('Unclear product–market fit').check();
    await button(page, 'Next').click();
    await button(page, /We would have to close/).click();
    await button(page, /We are validating a first version/).click();
    await expect(stepText(page, 6, 6)).toBeVisible();
    const email = uniqueEmail('noscript-venture');
    await form(page).getByLabel('Full name').fill('Vic Venture');
    await form(page).getByLabel('Work e-mail').fill(email);
    await form(page).getByLabel('Website or LinkedIn URL').fill('https://vic.example');
    await button(page, 'Get Your Growth Plan').click();
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    expect(storedLeads(email)).toEqual([
      expect.objectContaining({
        business_type: 'new_venture',
        annual_revenue: 'pre_revenue',
        revenue_tracking_percentage: null,
        product_stage: 'idea',
        obstacles: JSON.stringify(['Unclear product–market fit']),
        other_obstacle: null,
        newsletter_opt_in: 0,
        cta_source: null,
      }),
    ]);
  });

  test('an answer altered between posts is checked again and sends the visitor back to it', async ({
    page,
  }) => {
    await page.goto('/book-your-growth-call');
    await button(page, /A new venture/).click();
    await button(page, /An idea/).click();
    await expect(heading(page)).toHaveText('What is holding growth back?');
    // What a tampered page would post: an answer outside the list.
    await form(page)
      .locator('input[type="hidden"][name="product_stage"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'unicorn'));
    await form(page).getByLabel('Difficulty securing funding').check();
    await button(page, 'Next').click();
    await expect(heading(page)).toHaveText('Where is your product today?');
    await expect(form(page).getByText('Choose one of the listed answers.')).toBeVisible();
  });
});
