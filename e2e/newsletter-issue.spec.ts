import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { withStore } from './support/newsletter';

/**
 * /newsletter/issue: the page behind the preview mail's Send now and Skip links. An issue is
 * put in the store held, as the webhook's job leaves it, and its links are signed here with the
 * site's secret the same way the preview mail signs them.
 */
const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data');

/**
 * The secret is made by the server the first time it needs it: a well-formed token with a wrong
 * MAC makes it check one.
 */
test.beforeEach(async ({ request }) => {
  await request.get(`/newsletter/issue?token=1.skip.9999999999.${'0'.repeat(32)}`);
});

function decisionLink(issueId: number, decision: 'send' | 'skip') {
  const secret = fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim();
  const expires = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
  const body = `${issueId}.${decision}.${expires}`;
  const mac = crypto
    .createHmac('sha256', secret)
    .update(`newsletter-decision:${body}`)
    .digest('hex')
    .slice(0, 32);
  return `/newsletter/issue?token=${body}.${mac}`;
}

function heldIssue(title: string): number {
  return withStore((db) => {
    const now = new Date().toISOString();
    const sendAt = new Date(Date.now() + 120 * 60_000).toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO newsletter_issues (kind, status, send_at, created_at, updated_at)
         VALUES ('post', 'held', ?, ?, ?)`,
      )
      .run(sendAt, now, now);
    const id = Number(lastInsertRowid);
    const postId = 800_000 + id;
    db.prepare(
      `INSERT INTO newsletter_issue_items (issue_id, post_id, topic, title, excerpt, link, text,
         published_at, rendered_at) VALUES (?, ?, 'insights', ?, 'An excerpt.', ?, 'Text.', ?, ?)`,
    ).run(id, postId, title, `http://127.0.0.1/insights/post-${postId}`, now, now);
    return id;
  });
}

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
    await page.goto(decisionLink(id, 'skip'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skip this issue?');
    await expect(page.getByRole('listitem').filter({ hasText: 'An issue to skip' })).toBeVisible();
    await axe();
    expect(issueStatus(id).status).toBe('held');

    await page.getByRole('button', { name: 'Skip this issue' }).click();
    await expect(page.getByText('The issue was skipped. Nobody will receive it.')).toBeVisible();
    expect(issueStatus(id)).toEqual({ status: 'skipped', decided_by: 'owner' });
    await axe();

    // The link again: the issue is decided, and the page says so without a button.
    await page.goto(decisionLink(id, 'send'));
    await expect(page.getByText('This issue has already been decided: skipped.')).toBeVisible();
    await expect(page.locator('main form')).toHaveCount(0);
  });

  test('a forged or missing token shows why, and no button', async ({ page, axe }) => {
    const id = heldIssue('An issue with a forged link');
    await page.goto(decisionLink(id, 'skip').replace(/.$/, (c) => (c === '0' ? '1' : '0')));
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
      await page.goto(decisionLink(id, 'send'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send this issue now?');
      await page.getByRole('button', { name: 'Send now' }).click();
      await expect(page.getByText('The issue is on its way to subscribers.')).toBeVisible();
      expect(issueStatus(id).decided_by).toBe('owner');
    });
  });
});
