import { test, expect } from './fixtures';
import { insightsWithTag, sampleInsights, samplePosts, sampleTopicTags } from './support/sample';

const total = sampleInsights.length;
const pages = Math.ceil(total / 12);

test.describe('/insights', () => {
  test('lists 12 insights a page with image, title, excerpt and a link to the article', async ({
    page,
  }) => {
    await page.goto('/insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Growth Insights' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(12);
    const first = cards.first();
    await expect(first.getByRole('img')).toHaveAttribute('alt', /illustration/i);
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(/\S/);
    const read = first.getByRole('link', { name: 'Read Full Article →' });
    await expect(read).toHaveAttribute('href', /^\/insights\/[^/?]+$/);
    await expect(page.getByText(`Showing 1-12 of ${total} insights`)).toBeVisible();
  });

  test('the first card image is fetched at once at high priority, the row at once, the rest on scroll', async ({
    page,
  }) => {
    await page.goto('/insights');
    const images = page.getByRole('article').getByRole('img');
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(2)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(2)).not.toHaveAttribute('fetchpriority', /./);
    await expect(images.nth(3)).toHaveAttribute('loading', 'lazy');
  });

  test('paginates with Previous, up to 5 numbered pages and Next, disabled at the ends', async ({
    page,
  }) => {
    await page.goto('/insights');
    const nav = page.getByRole('navigation', { name: 'Insights pages' });
    await expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.locator('[aria-current="page"]')).toHaveText('1');
    await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, pages) - 1);
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/insights?page=2',
    );

    await nav.getByRole('link', { name: `Page ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`/insights\\?page=${pages}$`));
    const from = (pages - 1) * 12 + 1;
    await expect(page.getByText(`Showing ${from}-${total} of ${total} insights`)).toBeVisible();
    await expect(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      pages - 1 > 1 ? `/insights?page=${pages - 1}` : '/insights',
    );
  });

  test('the tag bar shows All Topics and the topic tags, without stages or empty tags', async ({
    page,
  }) => {
    await page.goto('/insights');
    const bar = page.getByRole('navigation', { name: 'Filter by topic' });
    await expect(bar.getByRole('link')).toHaveText([
      'All Topics',
      ...sampleTopicTags.map((t) => t.name),
    ]);
    for (const hidden of ['Recruitment', 'Interviews', 'Analysis', 'Impact', 'Partnerships']) {
      await expect(bar.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await expect(bar.getByRole('link', { name: 'All Topics' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a tag filters the list, resets the page and shows as an active filter', async ({
    page,
  }) => {
    const tag = sampleTopicTags.find((t) => t.name === 'Pricing')!;
    await page.goto('/insights?page=2');
    await page
      .getByRole('navigation', { name: 'Filter by topic' })
      .getByRole('link', { name: tag.name })
      .click();
    await expect(page).toHaveURL(new RegExp(`/insights\\?tag=${tag.id}$`));
    const count = insightsWithTag(tag.id).length;
    await expect(
      page.getByText(`Showing 1-${Math.min(12, count)} of ${count} insights`),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(Math.min(12, count));
    const filters = page.getByRole('group', { name: 'Active filters' });
    await expect(
      filters.getByRole('link', { name: `Remove filter Topic: ${tag.name}` }),
    ).toBeVisible();
    await filters.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
  });

  test('search trims the text, resets the page, keeps the tag; an empty search removes it', async ({
    page,
  }) => {
    await page.goto('/insights?page=2');
    const box = page.getByRole('searchbox', { name: 'Search insights' });
    await expect(box).toHaveAttribute('placeholder', 'Search insights...');
    await box.fill('  spreadsheet  ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/insights\?query=spreadsheet$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Remove filter Search: “spreadsheet”' }),
    ).toBeVisible();
    await expect(page.getByText(/^Showing 1-\d+ of \d+ insights$/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search insights' }).fill('   ');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByText(`Showing 1-12 of ${total} insights`)).toBeVisible();
  });

  test('no match shows the empty text and Clear all filters', async ({ page }) => {
    await page.goto('/insights?query=xylophone-quartz');
    await expect(page.getByText('No insights match your filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('article')).toHaveCount(12);
  });

  test('titles with HTML entities render as characters', async ({ page }) => {
    await page.goto('/insights?query=alignment');
    await expect(
      page.getByRole('heading', {
        name: 'Sales & marketing alignment starts with one shared story',
      }),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText('&amp;');
    await expect(page.locator('main')).not.toContainText('&#8');
  });

  test('after the first load, a change of page scrolls smoothly to the filter area', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/insights');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const next = page
      .getByRole('navigation', { name: 'Insights pages' })
      .getByRole('link', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(page).toHaveURL(/page=2$/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('insights-filters')!.getBoundingClientRect().top),
        ),
      )
      .toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('works without JavaScript: links and the GET search form, canonicalised by the server', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/insights?page=2');
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('  churn  ');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/insights\?query=churn$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await context.close();
  });

  test('the page has no accessibility violations, filtered or not', async ({ page, axe }) => {
    await page.goto('/insights');
    await expect(page.getByRole('article')).toHaveCount(12);
    await axe();
    await page.goto('/insights?query=xylophone-quartz');
    await expect(page.getByText('No insights match your filters.')).toBeVisible();
    await axe();
  });

  test('the RSS feed lists the latest insights', async ({ request }) => {
    const response = await request.get('/insights/feed.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(Math.min(20, total));
    const newest = [...sampleInsights].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(xml).toContain(`/insights/${newest.slug}</link>`);
  });

  test('every list URL without a search is served from the cache, a search is not', async ({
    request,
  }) => {
    const tag = sampleTopicTags[0]!.id;
    for (const url of ['/insights', '/insights?page=2', `/insights?tag=${tag}`]) {
      await request.get(url);
      const again = await request.get(url);
      expect({ url, status: again.status() }).toEqual({ url, status: 200 });
      // From the cache: fresh, or past its 10 s and being rendered again behind the answer.
      expect(['HIT', 'STALE']).toContain(again.headers()['x-nextjs-cache']);
      expect(await again.text()).toContain('Read Full Article');
    }
    const search = await request.get('/insights?query=interview');
    expect(search.headers()['x-nextjs-cache']).toBeUndefined();
    expect(search.headers()['cache-control']).toContain('no-store');
  });

  test('the sitemap names every post', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const posts = xml.match(/<loc>[^<]*\/insights\/[^<]+<\/loc>/g) ?? [];
    expect(posts).toHaveLength(samplePosts.length);
    expect(xml).toContain('/insights/live-case-study-kick-off</loc>');
  });
});
