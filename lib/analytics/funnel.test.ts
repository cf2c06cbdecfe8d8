import { POST as postPageView } from '@/app/api/analytics/pageview/route';
import { POST as postLead } from '@/app/api/leads/route';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { recordStatus } from '@/lib/booking/store';
import { leadSchema } from '@/lib/leads/client';
import { getLead, storeLead } from '@/lib/leads/store';
import { registerSiteJobs } from '@/lib/site-jobs';
import { startHttpStub } from '@/test/http-stub';
import { existingBusinessLead } from '@/test/lead-fixtures';
import { jsonRequest } from '@/test/request';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { CAMPAIGN_REPORT_MAIL, mailCampaignReport, renderCampaignReport } from './jobs';
import { campaignReport, reportToCsv, reportToText } from './report';
import { recordFunnelEvent } from './store';

const db = () => getDb();

// The leads posted here are stored with their follow-ups, as the site registers them.
registerSiteJobs();

beforeEach(async () => {
  resetRateLimitsForTests();
  await db().deleteFrom('page_views').execute();
  await db().deleteFrom('funnel_events').execute();
  await db().deleteFrom('leads').execute();
  await db().deleteFrom('jobs').execute();
});

const spring = { utm_source: 'linkedin', utm_campaign: 'spring', cta: 'ad_test' };

describe('funnel events', () => {
  it('keeps a landing page view with the visit’s campaign, and nothing about the visitor', async () => {
    const response = await postPageView(
      jsonRequest('/api/analytics/pageview', {
        path: '/book-your-growth-call',
        ...spring,
        landing: true,
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = await db().selectFrom('page_views').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        path: '/book-your-growth-call',
        utm_source: 'linkedin',
        utm_medium: null,
        utm_campaign: 'spring',
        cta: 'ad_test',
        landing: 1,
      }),
    ]);
  });

  it('counts the screener’s start for the campaign, by day only', async () => {
    await recordFunnelEvent('screener_start', spring);
    const rows = await db().selectFrom('funnel_events').selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        kind: 'screener_start',
        utm_source: 'linkedin',
        utm_medium: null,
        utm_campaign: 'spring',
        cta: 'ad_test',
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
  });

  it.each([
    ['a tag with markup', { path: '/', utm_campaign: '<b>spring</b>' }],
    ['a tag over 64 characters', { path: '/', utm_source: 'x'.repeat(65) }],
    ['an unknown field', { path: '/', ip: '1.2.3.4' }],
  ])('refuses a page view with %s with 400 and counts nothing', async (_name, body) => {
    expect((await postPageView(jsonRequest('/api/analytics/pageview', body))).status).toBe(400);
    expect(await db().selectFrom('page_views').selectAll().execute()).toHaveLength(0);
  });

  it('counts a stored lead once with its campaign, and keeps the campaign on the lead', async () => {
    const body = existingBusinessLead({
      utm_source: 'linkedin',
      utm_campaign: 'spring',
      landing_cta: 'ad_test',
    });
    expect((await postLead(jsonRequest('/api/leads', body))).status).toBe(201);
    // A retried submission is one lead, counted once.
    expect((await postLead(jsonRequest('/api/leads', body))).status).toBe(201);
    expect(await getLead(body.id)).toMatchObject({
      utm_source: 'linkedin',
      utm_campaign: 'spring',
      landing_cta: 'ad_test',
      cta_source: 'pricing_basic',
    });
    const events = await db().selectFrom('funnel_events').selectAll().execute();
    expect(events).toEqual([
      expect.objectContaining({ kind: 'lead', ...spring, utm_medium: null }),
    ]);
    expect(JSON.stringify(events)).not.toContain(body.id);
  });

  it('refuses a lead whose campaign tag is not plain', async () => {
    const body = existingBusinessLead({ utm_campaign: 'spring<script>' });
    const response = await postLead(jsonRequest('/api/leads', body));
    expect(response.status).toBe(400);
    expect(await getLead(body.id)).toBeNull();
  });
});

