import type { Page, Request } from '@playwright/test';
import { PERSONAL_PAGES, PERSONAL_REFERRER_POLICY } from '../lib/http/personal-pages';
import { GA_ID, gaSiteURL } from './support/analytics-site';
import { test, expect } from './fixtures';

/**
 * Personal pages (an address carrying its visitor's token) on a site with a GA4 id: GA4 loads on
 * the site's other pages and never on these; no request made from one carries its token to
 * Google, nor names its address in a Referer; a page it leads to learns only the origin.
 * Google's hosts are answered here by a stand-in that sends nothing on, and every request the
 * browser makes is recorded.
 */
test.use({ baseURL: gaSiteURL });

const TOKEN = 'E2ESECRETTOKEN0123456789abcdefghijklmnopqrstuvwxyz';
/** A page of the site rendered per request (a search), so with the id this server has. */
const SEARCH = '/insights?query=jobs';
const GA_TAG = `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`;
const GOOGLE = /(^|\.)(google|googletagmanager|google-analytics|doubleclick)\.com$/;

const isGoogle = (request: Request) => GOOGLE.test(new URL(request.url()).hostname);

async function recordRequests(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.route(
    (url) => GOOGLE.test(url.hostname),
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* GA4 stand-in */' }),
  );
  return requests;
}

/** Whatever a request hands on of the token: in its address, its Referer or its body. */
const carriesToken = (request: Request) =>
  [request.url(), request.headers().referer ?? '', request.postData() ?? ''].some((text) =>
    text.includes(TOKEN),
  );

test('GA4 loads on the site’s own pages when the site has an id', async ({ page }) => {
  const requests = await recordRequests(page);
  await page.goto(SEARCH);
  await expect.poll(() => requests.some((request) => request.url() === GA_TAG)).toBe(true);
});

for (const path of PERSONAL_PAGES) {
  test(`${path} loads no GA4 and hands its token to no one`, async ({ page, baseURL }) => {
    const requests = await recordRequests(page);
    const address = `${path}?t=${TOKEN}&token=${TOKEN}`;
    const response = await page.goto(address);
    expect(response!.headers()['referrer-policy']).toBe(PERSONAL_REFERRER_POLICY);
    await page.waitForLoadState('networkidle');
    expect((await page.content()).includes('googletagmanager'), 'GA4 in the page').toBe(false);
    // The site's own page-view report of the landing names the path, never the query.
    // (It is sent once the page is idle, which on a busy machine can follow networkidle.)
    const views = () =>
      requests
        .filter((request) => request.url().endsWith('/api/analytics/pageview'))
        .map((request) => JSON.parse(request.postData() ?? '{}').path);
    await expect.poll(views).toEqual([path]);

    // A page it leads to, loaded whole, learns only the origin, and its GA4 gets no token.
    await page.evaluate((next) => window.location.assign(next), SEARCH);
    await page.waitForURL(`**${SEARCH}`);
    expect(await page.evaluate(() => document.referrer)).toBe(`${baseURL}/`);
    await expect.poll(() => requests.some((request) => request.url() === GA_TAG)).toBe(true);

    const google = requests.filter(isGoogle);
    expect(google.filter(carriesToken).map((request) => request.url())).toEqual([]);
    // The page itself was asked for with its token; no other request names it but in its own
    // address to the site (the page's script posting it, a link to another personal page).
    const named = requests
      .filter((request) => request.url() !== `${baseURL}${address}`)
      .filter(
        (request) =>
          (request.headers().referer ?? '').includes(TOKEN) ||
          (isGoogle(request) && carriesToken(request)),
      );
    expect(named.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    // Before leaving, the personal page made no request to Google at all.
    const beforeLeaving = requests.slice(
      0,
      requests.findIndex((request) => request.url().endsWith(SEARCH)),
    );
    expect(beforeLeaving.filter(isGoogle).map((request) => request.url())).toEqual([]);
  });
}
