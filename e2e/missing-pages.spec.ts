import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expect, test } from './fixtures';

const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data');

/** The store's counts of one missing address, by referrer class. */
function counted(address: string): Record<string, number> {
  const db = new BetterSqlite3(path.join(dataDir, 'site.db'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const rows = db
      .prepare(
        'SELECT referrer_class, SUM(hits) AS hits FROM missing_pages WHERE path = ? GROUP BY referrer_class',
      )
      .all(address) as { referrer_class: string; hits: number }[];
    return Object.fromEntries(rows.map((row) => [row.referrer_class, row.hits]));
  } finally {
    db.close();
  }
}

test.describe('the owner sees what search lost', () => {
  test('a missing page and a missing article count their address once, by where the visitor came from', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/missing') && request.method() === 'POST') {
        reports.push(request.postDataJSON());
      }
    });

    const fromSearch = page.waitForResponse((r) => r.url().endsWith('/api/analytics/missing'));
    await page.goto(`/old-campaign-${stamp}?utm_source=ad`, { referer: 'https://www.google.com/' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await fromSearch).status()).toBe(204);

    const typed = page.waitForResponse((r) => r.url().endsWith('/api/analytics/missing'));
    await page.goto(`/insights/never-written-${stamp}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await typed).status()).toBe(204);

    expect(reports).toEqual([
      { path: `/old-campaign-${stamp}`, referrer: 'https://www.google.com/' },
      { path: `/insights/never-written-${stamp}` },
    ]);
    expect(counted(`/old-campaign-${stamp}`)).toEqual({ search: 1 });
    expect(counted(`/insights/never-written-${stamp}`)).toEqual({ none: 1 });
  });
});
