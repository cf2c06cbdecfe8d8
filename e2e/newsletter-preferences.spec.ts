import { test, expect } from './fixtures';
import { withStore } from './support/newsletter';
import { appSecret, confirmedSubscriber, preferencesLink } from './support/personal-links';

/**
 * /newsletter/preferences: the page every newsletter mail links to. A confirmed subscriber is
 * put in the store, and the link signed here with the site's secret as the mails sign it.
 */
let secret: string;
test.beforeEach(async ({ request }) => {
  secret = await appSecret(request);
});

const stored = (id: number) =>
  withStore((db) => ({
    topics: Object.fromEntries(
      (
        db
          .prepare('SELECT topic, subscribed FROM newsletter_topics WHERE subscriber_id = ?')
          .all(id) as { topic: string; subscribed: number }[]
      ).map((row) => [row.topic, row.subscribed]),
    ),
    pausedUntil: (
      db.prepare('SELECT paused_until FROM newsletter_subscribers WHERE id = ?').get(id) as {
        paused_until: string | null;
      }
    ).paused_until,
  }));

test.describe('newsletter preferences', () => {
  test('choose topics and pause for a month by keyboard (axe)', async ({ page, axe }) => {
    const id = confirmedSubscriber('prefs');
    await page.goto(preferencesLink(secret, id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your newsletter preferences');
    const insights = page.getByRole('checkbox', { name: 'Insights' });
    const caseStudy = page.getByRole('checkbox', { name: 'Follow the live case study' });
    await expect(insights).toBeChecked();
    await expect(caseStudy).toBeChecked();
    await axe();

    await caseStudy.focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Pause all mail for a month' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).press('Enter');
    await expect(page.getByText('Your preferences are saved.')).toBeVisible();
    await expect(page.getByText(/Mail is paused until/)).toBeVisible();
    await axe();

    const saved = stored(id);
    expect(saved.topics).toEqual({ insights: 1, 'case-study': 0 });
    expect(Date.parse(saved.pausedUntil!) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    // Resume from the page as it now stands.
    await page.getByRole('checkbox', { name: 'Resume mail now' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText(/Mail is paused until/)).toHaveCount(0);
    expect(stored(id).pausedUntil).toBeNull();
  });

  test('a forged link shows why, and no form', async ({ page, axe }) => {
    await page.goto(`/newsletter/preferences?token=1.${'a'.repeat(32)}`);
    await expect(page.getByRole('status')).toHaveText(/This link is not valid/);
    await expect(page.locator('main form')).toHaveCount(0);
    await axe();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts and saves', async ({ page }) => {
      const id = confirmedSubscriber('prefs-nojs');
      await page.goto(preferencesLink(secret, id));
      await page.getByRole('checkbox', { name: 'Insights' }).uncheck();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await expect(page.getByText('Your preferences are saved.')).toBeVisible();
      expect(stored(id).topics).toEqual({ insights: 0, 'case-study': 1 });
    });
  });
});
