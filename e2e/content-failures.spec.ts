import { test, expect } from './fixtures';
import {
  revalidateAll,
  setStubMode,
  wordpressSiteURL,
  wordpressStubPort,
} from './support/wordpress';
import { expectSiteHeaders } from './support/headers';
import { sampleInsights } from './support/sample';

// These tests drive the second site, which reads the stand-in WordPress, through its states
// in order: nothing kept, good answers, an outage served from kept answers, and the rest.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: wordpressSiteURL });

test.describe('WordPress failing', () => {
  test.afterAll(async ({ request }) => setStubMode(request, 'ok'));

  // First in the file: no request has read this article from WordPress yet, so the store
  // keeps no copy of it, as on an instance started with a fresh store after the build.
  test('an article served a moment ago stays served when a webhook arrives while WordPress is down', async ({
    page,
    request,
  }) => {
    const slug = sampleInsights[4]!.slug;
    await setStubMode(request, 'ok');
    expect((await page.goto(`/insights/${slug}`))?.status()).toBe(200);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await setStubMode(request, 'down');
    expect((await revalidateAll(request)).deferred).toBe(true);
    const response = await page.goto(`/insights/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(page.getByRole('heading', { name: /Failed to fetch post/ })).toHaveCount(0);
  });

  test('with nothing kept, /insights shows the VPN panel and the demo-mode texts', async ({
    page,
    request,
    axe,
  }) => {
    await setStubMode(request, 'down');
    const response = await page.goto('/insights');
    // The panel is not the list: its render counts as failed, so no cache keeps it and crawlers
    // do not index it.
    expect(response?.status()).toBe(500);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(
      page.getByRole('heading', { name: 'VPN Blocking Our Content Server' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        "We can't load the latest Insights from our CMS right now. If you're using a VPN or privacy service, try changing location or switching it off and hit 'Reload'. Your connection is otherwise fine.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload Latest Insights' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Growth Insights (Demo Mode)' })).toBeVisible();
    await expect(page.getByText('No cached insights available at the moment.')).toBeVisible();
    await expect(
      page.getByText('Disable your VPN and reload to see the latest growth insights.'),
    ).toBeVisible();
    // The rest of the page still works: the search form and All Topics.
    await expect(page.getByRole('searchbox', { name: 'Search insights' })).toBeVisible();
    await axe();
  });

  test('with nothing kept, /case-studies shows its failure panel', async ({ page, request }) => {
    await setStubMode(request, 'down');
    const response = await page.goto('/case-studies?page=1');
    expect(response?.status()).toBe(500);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(
      page.getByRole('heading', { name: 'We can’t load the case-study updates right now' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest Updates' })).toBeVisible();
  });

  test('Reload Latest Insights asks again and shows the insights once WordPress answers', async ({
    page,
    request,
  }) => {
    await setStubMode(request, 'down');
    await page.goto('/insights');
    await expect(page.getByRole('button', { name: 'Reload Latest Insights' })).toBeVisible();
    await setStubMode(request, 'ok');
    await page.getByRole('button', { name: 'Reload Latest Insights' }).click();
    await expect(page.getByRole('article')).toHaveCount(12);
    await expect(page.getByText(`Showing 1-12 of ${sampleInsights.length} insights`)).toBeVisible();
  });

  test('the browser never talks to WordPress', async ({ page }) => {
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).port));
    await page.goto('/insights');
    await page
      .getByRole('navigation', { name: 'Filter by topic' })
      .getByRole('link')
      .nth(1)
      .click();
    await expect(page).toHaveURL(/tag=/);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect([...hosts]).not.toContain(wordpressStubPort);
  });

  test('during an outage the last good answer is served, even after a revalidation', async ({
    page,
    request,
  }) => {
    await setStubMode(request, 'ok');
    await page.goto('/insights');
    const titles = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(titles).toHaveLength(12);
    await setStubMode(request, 'down');
    // The webhook expires the data cache: the next read must go to WordPress, which fails.
    await revalidateAll(request);
    await page.goto('/insights');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(titles);
    await expect(page.getByText('VPN Blocking Our Content Server')).toHaveCount(0);
  });

  test('a list never loaded offers up to 5 recently cached insights on the content site', async ({
    page,
    request,
  }) => {
    await setStubMode(request, 'down');
    await page.goto('/insights?page=3');
    await expect(
      page.getByRole('heading', { name: 'VPN Blocking Our Content Server' }),
    ).toBeVisible();
    const cached = page.getByRole('region', { name: 'Recently Cached Growth Insights' });
    await expect(
      cached.getByRole('heading', { name: 'Recently Cached Growth Insights' }),
    ).toBeVisible();
    const links = cached.getByRole('link');
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\/cms\.hiddengrowth\.co\//);
    }
    await expect(page.getByText('Growth Insights (Demo Mode)')).toHaveCount(0);
  });

  test('six skeleton cards show while a list loads', async ({ page, request }) => {
    await setStubMode(request, 'ok');
    await page.goto('/insights');
    await expect(page.getByRole('article')).toHaveCount(12);
    await setStubMode(request, 'slow');
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('interview');
    await page.getByRole('searchbox', { name: 'Search insights' }).press('Enter');
    await expect(page.getByTestId('card-skeleton')).toHaveCount(6);
    await expect(page.getByRole('status')).toHaveText('Loading insights…');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
  });

  test('with no posts at all, /insights says none are available', async ({ page, request }) => {
    await setStubMode(request, 'empty');
    await revalidateAll(request);
    await page.goto('/insights');
    await expect(page.getByText('No insights available at the moment.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveCount(0);
  });

  test('without a Case Study category, /case-studies lists nothing, without an error', async ({
    page,
    request,
  }) => {
    await setStubMode(request, 'no-case-study');
    await revalidateAll(request);
    await page.goto('/case-studies?page=1');
    await expect(page.getByText('No case studies found.')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'We can’t load the case-study updates right now' }),
    ).toHaveCount(0);
  });

  test('an article WordPress cannot deliver shows the error view; Try Again asks again', async ({
    page,
    request,
    axe,
  }) => {
    await setStubMode(request, 'down');
    const response = await page.goto('/insights/an-article-never-loaded');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Failed to fetch post: 503' })).toBeVisible();
    await axe();
    await setStubMode(request, 'ok');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  });

  test('while WordPress is down, every answer still carries the security headers', async ({
    request,
  }) => {
    await setStubMode(request, 'down');
    // A list answers 200 from a kept copy, or 500 over its failure panel: which one depends
    // on what the earlier tests left kept.
    const answers: [string, number[]][] = [
      ['/insights', [200, 500]],
      ['/case-studies?page=1', [200, 500]],
      ['/insights/an-article-never-loaded-either', [500]],
      ['/insights/feed.xml', [200]],
      ['/api/health/ready', [200]],
      ['/api/health/live', [200]],
    ];
    for (const [path, statuses] of answers) {
      const response = await request.get(path);
      expect(statuses, path).toContain(response.status());
      expectSiteHeaders(`${path} with WordPress down`, response.headers());
    }
    await setStubMode(request, 'ok');
  });

  test('an article read from WordPress is served from the kept copy while WordPress is down', async ({
    page,
    request,
  }) => {
    // Rendered from WordPress once (the webhook expires the copy built from the snapshot)…
    await setStubMode(request, 'ok');
    await revalidateAll(request);
    expect((await page.goto('/insights/four-forces-worked-example'))?.status()).toBe(200);
    // …then WordPress goes down and the page is rendered again: the kept answer serves it.
    await setStubMode(request, 'down');
    await revalidateAll(request);
    const response = await page.goto('/insights/four-forces-worked-example');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('table', { name: 'Forces acting on the switch' })).toBeVisible();
    await setStubMode(request, 'ok');
  });

  test('after a day without WordPress, a list keeps its last good render and an article says it may be out of date', async ({
    page,
    request,
  }) => {
    const slug = sampleInsights[6]!.slug;
    // WordPress's answers are dated a day and an hour ago, as if it had failed since then.
    await setStubMode(request, 'ok', { clockHours: -25 });
    expect((await revalidateAll(request)).deferred).toBe(false);
    expect((await page.goto('/insights?page=2'))?.status()).toBe(200);
    const titles = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect((await page.goto(`/insights/${slug}`))?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { name: 'This article may be out of date' }),
    ).toHaveCount(0);

    await setStubMode(request, 'down');
    await revalidateAll(request);
    // The list is rendered again in the background; that render finds nothing fresh enough
    // and fails, so Next keeps serving the last good one, never the panel.
    for (let i = 0; i < 3; i++) {
      expect((await page.goto('/insights?page=2'))?.status()).toBe(200);
      await expect(page.getByRole('article').getByRole('heading')).toHaveText(titles);
      await expect(page.getByText('VPN Blocking Our Content Server')).toHaveCount(0);
    }
    // The article's last render is served while it is rendered again in the background.
    await expect
      .poll(
        async () => {
          await page.goto(`/insights/${slug}`);
          return page.getByRole('heading', { name: 'This article may be out of date' }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await setStubMode(request, 'ok');
  });
});
