import { test, expect } from './fixtures';
import { withStore } from './support/newsletter';
import { appSecret, decisionLink, heldIssue } from './support/personal-links';

/**
 * /newsletter/issue: the page behind the preview mail's Send now and Skip links. An issue is
 * put in the store held, as the webhook's job leaves it, and its links are signed here with the
 * site's secret the same way the preview mail signs them.
 */
let secret: string;
test.beforeEach(async ({ request }) => {
  secret = await appSecret(request);
});

const issueStatus = (id: number) =>
  withStore(
    (db) =>
      db.prepare('SELECT status, decided_by FROM newsletter_issues WHERE id = ?').get(id) as {
        status: string;
        decided_by: string | null;
      },
  );

test.describe('the owner’s Skip and Send now pages', () => {
  test('opening Skip changes nothing; its button skips the issue (axe)', async ({ page, axe }) => {
    const id = heldIssue('An issue to skip');
    await page.goto(decisionLink(secret, id, 'skip'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skip this issue?');
    await expect(page.getByRole('listitem').filter({ hasText: 'An issue to skip' })).toBeVisible();
    await axe();
    expect(issueStatus(id).status).toBe('held');

    await page.getByRole('button', { name: 'Skip this issue' }).click();
    await expect(page.getByText('The issue was skipped. Nobody will receive it.')).toBeVisible();
    expect(issueStatus(id)).toEqual({ status: 'skipped', decided_by: 'owner' });
    await axe();

    // The link again: the issue is decided, and the page says so without a button.
    await page.goto(decisionLink(secret, id, 'send'));
    await expect(page.getByText('This issue has already been decided: skipped.')).toBeVisible();
    await expect(page.locator('main form')).toHaveCount(0);
  });

  test('a forged or missing token shows why, and no button', async ({ page, axe }) => {
    const id = heldIssue('An issue with a forged link');
    await page.goto(decisionLink(secret, id, 'skip').replace(/.$/, (c) => (c === '0' ? '1' : '0')));
    await expect(page.getByRole('status')).toHaveText(/not valid or has expired/);
    await expect(page.locator('main form')).toHaveCount(0);
    await axe();
    await page.goto('/newsletter/issue');
    await expect(page.getByRole('status')).toHaveText(/not valid or has expired/);
    expect(issueStatus(id).status).toBe('held');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Send now is a form that posts and answers', async ({ page }) => {
      const id = heldIssue('An issue to send');
      await page.goto(decisionLink(secret, id, 'send'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send this issue now?');
      await page.getByRole('button', { name: 'Send now' }).click();
      await expect(page.getByText('The issue is on its way to subscribers.')).toBeVisible();
      expect(issueStatus(id).decided_by).toBe('owner');
    });
  });
});
