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
