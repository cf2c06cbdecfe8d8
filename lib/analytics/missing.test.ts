import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { purgeData } from '@/lib/purge';
import { renderCampaignReport } from './jobs';
import { openTestStore, type TestStore } from '@/test/store';
import {
  MAX_PATHS_PER_DAY,
  missingPagesReport,
  missingPagesToText,
  nearestPost,
  recordMissingPage,
  referrerClass,
} from './missing';

let test: TestStore;
beforeEach(async () => {
  test = await openTestStore();
});
afterEach(async () => {
  await test.close();
});

const SITE = 'www.example.com';
const day = (d: string) => new Date(`${d}T12:00:00Z`);

describe('the class of a missing address’s referrer', () => {
  it('tells search engines, other sites and none apart, from the referrer’s host alone', () => {
    expect(referrerClass('https://www.google.com/', SITE)).toBe('search');
    expect(referrerClass('https://www.google.co.uk/search?q=jobs', SITE)).toBe('search');
    expect(referrerClass('https://duckduckgo.com/', SITE)).toBe('search');
    expect(referrerClass('https://www.bing.com/search?q=x', SITE)).toBe('search');
    expect(referrerClass('https://news.ycombinator.com/item?id=1', SITE)).toBe('site');
    expect(referrerClass('https://www.linkedin.com/feed/', SITE)).toBe('site');
    expect(referrerClass(undefined, SITE)).toBe('none');
    expect(referrerClass('', SITE)).toBe('none');
    expect(referrerClass('not a url', SITE)).toBe('none');
    // A link on this site itself is no other site's.
    expect(referrerClass(`https://${SITE}/insights`, SITE)).toBe('none');
    // A look-alike host is another site.
    expect(referrerClass('https://google.com.evil.example/', SITE)).toBe('site');
  });
});

describe('counting missing addresses', () => {
  it('keeps the path and a count per day and class: no query, no referrer, no person', async () => {
    await recordMissingPage(
      {
        path: '/insights/old-post?utm_source=x#top',
        referrer: 'https://www.google.com/search?q=secret',
      },
      { db: test.db, siteHost: SITE, now: day('2026-03-02') },
    );
    await recordMissingPage(
      { path: '/insights/old-post', referrer: 'https://www.google.com/' },
      { db: test.db, siteHost: SITE, now: day('2026-03-02') },
    );
    await recordMissingPage(
      { path: '/insights/old-post' },
      { db: test.db, siteHost: SITE, now: day('2026-03-03') },
    );
    const rows = await test.db.selectFrom('missing_pages').selectAll().orderBy('day').execute();
    expect(rows).toEqual([
      { day: '2026-03-02', path: '/insights/old-post', referrer_class: 'search', hits: 2 },
      { day: '2026-03-03', path: '/insights/old-post', referrer_class: 'none', hits: 1 },
    ]);
    expect(JSON.stringify(rows)).not.toContain('secret');
  });

  it('keeps at most so many addresses a day: a flood of made-up ones cannot fill the store', async () => {
    const options = { db: test.db, siteHost: SITE, now: day('2026-03-02'), maxPaths: 3 };
    for (let i = 0; i < 10; i++) await recordMissingPage({ path: `/random-${i}` }, options);
    // An address already counted that day is still counted.
    await recordMissingPage({ path: '/random-0' }, options);
    const rows = await test.db.selectFrom('missing_pages').select(['path', 'hits']).execute();
    expect(rows.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/random-0', hits: 2 },
      { path: '/random-1', hits: 1 },
      { path: '/random-2', hits: 1 },
    ]);
    expect(MAX_PATHS_PER_DAY).toBeGreaterThan(100);
  });

  it('is forgotten with the other usage statistics', async () => {
    await recordMissingPage(
      { path: '/gone' },
      { db: test.db, siteHost: SITE, now: day('2024-01-02') },
    );
    await recordMissingPage(
      { path: '/recent' },
      { db: test.db, siteHost: SITE, now: day('2026-03-02') },
    );
    const counts = await purgeData(test.db, day('2026-03-03'));
    expect(counts.missingPages).toBe(1);
    const rows = await test.db.selectFrom('missing_pages').select('path').execute();
    expect(rows).toEqual([{ path: '/recent' }]);
  });
});

