import { POST } from '@/app/api/analytics/pageview/route';
import { getDb } from '@/lib/db';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { jsonRequest } from '@/test/request';

beforeEach(async () => {
  resetRateLimitsForTests();
  await getDb().deleteFrom('page_views').execute();
});

describe('POST /api/analytics/pageview', () => {
  it('stores path, referrer host, cta and day, and nothing that identifies the visitor', async () => {
    const response = await POST(
      jsonRequest('/api/analytics/pageview', {
        path: '/pricing?utm=x',
        referrer: 'https://www.google.com/search?q=jtbd+research',
        cta: 'home_hero',
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = await getDb().selectFrom('page_views').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path: '/pricing',
      referrer_host: 'www.google.com',
      cta: 'home_hero',
    });
    expect(rows[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it.each([
    ['a path without a leading slash', { path: 'pricing' }],
    ['a missing path', {}],
    ['a referrer that is not a URL', { path: '/', referrer: 'nonsense' }],
    ['a cta with markup', { path: '/', cta: '<script>' }],
    ['an unknown field', { path: '/', ip: '1.2.3.4' }],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const response = await POST(jsonRequest('/api/analytics/pageview', payload));
    expect(response.status).toBe(400);
    expect(await getDb().selectFrom('page_views').selectAll().execute()).toHaveLength(0);
  });
});
