import { createHmac } from 'node:crypto';
import { test, expect } from './fixtures';
import { stubDraftId, wordpressSecret, wordpressSiteURL } from './support/wordpress';

/** The link the plugin hands an editor: the post, no autosave, 10 minutes, signed. */
function previewLink(post: number, expires = Math.floor(Date.now() / 1000) + 600) {
  const signature = createHmac('sha256', wordpressSecret)
    .update(`${expires}.preview:${post}:0`)
    .digest('hex');
  return `${wordpressSiteURL}/api/preview?post=${post}&revision=0&expires=${expires}&signature=${signature}`;
}

test.describe('the editors’ preview', () => {
  test('a Preview link opens the draft with its bar; Exit preview ends it', async ({
    page,
    axe,
  }) => {
    await page.goto(previewLink(stubDraftId));
    await expect(page).toHaveURL(`${wordpressSiteURL}/insights/preview/${stubDraftId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A draft only its editor sees',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Preview — not published' }),
    ).toBeVisible();
    // The draft goes through the same widgets: its Details block is the accordion.
    await expect(page.getByText('Who reads this?')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await axe();

    await page.getByRole('button', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(`${wordpressSiteURL}/insights`);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'hg_preview',
    );
    const again = await page.goto(`${wordpressSiteURL}/insights/preview/${stubDraftId}`);
    expect(again?.status()).toBe(404);
    await expect(page.getByText('A draft only its editor sees')).toHaveCount(0);
  });

  test('works without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(previewLink(stubDraftId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A draft only its editor sees',
    );
    await page.getByRole('button', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(`${wordpressSiteURL}/insights`);
    await context.close();
  });

  test('an expired link is refused with a page that says so', async ({ page }) => {
    const response = await page.goto(previewLink(stubDraftId, Math.floor(Date.now() / 1000) - 1));
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This preview link cannot be used',
    );
    await expect(page.getByText('The preview link has expired.')).toBeVisible();
    expect(await page.context().cookies()).toEqual([]);
  });

  test('on the snapshot source the link says preview needs WordPress', async ({ page }) => {
    const link = new URL(previewLink(stubDraftId));
    const response = await page.goto(`${link.pathname}${link.search}`);
    expect(response?.status()).toBe(501);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview needs WordPress');
  });
});
