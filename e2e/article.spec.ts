import { test, expect } from './fixtures';
import { waitForHydration } from './support/hydration';

test.describe('/insights/[slug]', () => {
  test('renders title, date, featured image, JSON-LD, description and canonical on the server', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/insights/four-forces-worked-example')).text();
    expect(html).toContain('<h1');
    expect(html).toContain('Operations director, 40-person logistics firm');
    await page.goto('/insights/four-forces-worked-example');
    // The featured image is a server-rendered <img>, responsive through the image optimiser,
    // and it loads with no image component code in the browser.
    const featured = page.getByRole('img', { name: /four arrows pushing towards a centre/ });
    await expect(featured).toHaveAttribute('srcset', /\/_next\/image\?url=[^ ]+ 640w/);
    await expect(featured).toHaveAttribute('sizes', '(min-width: 768px) 720px, 100vw');
    await expect(featured).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => featured.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('BlogPosting');
    expect(jsonLd.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    expect(jsonLd.url).toMatch(/\/insights\/four-forces-worked-example$/);
    expect(jsonLd.author.name).toBeTruthy();
    expect(jsonLd.publisher.name).toBeTruthy();
    expect(jsonLd.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeGreaterThan(20);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/<|&#/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/insights\/four-forces-worked-example$/,
    );
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /.+/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
  });

  test('four-forces tables render from valid data and a broken block is dropped', async ({
    page,
    axe,
  }) => {
    await page.goto('/insights/four-forces-worked-example');
    const tables = page.getByRole('table', { name: 'Forces acting on the switch' });
    await expect(tables).toHaveCount(1);
    await expect(tables.getByRole('rowheader', { name: /Pushes/ })).toBeVisible();
    await expect(
      page.getByText('A missed delivery lost the firm its largest retail client.'),
    ).toBeVisible();
    await expect(page.getByText('Broken example')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'What the analysis tells us' })).toBeVisible();
    await axe();
  });

  test('the video blocks open the full-screen overlay and close with Escape', async ({
    page,
    axe,
  }) => {
    await page.goto('/insights/how-a-switch-interview-unfolds');
    const players = page.getByRole('button', { name: /^Play video:/ });
    await expect(players).toHaveCount(3);
    await players.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/M7lc1UVf-VE/,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(players.first()).toBeFocused();
    await players.nth(1).click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
      'src',
      /embed\/aqz-KE-bpKQ/,
    );
    await page.getByRole('button', { name: 'Close video' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await axe();
  });

  test('the table of contents lists the block’s levels and its links reach the headings', async ({
    page,
  }) => {
    await page.goto('/insights/how-a-switch-interview-unfolds');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeVisible();
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    // Repeated heading texts get numbered ids.
    await expect(toc.locator('a[href="#what-we-listen-for-2"]')).toHaveCount(1);
    await toc.getByRole('link', { name: 'Example 2: a services purchase' }).click();
    await expect(page).toHaveURL(/#example-2-a-services-purchase$/);
    await expect(page.locator('#example-2-a-services-purchase')).toBeInViewport();
  });

  test('an article with h2/h3 headings and no block gets an automatic table of contents', async ({
    page,
  }) => {
    await page.goto('/insights/four-forces-worked-example');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: 'The analysis', exact: true })).toHaveAttribute(
      'href',
      '#the-analysis',
    );
  });

  test('the PDF viewer loads only when it reaches the viewport, shows pages, and a CSV stays a link', async ({
    page,
    axe,
  }) => {
    const pdfRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.pdf$|pdf-worker|pdfjs/.test(request.url())) pdfRequests.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/insights/switch-interview-guide-pdf');
    await page.waitForLoadState('networkidle');
    expect(pdfRequests).toEqual([]);
    const viewer = page.getByRole('region', { name: 'PDF: Switch-interview guide' });
    await viewer.scrollIntoViewIfNeeded();
    await expect(viewer.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 15_000 });
    await expect(viewer.locator('canvas')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next page' }).click();
    await expect(viewer.getByText(/^Page 2 of \d+$/)).toBeVisible();
    expect(
      pdfRequests.some((url) => url.endsWith('/sample-media/switch-interview-guide.pdf')),
    ).toBe(true);
    // The File block linking a PDF became a viewer; the one linking a CSV stays a link.
    await expect(page.getByRole('region', { name: 'PDF: Four forces summary' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Four forces worksheet (CSV)' })).toHaveAttribute(
      'href',
      '/sample-media/forces-worksheet.csv',
    );
    await axe();
  });

  test('the PDF viewer can be opened by its button, and says so when it cannot load', async ({
    page,
  }) => {
    await page.route('**/sample-media/switch-interview-guide.pdf', (route) => route.abort());
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/insights/switch-interview-guide-pdf');
    const viewer = page.getByRole('region', { name: 'PDF: Switch-interview guide' });
    const open = viewer.getByRole('button', { name: 'Open PDF: Switch-interview guide' });
    // Clicked where it is: scrolling to it would let the viewport trigger do the work.
    await open.evaluate((button: HTMLButtonElement) => button.click());
    await expect(viewer.getByText('Unable to load PDF viewer')).toBeVisible({ timeout: 15_000 });
    await expect(viewer.getByRole('link', { name: 'Download PDF Instead' })).toHaveAttribute(
      'href',
      '/sample-media/switch-interview-guide.pdf',
    );
  });

  test('details groups open one at a time; a data accordion may allow several', async ({
    page,
    axe,
  }) => {
    await page.goto('/insights/customer-research-faq');
    const first = page.locator('details', { hasText: 'How many interviews do you run?' });
    const second = page.locator('details', { hasText: 'Who do you interview?' });
    await expect(first).toHaveAttribute('open', '');
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open', '');
    // The paragraph between groups ends the first accordion: its own item stays independent.
    const separate = page.locator('details', { hasText: 'Is there a guarantee?' });
    await separate.locator('summary').click();
    await expect(separate).toHaveAttribute('open', '');
    await expect(second).toHaveAttribute('open', '');
    // data-allow-multiple="true": both stay open.
    const who = page.locator('details', { hasText: 'Who runs the interviews?' });
    const recordings = page.locator('details', { hasText: 'Do you record the calls?' });
    await expect(who).toHaveAttribute('open', '');
    await recordings.locator('summary').click();
    await expect(recordings).toHaveAttribute('open', '');
    await expect(who).toHaveAttribute('open', '');
    await axe();
  });

  test('a case-study post leads back to the case studies and to its neighbouring updates', async ({
    page,
  }) => {
    await page.goto('/insights/live-case-study-analysis-three-jobs');
    await expect(
      page.getByRole('navigation', { name: 'More from the live case study' }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Article' });
    await expect(nav.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
    await expect(nav.getByRole('link', { name: 'View Insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
    await nav.getByRole('link', { name: 'Back to Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies/);
  });

  test('any other post leads back to the insights, and offers related posts', async ({ page }) => {
    await page.goto('/insights/four-forces-worked-example');
    const related = page.getByRole('region', { name: 'Related insights' });
    const cards = related.getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    const nav = page.getByRole('navigation', { name: 'Article' });
    await expect(nav.getByRole('link', { name: 'Back to Insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
    await expect(nav.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
  });

  test('its links fetch their route on intent, not on sight, and still navigate in place', async ({
    page,
  }) => {
    const routeFetches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) routeFetches.push(url.pathname);
    });
    await page.goto('/insights/four-forces-worked-example');
    await waitForHydration(page);
    const back = page
      .getByRole('navigation', { name: 'Article' })
      .getByRole('link', { name: 'Back to Insights' });
    await expect(back).toBeInViewport();
    await page.waitForLoadState('networkidle');
    // The logo, the back buttons and the footer are links: none is fetched for being seen.
    expect(routeFetches).toEqual([]);

    await back.hover();
    await expect.poll(() => routeFetches).toContain('/insights');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await back.click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A client-side navigation: the document (and this marker) survived.
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('a password-protected post says so instead of showing its body', async ({ page }) => {
    await page.goto('/insights/client-debrief-q2-pricing-study');
    await expect(
      page.getByRole('heading', { name: 'This post is password protected' }),
    ).toBeVisible();
  });

  test('an unknown slug answers 404 with the Post Not Found view', async ({ page, axe }) => {
    const response = await page.goto('/insights/this-post-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Post Not Found | Hidden Growth');
    // What crawlers read: one robots entry, noindex.
    const html = await response!.text();
    expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual([
      '<meta name="robots" content="noindex"/>',
    ]);
    await axe();
  });

  test('the whole post is in the server HTML and shows without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/insights/four-forces-worked-example');
    const html = await response!.text();
    // No loading fallback with the post parked in a hidden block for a script to swap in.
    expect(html).not.toContain('Loading article');
    expect(html).not.toMatch(/<div hidden="?"? id="S:/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The four forces behind a switch: a worked example',
    );
    await expect(
      page.getByRole('img', { name: /four arrows pushing towards a centre/ }),
    ).toBeVisible();
    await expect(page.getByText('Operations director, 40-person logistics firm')).toBeVisible();
    await context.close();
  });

  test('a slow navigation to an article shows its skeleton until the article arrives', async ({
    page,
    axe,
  }) => {
    // It holds a navigation back and runs axe meanwhile: more than the default time on a busy
    // machine.
    test.slow();
    await page.goto('/insights');
    await waitForHydration(page);
    const card = page.getByRole('link', { name: 'Read Full Article →' }).first();
    const href = (await card.getAttribute('href'))!;
    // The article's route data (what the click fetches) is held back until the skeleton is seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === href && url.searchParams.has('_rsc'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // A click with no pointer over the card first, so no prefetch (hover) brings the route
    // ahead of the held navigation.
    await card.dispatchEvent('click');
    const skeleton = page.getByRole('status', { name: 'Loading article' });
    await expect(skeleton).toBeVisible();
    // The list being left steps aside, and the skeleton opens at the top.
    await expect(page.getByRole('heading', { name: 'Growth Insights', level: 1 })).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A loading state has no heading of its own: the article brings its h1.
    await axe({ disableRules: ['page-has-heading-one'] });
    release();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });

  test('an article card on /insights opens the article', async ({ page }) => {
    await page.goto('/insights');
    const firstCard = page.getByRole('link', { name: 'Read Full Article →' }).first();
    const href = await firstCard.getAttribute('href');
    await firstCard.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
