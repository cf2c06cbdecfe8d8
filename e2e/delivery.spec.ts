import { test, expect } from './fixtures';
import { waitForHydration } from './support/hydration';

// How pages leave the server on the production build: inlined styles that survive client
// navigations, lists read from their cached path, ETags, compression, and the Cache-Control
// that tells a cache in front (the deploy kit's nginx) what it may keep.

const ARTICLE = '/insights/four-forces-worked-example';

test.describe('documents', () => {
  test('hydrates with the stylesheet in place, and keeps pages styled through client navigations', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');

    // A client navigation (the page is not loaded again) to a list, then to an article,
    // whose own stylesheet the first page did not have.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Insights' })
      .click();
    await expect(page).toHaveURL(/\/insights$/);
    await page.locator(`a[href="${ARTICLE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
    await expect(page.locator('.prose p').first()).not.toHaveCSS('margin-top', '0px');
    expect(errors).toEqual([]);
  });

  test('a list is read from its cached path inside the server, whatever host it is asked for', async ({
    request,
  }) => {
    // A rewrite Next took for one to another site would come back absolute, and the page would
    // be fetched over HTTP from that host.
    for (const host of ['127.0.0.1', 'www.example.com']) {
      const response = await request.get('/insights?page=2', { headers: { host } });
      expect(response.status(), host).toBe(200);
      expect(response.headers()['x-middleware-rewrite'], host).toMatch(
        /^\/cached-lists\/insights\//,
      );
    }
  });

  test('prerendered and cached pages may be kept by a shared cache; a search may not', async ({
    request,
  }) => {
    for (const path of ['/', '/pricing', '/insights', '/insights?page=2', ARTICLE]) {
      const cacheControl = (await request.get(path)).headers()['cache-control'];
      expect(cacheControl, path).toMatch(/^s-maxage=\d+/);
    }
    const search = await request.get('/insights?query=interview');
    expect(search.headers()['cache-control']).toContain('no-store');
  });

  test('a page the browser already has is answered 304 without a body', async ({ request }) => {
    const first = await request.get('/pricing');
    const etag = first.headers().etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request.get('/pricing', { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
  });

  test('documents are compressed for a browser that accepts it', async ({ request }) => {
    const response = await request.get('/pricing', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers().vary).toContain('Accept-Encoding');
  });
});