describe('the campaign report from the store', () => {
  async function landings(day: string, campaign: Record<string, string | null>, n: number) {
    for (let i = 0; i < n; i++) {
      await db()
        .insertInto('page_views')
        .values({ path: '/', referrer_host: null, day, landing: 1, ...campaign })
        .execute();
    }
  }
  const on = (day: string) => ({ now: new Date(`${day}T12:00:00Z`) });

  it('counts landings, starts and leads per group for both periods', async () => {
    await landings('2026-11-30', spring, 3);
    await landings('2026-11-01', { utm_campaign: 'spring', utm_source: 'google' }, 1);
    // Not a landing: a later page of a visit.
    await db()
      .insertInto('page_views')
      .values({ path: '/pricing', referrer_host: null, day: '2026-11-30', ...spring })
      .execute();
    await landings('2026-10-31', spring, 2);
    await landings('2026-10-01', spring, 5); // before both periods
    await landings('2026-12-01', spring, 5); // after the period
    await landings('2026-11-15', { utm_campaign: null }, 3);
    await recordFunnelEvent('screener_start', spring, on('2026-11-30'));
    await recordFunnelEvent('screener_start', spring, on('2026-11-02'));
    await recordFunnelEvent('lead', spring, on('2026-11-30'));
    await recordFunnelEvent('lead', spring, on('2026-10-02'));
    await recordFunnelEvent('lead', {}, on('2026-11-20'));

    const report = await campaignReport(db(), { days: 30, by: 'campaign', until: '2026-11-30' });
    expect(report.rows).toEqual([
      {
        group: 'spring',
        current: { landings: 4, starts: 2, leads: 1, conversion: 0.25 },
        previous: { landings: 2, starts: 0, leads: 1, conversion: 0.5 },
      },
      {
        group: '(none)',
        current: { landings: 3, starts: 0, leads: 1, conversion: 1 / 3 },
        previous: { landings: 0, starts: 0, leads: 0, conversion: null },
      },
    ]);

    const bySource = await campaignReport(db(), { days: 30, by: 'source', until: '2026-11-30' });
    expect(bySource.rows.map((r) => [r.group, r.current.landings, r.current.leads])).toEqual([
      ['(none)', 3, 1],
      ['linkedin', 3, 1],
      ['google', 1, 0],
    ]);
    const byCta = await campaignReport(db(), { days: 30, by: 'cta', until: '2026-11-30' });
    expect(byCta.rows.map((r) => [r.group, r.current.landings, r.current.leads])).toEqual([
      ['(none)', 4, 1],
      ['ad_test', 3, 1],
    ]);
  });
});

describe('the campaign report of lead statuses', () => {
  it("counts the period's leads by the status the owner recorded, per group", async () => {
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    const lead = (campaign: string | null, day: string) =>
      storeLead(
        leadSchema.parse(existingBusinessLead({ utm_campaign: campaign, utm_source: 'linkedin' })),
        { notify: false, now: at(day) },
      );
    const ids: string[] = [];
    for (const [campaign, day] of [
      ['spring', '2026-11-30'],
      ['spring', '2026-11-10'],
      ['spring', '2026-11-01'],
      [null, '2026-11-20'],
      ['spring', '2026-10-20'], // the period before: not in the statuses
    ] as const) {
      const body = leadSchema.parse(
        existingBusinessLead({ utm_campaign: campaign, utm_source: 'linkedin' }),
      );
      await storeLead(body, { notify: false, now: at(day) });
      ids.push(body.id);
    }
    await lead('spring', '2026-12-01'); // after the period
    await recordStatus(ids[0]!, 'booked');
    await recordStatus(ids[1]!, 'not_fit');
    await recordStatus(ids[4]!, 'contacted');

    const report = await campaignReport(db(), { days: 30, by: 'campaign', until: '2026-11-30' });
    expect(report.statuses).toEqual([
      { group: 'spring', counts: { new: 1, booked: 1, contacted: 0, not_fit: 1 } },
      { group: '(none)', counts: { new: 1, booked: 0, contacted: 0, not_fit: 0 } },
    ]);
    expect(report.statusTotal.counts).toEqual({ new: 2, booked: 1, contacted: 0, not_fit: 1 });
    const text = reportToText(report);
    expect(text).toContain('Leads of 2026-11-01 to 2026-11-30 by status now');
    const spring = text.split('\n').filter((line) => line.startsWith('spring'))[1]!;
    expect(spring.split(/\s{2,}/)).toEqual(['spring', '1', '1', '0', '1']);
    expect(reportToCsv(report).split('\r\n')[1]).toMatch(/^spring,.*,1,1,0,1$/);
    const bySource = await campaignReport(db(), { days: 30, by: 'source', until: '2026-11-30' });
    expect(bySource.statuses).toEqual([
      { group: 'linkedin', counts: { new: 2, booked: 1, contacted: 0, not_fit: 1 } },
    ]);
  });
});

