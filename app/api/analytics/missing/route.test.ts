import { getDb } from '@/lib/db';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { jsonRequest } from '@/test/request';
import { POST } from './route';

beforeEach(async () => {
  resetRateLimitsForTests();
  await getDb().deleteFrom('missing_pages').execute();
});

describe('POST /api/analytics/missing', () => {
  it('counts the address by the referrer’s class, keeping no referrer and no visitor', async () => {
    const response = await POST(
      jsonRequest('/api/analytics/missing', {
        path: '/insights/an-old-post?utm_source=x',
        referrer: 'https://www.google.com/search?q=private+words',
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = await getDb().selectFrom('missing_pages').selectAll().execute();
    expect(rows).toEqual([
      {
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        path: '/insights/an-old-post',
        referrer_class: 'search',
        hits: 1,
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/google|private/);
  });

  it.each([
    ['a path without a leading slash', { path: 'insights/x' }],
    ['a referrer that is not a URL', { path: '/x', referrer: 'nonsense' }],
    ['an unknown field', { path: '/x', ip: '203.0.113.7' }],
    ['a path over 2,048 characters', { path: `/${'x'.repeat(2048)}` }],
  ])('refuses %s with 400 and counts nothing', async (_name, payload) => {
    const response = await POST(jsonRequest('/api/analytics/missing', payload));
    expect(response.status).toBe(400);
    expect(await getDb().selectFrom('missing_pages').selectAll().execute()).toEqual([]);
  });

  it('is limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await POST(jsonRequest('/api/analytics/missing', { path: `/m-${i}` }))).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