describe('the nearest existing post to a missing address', () => {
  const posts = [
    'twelve-interviews-are-enough',
    'price-objections-are-rarely-about-price',
    'why-customers-hire-your-product',
  ];

  it('finds the post an old or mistyped address meant', () => {
    expect(nearestPost('/insights/twelve-interviews', posts)).toBe('twelve-interviews-are-enough');
    expect(nearestPost('/insights/price-objection-rarely-about-pricing', posts)).toBe(
      'price-objections-are-rarely-about-price',
    );
    expect(nearestPost('/blog/why-customers-hire-your-prodcut/', posts)).toBe(
      'why-customers-hire-your-product',
    );
  });

  it('suggests nothing for an address like no post', () => {
    expect(nearestPost('/wp-login.php', posts)).toBeNull();
    expect(nearestPost('/', posts)).toBeNull();
  });
});

describe('the weekly report’s missing addresses', () => {
  it('lists the most requested of the period, split by referrer class, with the nearest post', async () => {
    const record = (path: string, referrer: string | undefined, on: string, times = 1) =>
      Promise.all(
        Array.from({ length: times }, () =>
          recordMissingPage({ path, referrer }, { db: test.db, siteHost: SITE, now: day(on) }),
        ),
      );
    await record('/insights/twelve-interviews', 'https://www.google.com/', '2026-03-02', 5);
    await record('/insights/twelve-interviews', 'https://news.example.org/', '2026-03-04', 2);
    await record('/insights/twelve-interviews', undefined, '2026-03-05', 1);
    await record('/wp-login.php', undefined, '2026-03-03', 3);
    // Outside the period (the week to 2026-03-08).
    await record('/insights/old-but-last-week', 'https://www.bing.com/', '2026-02-28', 9);
    const report = await missingPagesReport(test.db, {
      days: 7,
      until: '2026-03-08',
      posts: ['twelve-interviews-are-enough', 'why-customers-hire-your-product'],
    });
    expect(report).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
      rows: [
        {
          path: '/insights/twelve-interviews',
          search: 5,
          site: 2,
          none: 1,
          total: 8,
          nearest: '/insights/twelve-interviews-are-enough',
        },
        { path: '/wp-login.php', search: 0, site: 0, none: 3, total: 3, nearest: null },
      ],
    });
    const text = missingPagesToText(report);
    expect(text).toContain('Missing addresses, 2026-03-02 to 2026-03-08');
    expect(text).toMatch(
      /\/insights\/twelve-interviews\s+5\s+2\s+1\s+8\s+\/insights\/twelve-interviews-are-enough/,
    );
    expect(text).not.toContain('google');
  });

  it('says so when nothing was missing', async () => {
    const report = await missingPagesReport(test.db, { days: 7, until: '2026-03-08', posts: [] });
    expect(missingPagesToText(report)).toContain('No visitor asked for a missing address');
  });
});

describe('the owner’s weekly report mail', () => {
  afterEach(async () => {
    await getDb().deleteFrom('missing_pages').execute();
    delete process.env.LEADS_NOTIFY_EMAIL;
    resetConfigForTests();
  });

  it('carries the week’s missing addresses, after the campaigns and the field speed', async () => {
    process.env.LEADS_NOTIFY_EMAIL = 'team@hiddengrowth.test';
    resetConfigForTests();
    for (let i = 0; i < 3; i++) {
      await recordMissingPage(
        { path: '/insights/twelve-interviews', referrer: 'https://www.google.com/' },
        { siteHost: SITE, now: day('2026-11-26') },
      );
    }
    const mail = await renderCampaignReport({ days: 7, by: 'campaign', until: '2026-11-30' });
    const text = mail!.text;
    expect(text.indexOf('Missing addresses, 2026-11-24 to 2026-11-30')).toBeGreaterThan(
      text.indexOf('Field speed'),
    );
    // The nearest post comes from the content (here the embedded sample).
    expect(text).toMatch(
      /\/insights\/twelve-interviews\s+3\s+0\s+0\s+3\s+\/insights\/twelve-interviews-are-enough/,
    );
    expect(mail!.html).toContain('Missing addresses');
  });
});
