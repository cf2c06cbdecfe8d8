import { execFileSync } from 'node:child_process';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { test as base, expect } from './fixtures';
import { ScreenerPage, storedLeads, uniqueEmail } from './pages/screener';

const test = base.extend<{ s: ScreenerPage }>({
  s: async ({ page }, use) => {
    const screener = new ScreenerPage(page);
    await screener.recordToasts();
    await use(screener);
  },
});

const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data');

/** Forgets what an earlier try of a test counted for a campaign (the store lives for the run). */
function forgetCampaign(campaign: string) {
  const db = new BetterSqlite3(path.join(dataDir, 'site.db'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare('DELETE FROM page_views WHERE utm_campaign = ?').run(campaign);
    db.prepare('DELETE FROM funnel_events WHERE utm_campaign = ?').run(campaign);
  } finally {
    db.close();
  }
}

/** The campaign report's CSV from the store of the server under test, as rows by header. */
function reportRows(...args: string[]): Record<string, string>[] {
  const csv = execFileSync('npx', ['tsx', 'scripts/report-campaigns.ts', '--csv', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((line) =>
    Object.fromEntries(line.split(',').map((value, i) => [names[i]!, value])),
  );
}

test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${octet()}.${octet()}` });
});

test.describe('campaign attribution', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an ad landing, two pages, the screener: one landing, start and lead in the report', async ({
    page,
    s,
  }) => {
    forgetCampaign('spring');
    const views: Record<string, unknown>[] = [];
    const events: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      if (request.url().endsWith('/api/analytics/pageview')) views.push(request.postDataJSON());
      if (request.url().endsWith('/api/analytics/event')) events.push(request.postDataJSON());
    });

    const landed = page.waitForResponse((r) => r.url().endsWith('/api/analytics/pageview'));
    await page.goto('/book-your-call?cta=ad_test&utm_source=linkedin&utm_campaign=spring');
    await expect(page).toHaveURL(
      /\/book-your-growth-call\?cta=ad_test&utm_source=linkedin&utm_campaign=spring$/,
    );
    expect((await landed).status()).toBe(204);

    // Two more pages of the visit, then the screener through the site's own button.
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await main.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await main.getByRole('link', { name: 'Find Your Hidden Growth' }).click();
    await expect(page).toHaveURL(/\/book-your-growth-call\?cta=nav_desktop$/);
    await expect(s.heading).toHaveText('Which best describes you?');

    await s.walkNewVentureToContact();
    const email = uniqueEmail('campaign');
    await s.fillContact('Cam Paign', email, 'https://campaign.example');
    await s.submit.click();
    await s.expectSuccess();

    // Every view carried the visit's campaign; only the first was its landing.
    await expect.poll(() => views.length).toBeGreaterThanOrEqual(4);
    expect(views.slice(0, 4)).toEqual([
      expect.objectContaining({
        path: '/book-your-growth-call',
        cta: 'ad_test',
        utm_source: 'linkedin',
        utm_campaign: 'spring',
        landing: true,
      }),
      expect.objectContaining({ path: '/services', utm_campaign: 'spring' }),
      expect.objectContaining({ path: '/pricing', utm_campaign: 'spring' }),
      expect.objectContaining({ path: '/book-your-growth-call', cta: 'nav_desktop' }),
    ]);
    expect(views.filter((view) => view.landing)).toHaveLength(1);
    // The screener's start is counted by its form's first post, on the server (see the report
    // below), not reported by the page besides.
    expect(events).toEqual([]);

    // The lead keeps the button that opened the screener and the campaign of the visit.
    expect(storedLeads(email)).toEqual([
      expect.objectContaining({
        cta_source: 'nav_desktop',
        utm_source: 'linkedin',
        utm_medium: null,
        utm_campaign: 'spring',
        landing_cta: 'ad_test',
      }),
    ]);

    const byCampaign = reportRows('--since', '2d', '--by', 'campaign');
    expect(byCampaign.filter((row) => row.campaign === 'spring')).toEqual([
      expect.objectContaining({
        campaign: 'spring',
        landings: '1',
        screener_starts: '1',
        leads: '1',
        conversion_percent: '100.0',
      }),
    ]);
  });

  test('a tag that is not plain text is dropped, never shown or stored', async ({ page }) => {
    const views: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/analytics/pageview'))
        views.push(request.postDataJSON());
    });
    const landed = page.waitForResponse((r) => r.url().endsWith('/api/analytics/pageview'));
    await page.goto(
      '/services?utm_source=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&utm_campaign=autumn',
    );
    expect((await landed).status()).toBe(204);
    expect(views[0]).toEqual(
      expect.objectContaining({ path: '/services', utm_campaign: 'autumn', landing: true }),
    );
    expect(views[0]).not.toHaveProperty('utm_source');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    const saved = await page.evaluate(() =>
      window.sessionStorage.getItem('hidden-growth:campaign:v1'),
    );
    expect(JSON.parse(saved!)).toEqual({
      utm_source: null,
      utm_medium: null,
      utm_campaign: 'autumn',
      cta: null,
    });
  });
});

test.describe('campaign attribution without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 60_000 });

  test('the screener’s posts carry the landing’s campaign to the lead', async ({ page }) => {
    forgetCampaign('noscript_spring');
    await page.goto(
      '/book-your-growth-call?cta=ad_noscript&utm_source=newsletter&utm_medium=email&utm_campaign=noscript_spring',
    );
    const form = page.locator('form').filter({ has: page.getByRole('progressbar') });
    const heading = form.getByRole('heading', { level: 2 });
    await form.getByRole('button', { name: /A new venture/ }).click();
    await expect(heading).toHaveText('Where is your product today?');
    // The campaign travels in the form's hidden fields from post to post.
    await expect(form.locator('input[type="hidden"][name="utm_campaign"]')).toHaveValue(
      'noscript_spring',
    );
    await form.getByRole('button', { name: /Building a first version/ }).click();
    await form.getByLabel('Difficulty securing funding').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: /We would have to cut costs/ }).click();
    await form.getByRole('button', { name: /We interview customers regularly/ }).click();
    await expect(heading).toHaveText('Where should we send your growth plan?');
    const email = uniqueEmail('noscript-campaign');
    await form.getByLabel('Full name').fill('Nico Noscript');
    await form.getByLabel('Work e-mail').fill(email);
    await form.getByLabel('Website or LinkedIn URL').fill('https://nico.example');
    await form.getByRole('button', { name: 'Get Your Growth Plan' }).click();
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

    expect(storedLeads(email)).toEqual([
      expect.objectContaining({
        cta_source: 'ad_noscript',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'noscript_spring',
        landing_cta: 'ad_noscript',
      }),
    ]);
    // No script, no page views: the start and the lead are counted by the server.
    expect(reportRows('--since', '2d').filter((r) => r.campaign === 'noscript_spring')).toEqual([
      expect.objectContaining({ landings: '0', screener_starts: '1', leads: '1' }),
    ]);
  });
});
