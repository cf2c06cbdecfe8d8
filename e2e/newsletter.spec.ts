import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { recordPolicyViolations } from './support/csp';
import { isolate, mailTo, mailsTo, paste, subscriberStatus, withStore } from './support/newsletter';

// Each test waits for real mail and a cold production server's first renders.
test.describe.configure({ timeout: 60_000 });

// The sign-up section is in the root layout, so any page has it; '/' is the home page.
const section = (page: Page) => page.locator('#newsletter');
const digit = (page: Page, n: number) => section(page).getByLabel(`Digit ${n} of 6`);

async function signUp(page: Page, email: string) {
  await section(page).getByLabel('Email address').fill(email);
  await section(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(section(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

test.describe('newsletter sign-up', () => {
  test('subscribe, read the code from the mail, type it: confirmed (axe on both views)', async ({
    page,
    axe,
  }) => {
    const email = await isolate(page, 'typed');
    await page.goto('/');
    await expect(
      section(page).getByRole('heading', { name: 'Still here? You must be really keen…' }),
    ).toBeVisible();
    await axe();

    await signUp(page, email);
    await expect(section(page).getByText(email)).toBeVisible();
    await expect(section(page).getByText('The code expires in 15 minutes.')).toBeVisible();
    await expect(section(page).getByRole('group', { name: 'Confirmation code' })).toBeVisible();
    await expect(digit(page, 1)).toBeFocused();
    await axe();

    const { code } = await mailTo(email);
    expect(subscriberStatus(email)).toBe('pending');
    await page.keyboard.type(code); // focus moves on by itself after each digit
    await expect(section(page).getByText('Subscription confirmed successfully!')).toBeVisible();
    await expect(section(page).getByLabel('Email address')).toHaveValue('');
    expect(subscriberStatus(email)).toBe('confirmed');
  });

  test('pasting the code keeps its digits and confirms', async ({ page }) => {
    const email = await isolate(page, 'pasted');
    await page.goto('/');
    await signUp(page, email);
    const { code } = await mailTo(email);
    await paste(digit(page, 1), ` ${code.slice(0, 3)}-${code.slice(3)} `);
    await expect(section(page).getByText('Subscription confirmed successfully!')).toBeVisible();
    expect(subscriberStatus(email)).toBe('confirmed');
  });

  test('a wrong code is refused and the boxes are emptied; non-digits and Backspace', async ({
    page,
  }) => {
    const email = await isolate(page, 'wrong');
    await page.goto('/');
    await signUp(page, email);
    const { code } = await mailTo(email);
    await digit(page, 1).pressSequentially('x');
    await expect(digit(page, 1)).toHaveValue('');
    await digit(page, 1).pressSequentially('4');
    await expect(digit(page, 2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(digit(page, 1)).toBeFocused();

    const wrong = code === '000000' ? '111111' : '000000';
    await digit(page, 1).focus();
    await page.keyboard.type(wrong);
    await expect(
      section(page).getByText(
        'That code is not correct. Please check the latest email we sent you.',
      ),
    ).toBeVisible();
    for (let n = 1; n <= 6; n++) await expect(digit(page, n)).toHaveValue('');
    expect(subscriberStatus(email)).toBe('pending');
  });

  test('resend sends a new code that works', async ({ page }) => {
    const email = await isolate(page, 'resend');
    await page.goto('/');
    await signUp(page, email);
    await mailTo(email);
    const resend = section(page).getByRole('button', { name: "Didn't receive the email?" });

    // Within 30 seconds of the first mail the server refuses.
    await resend.click();
    await expect(
      section(page).getByText(/^Please wait \d+ seconds before requesting another email\.$/),
    ).toBeVisible();

    // 31 seconds later (the store's clock moved instead of waiting), it sends.
    withStore((db) =>
      db
        .prepare('UPDATE newsletter_subscribers SET last_mail_at = ? WHERE email = ?')
        .run(new Date(Date.now() - 31_000).toISOString(), email),
    );
    await resend.click();
    await expect(
      section(page).getByText('Confirmation email sent! Please check your inbox.'),
    ).toBeVisible();
    const second = await mailTo(email, 2);
    await digit(page, 1).focus();
    await page.keyboard.type(second.code);
    await expect(section(page).getByText('Subscription confirmed successfully!')).toBeVisible();
  });

  test('change email returns to the form, and the 30-second cooldown applies', async ({ page }) => {
    const email = await isolate(page, 'change');
    await page.goto('/');
    await signUp(page, email);
    await section(page).getByRole('button', { name: 'Change email address' }).click();
    await expect(section(page).getByLabel('Email address')).toBeVisible();
    await expect(section(page).getByText(/Successfully subscribed/)).toHaveCount(0);

    await section(page).getByLabel('Email address').fill(`other-${email}`);
    await section(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      section(page).getByText(/^Please wait (2\d|30) seconds before submitting again$/),
    ).toBeVisible();
    expect(await mailsTo(`other-${email}`)).toHaveLength(0);
  });

  test('the address says its problem as the visitor leaves the field; axe stays clean', async ({
    page,
    axe,
  }) => {
    const email = await isolate(page, 'blur');
    await page.goto('/');
    const box = section(page).getByLabel('Email address');
    await box.fill('ada@example');
    await page.keyboard.press('Tab');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please enter a valid email address');
    await axe();

    await box.fill(email);
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await expect(section(page).getByText('Please enter a valid email address')).toHaveCount(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  test('an empty address is refused in the page; a filled decoy is dropped silently', async ({
    page,
  }) => {
    const email = await isolate(page, 'honeypot');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/newsletter/')) posts.push(r.url());
    });
    await page.goto('/');
    await section(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(section(page).getByText('Please enter your email address')).toBeVisible();

    await section(page).getByLabel('Email address').fill(email);
    await section(page).locator('input[name="website"]').fill('https://spam.example');
    await section(page).getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForTimeout(1000);
    expect(posts).toEqual([]);
    await expect(section(page).getByRole('heading', { name: 'Check your email' })).toHaveCount(0);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(subscriberStatus(email)).toBeUndefined();
  });
});

test.describe('/confirm-subscription', () => {
  test('the page and its code form report no Content-Security-Policy violation', async ({
    page,
  }) => {
    const violations = await recordPolicyViolations(page);
    await page.goto('/confirm-subscription');
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(
      main.getByText('Please enter both your email and confirmation code'),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the code form says a field’s problem as the visitor leaves it; axe stays clean', async ({
    page,
    axe,
  }) => {
    await page.goto('/confirm-subscription');
    const main = page.locator('main');
    const code = main.getByLabel('6-digit confirmation code');
    await main.getByLabel('Email address').fill('ada@example.com');
    await code.fill('123');
    await page.keyboard.press('Tab');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('Confirmation code must be 6 digits');
    await expect(main.getByLabel('Email address')).not.toHaveAttribute('aria-invalid', 'true');
    await axe();

    await code.fill('123456');
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText('Confirmation code must be 6 digits')).toHaveCount(0);
  });

  test('the link confirms by the page script; fetching it with GET confirms nobody', async ({
    page,
    axe,
  }) => {
    const email = await isolate(page, 'link');
    await page.goto('/');
    await signUp(page, email);
    const { link } = await mailTo(email);

    // A mail scanner prefetching the link: the page loads, nothing changes.
    const prefetch = await page.request.get(link);
    expect(prefetch.status()).toBe(200);
    expect(subscriberStatus(email)).toBe('pending');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Subscription Confirmed!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the latest Insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
    await expect(page).toHaveURL(/\/confirm-subscription$/);
    expect(subscriberStatus(email)).toBe('confirmed');
    await axe();
  });

  test('an expired link falls back to the code form, which validates and confirms', async ({
    page,
    axe,
  }) => {
    const email = await isolate(page, 'expired');
    await page.goto('/');
    await signUp(page, email);
    const { link, code } = await mailTo(email);
    withStore((db) =>
      db
        .prepare(
          `UPDATE newsletter_tokens SET expires_at = ? WHERE subscriber_id =
             (SELECT id FROM newsletter_subscribers WHERE email = ?)`,
        )
        .run(new Date(Date.now() - 1000).toISOString(), email),
    );

    await page.goto(link);
    await expect(
      page.getByText(
        'The confirmation link may have expired. Please enter your email and the 6-digit code from your email below.',
      ),
    ).toBeVisible();
    await axe();
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(
      main.getByText('Please enter both your email and confirmation code'),
    ).toBeVisible();

    await main.getByLabel('Email address').fill(email);
    await main.getByLabel('6-digit confirmation code').pressSequentially('12a3');
    await expect(main.getByLabel('6-digit confirmation code')).toHaveValue('123');
    await main.getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(main.getByText('Confirmation code must be 6 digits')).toBeVisible();

    await main.getByLabel('6-digit confirmation code').fill(`${code}99`);
    await expect(main.getByLabel('6-digit confirmation code')).toHaveValue(code);
    await main.getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(page.getByRole('heading', { name: 'Subscription Confirmed!' })).toBeVisible();
    await expect(page.getByText('Subscription confirmed!', { exact: true })).toBeVisible(); // toast
    expect(subscriberStatus(email)).toBe('confirmed');
  });

  test('without a token: the code form; five wrong codes lead to the error view', async ({
    page,
    axe,
  }) => {
    const email = await isolate(page, 'deadend');
    await page.goto('/');
    await signUp(page, email);
    const { code } = await mailTo(email);
    await page.goto('/confirm-subscription');
    await expect(
      page.getByText('Please enter your email and the 6-digit confirmation code from your email.'),
    ).toBeVisible();
    const main = page.locator('main');
    await main.getByLabel('Email address').fill(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      await main.getByLabel('6-digit confirmation code').fill(wrong);
      await main.getByRole('button', { name: 'Confirm Subscription' }).click();
      await expect(main.getByText(/That code is not correct/)).toBeVisible();
    }
    await main.getByLabel('6-digit confirmation code').fill(wrong);
    await main.getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(
      page.getByRole('heading', { name: 'We could not confirm your subscription' }),
    ).toBeVisible();
    // The page's quiet shell has no sign-up section: the link leads to the home page's.
    await expect(main.getByRole('link', { name: 'Try Subscribing Again' })).toHaveAttribute(
      'href',
      '/#newsletter',
    );
    await expect(main.getByRole('link', { name: 'Back to Insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
    await expect(
      main.getByText('If you continue to have issues, please contact us directly.'),
    ).toBeVisible();
    await axe();
    expect(subscriberStatus(email)).toBe('pending');
    await main.getByRole('link', { name: 'Try Subscribing Again' }).click();
    await expect(section(page).getByLabel('Email address')).toBeVisible();
  });
});

test.describe('unsubscribe', () => {
  test('the mail link leads to the page, whose button unsubscribes', async ({ page, axe }) => {
    const email = await isolate(page, 'unsub');
    await page.goto('/');
    await signUp(page, email);
    const { code, unsubscribeLink } = await mailTo(email);
    await digit(page, 1).focus();
    await page.keyboard.type(code);
    await expect(section(page).getByText('Subscription confirmed successfully!')).toBeVisible();

    await page.goto(unsubscribeLink);
    expect(subscriberStatus(email)).toBe('confirmed'); // opening the page changes nothing
    await axe();
    await page.locator('main').getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
    expect(subscriberStatus(email)).toBe('unsubscribed');
  });

  test('one-click unsubscribe (RFC 8058) from the List-Unsubscribe header', async ({ page }) => {
    const email = await isolate(page, 'oneclick');
    await page.goto('/');
    await signUp(page, email);
    const mail = await mailTo(email);
    expect(mail.mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const response = await page.request.post(mail.oneClickUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(response.status()).toBe(200);
    expect(subscriberStatus(email)).toBe('unsubscribed');
  });
});
