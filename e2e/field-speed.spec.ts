import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { startClientProxy } from './support/client-proxy';

/**
 * Field speed as a visitor's phone measures it: Chromium throttled through the DevTools
 * protocol (a slow mobile network and a CPU four times slower), a narrow viewport, an article
 * read, tapped and hidden, then a second page left for a third. The page's own script reports
 * what the web-vitals library measured to the site's endpoint, and `npm run report:vitals`
 * counts it for each page's template and the mobile class.
 */
const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data');
const ARTICLE = '/insights/four-forces-worked-example';
const ROUTE = '/insights/[slug]';

/** The field-speed report's CSV rows from the store of the server under test. */
function reportRows(): Record<string, string>[] {
  const csv = execFileSync('npx', ['tsx', 'scripts/report-vitals.ts', '--csv', '--since', '2d'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((line) =>
    Object.fromEntries(line.split(',').map((value, i) => [names[i]!, value])),
  );
}

const octet = () => Math.floor(Math.random() * 250) + 1;

/**
 * Tells the page it is hidden, as the browser does when the visitor switches tab or app (the
 * web-vitals library's own tests stub it the same way): headless Chromium never hides a tab.
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    // It bubbles to the window, as the browser's own does.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

/** Waits until the page has fetched the lazily loaded reporter (from the cache, after a first time). */
const reporterStarted = (page: Page, url: string) =>
  expect
    .poll(() => page.evaluate((u) => performance.getEntriesByName(u).length, url), {
      timeout: 30_000,
    })
    .toBe(1);

test.describe('field speed', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a throttled phone reports LCP, INP, CLS, FCP and TTFB by template, without a cookie', async ({
    browser,
    baseURL,
  }) => {
    // One visitor's address for every request, the report sent as a page is left included.
    const visitor = await startClientProxy(`198.18.${octet()}.${octet()}`);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      proxy: visitor.proxy,
    });
    // A cookie the site could have set: none may travel with a report.
    await context.addCookies([{ name: 'probe', value: 'kept-here', url: baseURL! }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const reports: Request[] = [];
    const hosts = new Set<string>();
    const cookies: string[] = [];
    page.on('request', (request) => {
      if (/^https?:/.test(request.url())) hosts.add(new URL(request.url()).origin);
      if (request.url().endsWith('/api/analytics/vitals')) reports.push(request);
      // A request still in flight when the context closes has no headers left to read.
      request
        .headerValue('cookie')
        .then((value) => value && cookies.push(value))
        .catch(() => undefined);
    });
    // The lazily loaded reporter is the one script that asks for largest-contentful-paint.
    const reporterLoaded = page.waitForResponse(
      async (response) =>
        /\/_next\/static\/chunks\/.+\.js$/.test(response.url()) &&
        (await response.text()).includes('largest-contentful-paint'),
      { timeout: 60_000 },
    );

    await page.goto(ARTICLE);
    const reporter = (await reporterLoaded).url();
    // Fetched after the page's load event, so it never competes with the page's own work.
    const [loadEnd, chunkStart] = await page.evaluate((url) => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      return [navigation.loadEventEnd, performance.getEntriesByName(url)[0]?.startTime ?? -1];
    }, reporter);
    expect(loadEnd).toBeGreaterThan(0);
    expect(chunkStart).toBeGreaterThanOrEqual(loadEnd);
    // Give the library a moment to start observing, then tap the page (INP) and hide it.
    await page.waitForTimeout(500);
    await page.locator('h1').first().click();
    await page.waitForTimeout(500);
    expect(reports).toEqual([]);
    await hide(page);

    await expect.poll(() => reports.length, { timeout: 20_000 }).toBe(1);
    const report = reports[0]!;
    expect(await report.headerValue('cookie')).toBeNull();
    // The page's own requests did carry it: its absence is the report's doing.
    expect(cookies.some((cookie) => cookie.includes('probe=kept-here'))).toBe(true);
    const body = report.postDataJSON() as {
      route: string;
      device: string;
      metrics: Record<string, number>;
    };
    // The template, the device class and the figures: no address, no identifier.
    expect(Object.keys(body).sort()).toEqual(['device', 'metrics', 'route']);
    expect(body.route).toBe(ROUTE);
    expect(body.device).toBe('mobile');
    expect(Object.keys(body.metrics).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    expect(body.metrics.TTFB).toBeGreaterThan(0);
    expect(body.metrics.FCP).toBeGreaterThan(body.metrics.TTFB!);
    expect(body.metrics.LCP).toBeGreaterThanOrEqual(body.metrics.FCP!);
    expect(body.metrics.INP).toBeGreaterThan(0);
    expect(body.metrics.CLS).toBeGreaterThanOrEqual(0);
    expect((await report.response())?.status()).toBe(204);

    // A page left for another reports as it unloads (the request outlives it).
    await page.goto('/pricing');
    await reporterStarted(page, reporter);
    await page.waitForTimeout(500);
    await page.goto('/services');
    // Nothing but the site itself was asked for anything: no third-party script.
    expect([...hosts]).toEqual([new URL(baseURL!).origin]);

    const rowOf = (route: string) =>
      reportRows().find((row) => row.route === route && row.device === 'mobile');
    await expect.poll(() => rowOf('/pricing'), { timeout: 30_000 }).toBeDefined();
    for (const metric of ['lcp', 'fcp', 'ttfb', 'cls']) {
      expect(Number(rowOf('/pricing')![`${metric}_n`])).toBeGreaterThanOrEqual(1);
    }
    const article = rowOf(ROUTE)!;
    for (const metric of ['lcp', 'inp', 'cls', 'fcp', 'ttfb']) {
      expect(Number(article[`${metric}_n`])).toBeGreaterThanOrEqual(1);
    }
    await context.close();
    await visitor.close();
  });

  test('refuses a report that names an address instead of a template', async ({ request }) => {
    const response = await request.post('/api/analytics/vitals', {
      headers: { 'x-forwarded-for': `198.18.${octet()}.${octet()}` },
      data: { route: ARTICLE, device: 'mobile', metrics: { LCP: 1200 } },
    });
    expect(response.status()).toBe(400);
  });
});
