import sharp from 'sharp';
import { test, expect } from './fixtures';
import { wordpressSitePort, wordpressSiteURL, wordpressStubPort } from './support/wordpress';

// The second site reads the stand-in WordPress on loopback, with a second media origin for
// the same files (WORDPRESS_MEDIA_URLS in playwright.config.ts), as a www/apex mismatch or an
// offload host would give. Only the image optimiser is asked here: no list or article of that
// site is loaded, so the content-failure spec still finds nothing kept.
const FILE = '101-why-customers-hire-your-product-768x432.webp';
const optimised = (url: string) =>
  `${wordpressSiteURL}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;

test.describe('WordPress media', () => {
  test('the optimiser serves images from every media origin, loopback ones included', async ({
    request,
  }) => {
    for (const origin of [
      `http://127.0.0.1:${wordpressStubPort}`,
      `http://localhost:${wordpressStubPort}`,
    ]) {
      const response = await request.get(optimised(`${origin}/wp-content/uploads/${FILE}`));
      expect(response.status(), origin).toBe(200);
      expect(response.headers()['content-type'], origin).toMatch(/^image\//);
    }
  });

  test('the optimiser still refuses any other local address, directly or by a redirect', async ({
    request,
  }) => {
    const direct = await request.get(optimised(`http://127.0.0.1:${wordpressSitePort}/logo.png`));
    expect(direct.status()).toBe(400);
    // The media host answers with a redirect to that other local address.
    const redirected = await request.get(
      optimised(`http://127.0.0.1:${wordpressStubPort}/wp-content/uploads/moved.webp`),
    );
    expect(redirected.ok()).toBe(false);
  });
});

test.describe('card images', () => {
  test('a card whose image cannot load shows its illustration, not a broken image', async ({
    browser,
  }) => {
    // Without JavaScript too: the fallback is the page's own styling.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route(
      (url) => url.pathname === '/_next/image',
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/insights');
    const box = page.getByRole('article').first().locator('div').first();
    const { data, info } = await sharp(await box.screenshot())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const isPaper = ([r, g, b]: number[]) =>
      Math.abs(r! - 0xf7) < 8 && Math.abs(g! - 0xf5) < 8 && Math.abs(b! - 0xf0) < 8;

    // Where a broken image writes its alternative text, beside its icon and clear of the
    // card's rounded corner: only the paper colour.
    const corner: number[][] = [];
    for (let y = 2; y < 22; y++) for (let x = 20; x < 220; x++) corner.push(pixel(x, y));
    expect(corner.filter((p) => !isPaper(p))).toEqual([]);
    // The illustration: the ring's stroke at the top of the outer circle (60, 23 of 160 × 90).
    const scale = info.width / 160;
    expect(isPaper(pixel(60 * scale, 23 * scale))).toBe(false);
    await context.close();
  });
});
