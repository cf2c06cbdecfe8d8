import { registerSiteJobs } from '@/lib/site-jobs';
import { getDb } from '@/lib/db';
import { resetConfigForTests } from '@/lib/config';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { jsonRequest } from '@/test/request';
import { POST } from './route';

registerSiteJobs();

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

beforeEach(async () => {
  delete process.env.LEADS_NOTIFY_EMAIL;
  resetConfigForTests();
  resetRateLimitsForTests();
  await getDb().deleteFrom('leads').execute();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(jsonRequest('/api/leads', body, { headers }));

async function storedIds() {
  return (await getDb().selectFrom('leads').select('id').execute()).map((r) => r.id);
}

describe('POST /api/leads', () => {
  it('stores a valid existing-business lead and answers 201 with the success message', async () => {
    const body = existingBusinessLead({ email: ' Jane@Example.com ' });
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Application submitted successfully' });
    const row = await getDb()
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'jane@example.com',
      annual_revenue: '1m_5m',
      revenue_tracking_percentage: -10,
      obstacles: JSON.stringify(body.obstacles),
      other_obstacle: 'A new competitor undercuts us',
      cta_source: 'pricing_basic',
      forward_status: 'none',
    });
  });

  it('stores a new-venture lead with pre_revenue', async () => {
    const body = newVentureLead({ annual_revenue: undefined });
    expect((await post(body)).status).toBe(201);
    const row = await getDb()
      .selectFrom('leads')
      .select(['annual_revenue', 'product_stage', 'newsletter_opt_in'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      annual_revenue: 'pre_revenue',
      product_stage: 'mvp_testing',
      newsletter_opt_in: 1,
    });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['id', { id: 'not-a-uuid' }, 'id'],
    ['business_type', { business_type: 'charity' }, 'business_type'],
    ['annual_revenue', { annual_revenue: 'pre_revenue' }, 'annual_revenue'],
    [
      'revenue_tracking_percentage',
      { revenue_tracking_percentage: 40 },
      'revenue_tracking_percentage',
    ],
    ['obstacles', { obstacles: [] }, 'obstacles'],
    ['obstacle label', { obstacles: ['Not on the list'] }, 'obstacles.0'],
    ['other_obstacle', { other_obstacle: 'x'.repeat(1001) }, 'other_obstacle'],
    ['risk_level', { risk_level: 'medium' }, 'risk_level'],
    ['customer_understanding', { customer_understanding: null }, 'customer_understanding'],
    ['full_name', { full_name: '  ' }, 'full_name'],
    ['email', { email: 'jane@example' }, 'email'],
    ['website_url', { website_url: 'example.com' }, 'website_url'],
    ['newsletter_opt_in', { newsletter_opt_in: 'yes' }, 'newsletter_opt_in'],
    ['cta_source', { cta_source: 'a b c' }, 'cta_source'],
    ['page_referrer', { page_referrer: 'x'.repeat(2049) }, 'page_referrer'],
    ['unknown field', { role: 'admin' }, 'role'],
  ];
  it.each(invalid)(
    'refuses an invalid %s with 400 naming the field',
    async (_name, change, field) => {
      const response = await post(existingBusinessLead(change));
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.message).toBe('Please check the highlighted fields and try again.');
      expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
      expect(await storedIds()).toEqual([]);
    },
  );

  it('answers the spec’s words for name, e-mail and URL', async () => {
    const response = await post(
      existingBusinessLead({ full_name: '', email: 'nope', website_url: 'nope' }),
    );
    const { error } = (await response.json()) as ErrorBody;
    expect(error.fields).toEqual({
      full_name: 'Please enter your full name.',
      email: 'Please enter a valid work e-mail address.',
      website_url: 'Please enter a valid website or LinkedIn URL (including http:// or https://).',
    });
  });

  it('refuses a body over 16 KB with 413 before parsing it', async () => {
    const response = await post(existingBusinessLead({ other_obstacle: 'x'.repeat(17 * 1024) }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(/too large/);
  });

  it('refuses another content type with 415 and broken JSON with 400', async () => {
    const form = await post('full_name=Jane', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const broken = await post('{"id": ');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorBody).error.message).toBe(
      'The request body is not valid JSON.',
    );
  });

  it('refuses a cross-site post with 403', async () => {
    expect((await post(existingBusinessLead(), { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
  });

  it('stores the same id once and answers both submissions with success', async () => {
    const body = existingBusinessLead();
    const first = await post(body);
    const second = await post({ ...body, full_name: 'Jane Retried' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual({ message: 'Application submitted successfully' });
    expect(await storedIds()).toEqual([body.id]);
    const row = await getDb().selectFrom('leads').select('full_name').executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Jane Tan');
  });

  it('rate-limits a client with 429, a clear message and Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await post(newVentureLead())).status).toBe(201);
    const limited = await post(newVentureLead());
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.message).toBe(
      'Too many applications from this connection. Please try again in 15 minutes.',
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another client is not affected.
    expect((await post(newVentureLead(), { 'x-forwarded-for': '198.51.100.9' })).status).toBe(201);
    expect(await storedIds()).toHaveLength(11);
  });
});
