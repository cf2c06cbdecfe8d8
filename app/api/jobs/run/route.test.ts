import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { enqueueJob, registerJob } from '@/lib/jobs';
import { POST } from './route';

const SECRET = 'a-jobs-secret-for-the-tests-1234';
const ran: string[] = [];

registerJob('test-cron', {
  retrySeconds: [60],
  maxAttempts: 3,
  run: async (ref) => {
    ran.push(String(ref.name));
    return 'done';
  },
});

function call(headers: Record<string, string> = {}, body?: string) {
  return POST(
    new Request('http://localhost:3000/api/jobs/run', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.20', ...headers },
      body,
    }),
  );
}
const signed = { authorization: `Bearer ${SECRET}` };

beforeEach(async () => {
  process.env.JOBS_SECRET = SECRET;
  resetConfigForTests();
  resetRateLimitsForTests();
  ran.length = 0;
  await getDb().deleteFrom('jobs').execute();
});
afterAll(() => {
  delete process.env.JOBS_SECRET;
  resetConfigForTests();
});

describe('POST /api/jobs/run', () => {
  it('runs the due jobs once and answers what they did', async () => {
    await enqueueJob(getDb(), 'test-cron', { name: 'due' });
    await enqueueJob(
      getDb(),
      'test-cron',
      { name: 'later' },
      { runAt: new Date(Date.now() + 60_000) },
    );
    const response = await call(signed);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counts: { 'test-cron': { done: 1 } } });
    expect(ran).toEqual(['due']);
    // Nothing is due any more.
    expect(await (await call(signed)).json()).toEqual({ counts: {} });
  });

  it('is off (404) without JOBS_SECRET', async () => {
    delete process.env.JOBS_SECRET;
    resetConfigForTests();
    await enqueueJob(getDb(), 'test-cron', { name: 'due' });
    expect((await call(signed)).status).toBe(404);
    expect(ran).toEqual([]);
  });

  it('refuses a missing, wrong or malformed token with 401', async () => {
    await enqueueJob(getDb(), 'test-cron', { name: 'due' });
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer not-the-jobs-secret-at-all' },
      { authorization: `Bearer ${SECRET}x` },
      { authorization: SECRET },
      { authorization: `Basic ${SECRET}` },
    ]) {
      const response = await call(headers);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /Bearer/,
      );
    }
    expect(ran).toEqual([]);
  });

  it('takes no body', async () => {
    const response = await call({ ...signed, 'content-type': 'application/json' }, '{"all":true}');
    expect(response.status).toBe(400);
    expect(ran).toEqual([]);
    // An empty body, whatever its type, is no body.
    expect((await call({ ...signed, 'content-type': 'text/plain' }, '')).status).toBe(200);
  });

  it('is rate-limited per client, before the token is checked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call({ authorization: 'Bearer guess' })).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await call(signed)).status).toBe(429);
  });
});
