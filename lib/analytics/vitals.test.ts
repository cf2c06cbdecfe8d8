import { execFileSync } from 'node:child_process';
import { POST } from '@/app/api/analytics/vitals/route';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { purgeData } from '@/lib/purge';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { jsonRequest } from '@/test/request';
import { renderCampaignReport } from './jobs';
import type { VitalMetric } from './schema';
import { p75, vitalsReport, vitalsToCsv, vitalsToText } from './vitals';

const db = () => getDb();

beforeEach(async () => {
  resetRateLimitsForTests();
  await db().deleteFrom('web_vitals').execute();
});

const post = (body: unknown) => POST(jsonRequest('/api/analytics/vitals', body));

describe('the 75th percentile', () => {
  it('is the smallest value three quarters of the values are at or under', () => {
    expect(p75([])).toBeNull();
    expect(p75([1800])).toBe(1800);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([5, 1, 4, 2, 3])).toBe(4);
    // 100 values 1..100: the 75th.
    expect(p75(Array.from({ length: 100 }, (_, i) => 100 - i))).toBe(75);
    expect(p75([0.01, 0.25, 0, 0.05])).toBe(0.05);
  });
});

describe('POST /api/analytics/vitals', () => {
  it('stores one row per metric with the route’s template, the device and the day', async () => {
    const response = await post({
      route: '/insights/[slug]',
      device: 'mobile',
      metrics: { LCP: 2345.6789, INP: 88, CLS: 0.123456, FCP: 1200.4, TTFB: 310.2 },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = await db()
      .selectFrom('web_vitals')
      .select(['route', 'device', 'metric', 'value', 'day'])
      .orderBy('metric')
      .execute();
    const day = new Date().toISOString().slice(0, 10);
    expect(rows).toEqual(
      [
        ['CLS', 0.1235],
        ['FCP', 1200],
        ['INP', 88],
        ['LCP', 2346],
        ['TTFB', 310],
      ].map(([metric, value]) => ({
        route: '/insights/[slug]',
        device: 'mobile',
        metric,
        value,
        day,
      })),
    );
  });

  it.each([
    [
      'a URL instead of a template',
      { route: '/insights/my-post', device: 'mobile', metrics: { LCP: 1 } },
    ],
    ['an unknown device', { route: '/', device: 'watch', metrics: { LCP: 1 } }],
    ['no metric', { route: '/', device: 'desktop', metrics: {} }],
    ['an unknown metric', { route: '/', device: 'desktop', metrics: { FID: 10 } }],
    ['a negative time', { route: '/', device: 'desktop', metrics: { LCP: -1 } }],
    ['a time over a minute', { route: '/', device: 'desktop', metrics: { INP: 60_001 } }],
    ['an LCP over a minute', { route: '/', device: 'desktop', metrics: { LCP: 60_001 } }],
    ['a layout shift score over 10', { route: '/', device: 'desktop', metrics: { CLS: 10.01 } }],
    ['a value that is no number', { route: '/', device: 'desktop', metrics: { CLS: '0.1' } }],
    ['an identifier', { route: '/', device: 'desktop', metrics: { LCP: 1 }, id: 'v5-123' }],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    expect((await post(body)).status).toBe(400);
    expect(await db().selectFrom('web_vitals').selectAll().execute()).toEqual([]);
  });

  it('refuses a body over its small cap with 413', async () => {
    const response = await post(
      JSON.stringify({ route: '/', device: 'desktop', metrics: { LCP: 1 }, pad: 'x'.repeat(600) }),
    );
    expect(response.status).toBe(413);
  });

  describe('per client', () => {
    let clock: jest.SpiedFunction<typeof Date.now>;
    let time: number;
    beforeEach(() => {
      time = Date.parse('2026-03-15T08:00:00.000Z');
      clock = jest.spyOn(Date, 'now').mockImplementation(() => time);
    });
    afterEach(() => clock.mockRestore());

    const body = { route: '/', device: 'desktop', metrics: { TTFB: 100 } };
    const from = (address: string) =>
      POST(jsonRequest('/api/analytics/vitals', body, { headers: { 'x-forwarded-for': address } }));

    it('takes 10 reports a minute and 30 a day from one client, so one alone cannot fill a day', async () => {
      for (let minute = 0; minute < 3; minute++) {
        for (let i = 0; i < 10; i++) expect((await from('198.51.100.7')).status).toBe(204);
        expect((await from('198.51.100.7')).status).toBe(429);
        time += 61_000;
      }
      // 30 today: the next waits for tomorrow, whatever the minute.
      expect((await from('198.51.100.7')).status).toBe(429);
      expect((await from('198.51.100.8')).status).toBe(204);
      time += 24 * 60 * 60 * 1000;
      expect((await from('198.51.100.7')).status).toBe(204);
      expect(await db().selectFrom('web_vitals').selectAll().execute()).toHaveLength(32);
    });

    it('counts every IPv6 address of one /64 as one client', async () => {
      for (let i = 1; i <= 10; i++) expect((await from(`2001:db8:7:8::${i}`)).status).toBe(204);
      expect((await from('2001:db8:7:8:ffff::1')).status).toBe(429);
      expect((await from('2001:db8:7:9::1')).status).toBe(204);
    });
  });
});

async function insert(
  day: string,
  route: string,
  device: 'mobile' | 'tablet' | 'desktop',
  metric: VitalMetric,
  values: number[],
) {
  await db()
    .insertInto('web_vitals')
    .values(values.map((value) => ({ day, route, device, metric, value })))
    .execute();
}

describe('the field-speed report', () => {
  beforeEach(async () => {
    // The last 7 days to 30 November, and the 7 before.
    await insert('2026-11-30', '/', 'mobile', 'LCP', [1000, 2000, 3000, 4000]);
    await insert('2026-11-24', '/', 'desktop', 'LCP', [900, 1100]);
    await insert('2026-11-28', '/', 'mobile', 'CLS', [0, 0.2, 0.01, 0.02]);
    await insert('2026-11-20', '/', 'mobile', 'LCP', [2000, 2200]);
    await insert('2026-11-23', '/pricing', 'tablet', 'INP', [150]);
    await insert('2026-11-01', '/', 'mobile', 'LCP', [99_000]); // before both periods
    await insert('2026-12-01', '/', 'mobile', 'LCP', [99_000]); // after the period
  });

  it('gives the p75 per route and device, and for every device, against the period before', async () => {
    const report = await vitalsReport(db(), { days: 7, until: '2026-11-30' });
    expect(report.current).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(report.previous).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(report.rows.map((r) => [r.route, r.device])).toEqual([
      ['/', 'all'],
      ['/', 'mobile'],
      ['/', 'desktop'],
      ['/pricing', 'all'],
      ['/pricing', 'tablet'],
    ]);
    const [all, mobile, desktop, pricing] = report.rows;
    expect(all!.current.LCP).toEqual({ p75: 3000, n: 6 });
    expect(mobile!.current.LCP).toEqual({ p75: 3000, n: 4 });
    expect(mobile!.current.CLS).toEqual({ p75: 0.02, n: 4 });
    expect(mobile!.previous.LCP).toEqual({ p75: 2200, n: 2 });
    expect(desktop!.current.LCP).toEqual({ p75: 1100, n: 2 });
    expect(desktop!.previous.LCP).toEqual({ p75: null, n: 0 });
    expect(pricing!.current.INP).toEqual({ p75: null, n: 0 });
    expect(pricing!.previous.INP).toEqual({ p75: 150, n: 1 });
  });

  it('prints a table that marks what is over Google’s line, and a CSV', async () => {
    const report = await vitalsReport(db(), { days: 7, until: '2026-11-30' });
    const text = vitalsToText(report);
    expect(text).toContain(
      'Field speed (75th percentile) by route and device, 2026-11-24 to 2026-11-30 (7 days), against 2026-11-17 to 2026-11-23',
    );
    expect(text).toMatch(/^\/\s+mobile\s+4\s+3\.00 s\* \(2\.20 s\)\s+– \(–\)\s+0\.020 \(–\)/m);
    expect(text).toMatch(/^\/pricing\s+tablet\s+0\s+– \(–\)\s+– \(150 ms\)/m);
    const csv = vitalsToCsv(report).split('\r\n');
    expect(csv[0]).toBe(
      'route,device,lcp_p75,lcp_n,previous_lcp_p75,previous_lcp_n,inp_p75,inp_n,previous_inp_p75,previous_inp_n,cls_p75,cls_n,previous_cls_p75,previous_cls_n,fcp_p75,fcp_n,previous_fcp_p75,previous_fcp_n,ttfb_p75,ttfb_n,previous_ttfb_p75,previous_ttfb_n',
    );
    expect(csv[2]).toBe('/,mobile,3000,4,2200,2,,0,,0,0.02,4,,0,,0,,0,,0,,0');
  });

  it('runs as npm run report:vitals against the store', () => {
    const out = execFileSync('npx', ['tsx', 'scripts/report-vitals.ts', '--since', '400d'], {
      env: { ...process.env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(out).toMatch(/^Field speed \(75th percentile\) by route and device, /);
    expect(out).toMatch(/^\/\s+mobile\s+/m);
  });

  it('is in the weekly report mail, for the same days', async () => {
    process.env.LEADS_NOTIFY_EMAIL = 'team@hiddengrowth.test';
    resetConfigForTests();
    try {
      const mail = await renderCampaignReport({ days: 7, by: 'campaign', until: '2026-11-30' });
      expect(mail!.text).toContain('Campaigns by campaign, 2026-11-24 to 2026-11-30');
      expect(mail!.text).toContain(
        'Field speed (75th percentile) by route and device, 2026-11-24 to 2026-11-30 (7 days)',
      );
      expect(mail!.html).toContain('3.00 s* (2.20 s)');
    } finally {
      delete process.env.LEADS_NOTIFY_EMAIL;
      resetConfigForTests();
    }
  });

  it('is removed after 13 months by the purge', async () => {
    const counts = await purgeData(db(), new Date('2028-01-01T00:00:00Z'));
    // Kept from 1 December 2026 on.
    expect(counts.webVitals).toBe(14);
    expect(await db().selectFrom('web_vitals').select('day').execute()).toEqual([
      { day: '2026-12-01' },
    ]);
  });
});
