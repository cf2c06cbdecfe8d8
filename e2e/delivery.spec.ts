import { test, expect } from './fixtures';
import { waitForHydration } from './support/hydration';

// What the site's own server does to answers on their way out (server/documents.mjs,
// server/direct-routes.mjs), checked on the production build.

const ARTICLE = '/insights/four-forces-worked-example';

test.describe('documents', () => {
  for (const path of ['/', '/pricing', '/insights', '/insights?q=interview', ARTICLE]) {
    test(`${path} carries each inlined stylesheet once, in its <style>`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const styles = [
        ...html.matchAll(/<style data-precedence="[^"]*" data-href="[^"]*">(.*?)<\/style>/gs),
      ];
      expect(styles.length).toBeGreaterThan(0);
      for (const [, css] of styles) {
        expect(css!.length).toBeGreaterThan(1000);
        // Written once as CSS, and nowhere else: not in the inline flight data, where it
        // would stand as a text row of its length in bytes, escaped as JSON.
        expect(html.split(css!).length - 1).toBe(1);
        expect(html).not.toContain(`:T${Buffer.byteLength(css!).toString(16)},`);
        const asJson = JSON.stringify(css).slice(1, 2000);
        expect(html.split(asJson).length - 1).toBeLessThanOrEqual(1);
      }
    });
  }

  test("the page's scripts are added after its first frame, from the end of its body", async ({
    request,
  }) => {
    const html = await (await request.get('/pricing')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).toMatch(
      /requestAnimationFrame[^<]*"\/_next\/static\/chunks\/[^"]+\.js"[^<]*<\/script><\/body><\/html>$/,
    );
  });

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

  test('a list is read from its cached path on this server, not fetched from itself', async ({
    request,
  }) => {
    // An absolute rewrite would be taken by Next for another site's address and fetched over
    // HTTP: the page would pass through the site's server twice.
    const response = await request.get('/insights?page=2');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-middleware-rewrite']).toMatch(/^\/cached-lists\/insights\//);
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

test('the busiest writes are answered by their route past Next’s router', async ({ request }) => {
  // Next's router marks everything it answers with Vary: rsc; a route the site's server
  // answers itself does not carry it, while the route's own rules still apply.
  const lead = await request.post('/api/leads', {
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    data: '{"id":"not-a-lead"}',
  });
  expect(lead.status()).toBe(400);
  expect((await lead.json()).error.message).toBe(
    'Please check the highlighted fields and try again.',
  );
  expect(lead.headers().vary ?? '').not.toContain('rsc');
  expect(lead.headers()['x-request-id']).toBeTruthy();

  const health = await request.get('/api/health/live');
  expect(health.headers().vary).toContain('rsc');
});