describe('the campaign report mail', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    process.env.LEADS_NOTIFY_EMAIL = 'team@hiddengrowth.test';
    resetConfigForTests();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.LEADS_NOTIFY_EMAIL;
    resetConfigForTests();
    await sink.close();
  });

  it('sends the table to LEADS_NOTIFY_EMAIL once per period', async () => {
    const now = new Date('2026-11-30T07:00:00Z');
    await recordFunnelEvent('lead', spring, { now });
    sink.messages.length = 0;
    expect(await mailCampaignReport({ days: 7, by: 'campaign' }, now)).toBe('sent');
    expect(await mailCampaignReport({ days: 7, by: 'campaign' }, now)).toBe('already queued');
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail!.to).toMatchObject({ text: 'team@hiddengrowth.test' });
    expect(mail!.subject).toBe('Campaign report, 2026-11-24 to 2026-11-30');
    expect(mail!.text).toMatch(/^spring\s+0\s+–\s+0\s+–\s+1\s+new/m);
  });

  it('with repeat, queues the next period’s report, due once that period has ended', async () => {
    const now = new Date('2026-11-30T07:00:00Z');
    expect(await mailCampaignReport({ days: 7, by: 'source', repeat: true }, now)).toBe('sent');
    const next = await db()
      .selectFrom('jobs')
      .select(['ref', 'next_at', 'status'])
      .where('kind', '=', CAMPAIGN_REPORT_MAIL)
      .where('status', '=', 'pending')
      .execute();
    expect(next).toEqual([
      {
        ref: JSON.stringify({ days: 7, by: 'source', until: '2026-12-07', repeat: true }),
        next_at: '2026-12-08T06:00:00.000Z',
        status: 'pending',
      },
    ]);
  });

  it('sends nothing without a recipient or with a ref it cannot read', async () => {
    expect(
      await renderCampaignReport({ days: 'x', by: 'campaign', until: '2026-11-30' }),
    ).toBeNull();
    expect(await renderCampaignReport({ days: 7, by: 'nope', until: '2026-11-30' })).toBeNull();
    delete process.env.LEADS_NOTIFY_EMAIL;
    resetConfigForTests();
    expect(await renderCampaignReport({ days: 7, by: 'campaign', until: '2026-11-30' })).toBeNull();
    process.env.LEADS_NOTIFY_EMAIL = 'team@hiddengrowth.test';
    resetConfigForTests();
  });
});

describe('with the remote backend', () => {
  type Stub = Awaited<ReturnType<typeof startHttpStub>>;
  let stub: Stub;
  beforeAll(async () => {
    stub = await startHttpStub(() => ({ status: 200, body: {} }));
    process.env.BACKEND_FUNCTIONS_URL = `${stub.url}/functions/v1`;
    process.env.BACKEND_ANON_KEY = 'anon-key-for-tests';
    resetConfigForTests();
  });
  afterAll(async () => {
    delete process.env.BACKEND_FUNCTIONS_URL;
    delete process.env.BACKEND_ANON_KEY;
    resetConfigForTests();
    await stub.close();
  });

  it('sends the contract’s fields only, and counts the campaign here, once', async () => {
    const body = existingBusinessLead({
      utm_source: 'linkedin',
      utm_campaign: 'spring',
      landing_cta: 'ad_test',
    });
    expect((await postLead(jsonRequest('/api/leads', body))).status).toBe(201);
    expect((await postLead(jsonRequest('/api/leads', body))).status).toBe(201);
    const sent = stub.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    for (const fields of sent) {
      expect(Object.keys(fields)).not.toEqual(expect.arrayContaining(['utm_source']));
      expect(fields).not.toHaveProperty('utm_campaign');
      expect(fields).not.toHaveProperty('landing_cta');
      expect(fields).toMatchObject({ id: body.id, cta_source: 'pricing_basic' });
    }
    expect(await db().selectFrom('funnel_events').selectAll().execute()).toEqual([
      expect.objectContaining({ kind: 'lead', ...spring }),
    ]);
  });
});
