import { POST as confirm } from '@/app/api/newsletter/confirm/route';
import { POST as resend } from '@/app/api/newsletter/resend/route';
import { POST as subscribe } from '@/app/api/newsletter/subscribe/route';
import { getDb } from '@/lib/db';
import { resetConfigForTests } from '@/lib/config';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { startHttpStub, type RecordedRequest, type StubHandler } from '@/test/http-stub';
import { clearNewsletter } from '@/test/newsletter';
import { startSilentServer } from '@/test/silent-server';
import { jsonRequest } from '@/test/request';
import { startDoubleOptIn } from './index';

let stub: Awaited<ReturnType<typeof startHttpStub>>;

beforeAll(async () => {
  stub = await startHttpStub(() => ({ status: 500 }));
  process.env.BACKEND_FUNCTIONS_URL = `${stub.url}/functions/v1`;
  process.env.BACKEND_ANON_KEY = 'public-anon-key';
  resetConfigForTests();
});
afterAll(async () => {
  delete process.env.BACKEND_FUNCTIONS_URL;
  delete process.env.BACKEND_ANON_KEY;
  resetConfigForTests();
  await stub.close();
});
beforeEach(async () => {
  resetRateLimitsForTests();
  await clearNewsletter();
  stub.requests.length = 0;
});

function answer(handler: StubHandler) {
  stub.setHandler(handler);
}
const only = (): RecordedRequest => {
  expect(stub.requests).toHaveLength(1);
  return stub.requests[0]!;
};
type Body = { message?: string; alreadySubscribed?: boolean; error?: { message: string } };

describe('remote mode', () => {
  it('subscribe calls subscribe-newsletter with the seed contract and passes the reply on', async () => {
    answer(() => ({
      status: 200,
      body: { message: 'Check your inbox!', alreadySubscribed: false },
    }));
    const response = await subscribe(
      jsonRequest('/api/newsletter/subscribe', { email: ' Ada@Example.com ' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Check your inbox!',
      alreadySubscribed: false,
    });
    const call = only();
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/functions/v1/subscribe-newsletter');
    expect(JSON.parse(call.body)).toEqual({ email: 'ada@example.com', confirmed: false });
    expect(call.headers.authorization).toBe('Bearer public-anon-key');
    expect(call.headers.apikey).toBe('public-anon-key');
    expect(call.headers['content-type']).toBe('application/json');
    // Nothing is stored locally in this mode.
    expect(await getDb().selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
  });

  it('passes alreadySubscribed on, and fills in the spec message when the reply has none', async () => {
    answer(() => ({ status: 200, body: { alreadySubscribed: true } }));
    const response = await subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'a@b.co' }));
    expect(await response.json()).toEqual({
      message: 'Successfully subscribed to newsletter',
      alreadySubscribed: true,
    });
  });

  it('passes a subscribe error on with its status, or the spec text', async () => {
    answer(() => ({ status: 400, body: { error: 'Invalid email domain' } }));
    let response = await subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'a@b.co' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Body).error?.message).toBe('Invalid email domain');

    answer(() => ({ status: 422, body: {} }));
    response = await subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'c@d.co' }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as Body).error?.message).toBe(
      'Failed to subscribe to newsletter. Please check your email address and try again.',
    );
  });

  it('answers 503 when the remote backend stays down after its retries', async () => {
    answer(() => ({ status: 503 }));
    const response = await subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'a@b.co' }));
    expect(response.status).toBe(503);
    expect(((await response.json()) as Body).error?.message).toMatch(/not reachable/);
    expect(stub.requests).toHaveLength(4);
  }, 15_000);

  it('answers 503 within 5 s when the remote backend never answers', async () => {
    const silent = await startSilentServer();
    process.env.BACKEND_FUNCTIONS_URL = `${silent.url}/functions/v1`;
    resetConfigForTests();
    try {
      const started = Date.now();
      const response = await subscribe(
        jsonRequest('/api/newsletter/subscribe', { email: 'a@b.co' }),
      );
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.status).toBe(503);
      expect(((await response.json()) as Body).error?.message).toMatch(/not reachable/);
    } finally {
      process.env.BACKEND_FUNCTIONS_URL = `${stub.url}/functions/v1`;
      resetConfigForTests();
      await silent.close();
    }
  }, 10_000);

  it('resend posts the same body to subscribe-newsletter and reads error on failure', async () => {
    answer(() => ({ status: 200, body: { message: 'ignored' } }));
    let response = await resend(jsonRequest('/api/newsletter/resend', { email: 'a@b.co' }));
    expect(await response.json()).toEqual({
      message: 'Confirmation email sent! Please check your inbox.',
    });
    expect(only().url).toBe('/functions/v1/subscribe-newsletter');
    expect(JSON.parse(only().body)).toEqual({ email: 'a@b.co', confirmed: false });

    answer(() => ({ status: 429, body: { error: 'Slow down' } }));
    response = await resend(jsonRequest('/api/newsletter/resend', { email: 'e@f.co' }));
    expect(response.status).toBe(429);
    expect(((await response.json()) as Body).error?.message).toBe('Slow down');
  });

  it('a token goes to confirm-subscription by GET with the token in the query', async () => {
    answer(() => ({ status: 200, body: { message: 'Subscription confirmed' } }));
    const token = 'c0ffee00-1234-4abc-9def-000000000001';
    const response = await confirm(jsonRequest('/api/newsletter/confirm', { token }));
    expect(await response.json()).toEqual({ message: 'Subscription confirmed' });
    const call = only();
    expect(call.method).toBe('GET');
    expect(call.url).toBe(`/functions/v1/confirm-subscription?token=${token}`);
    expect(call.headers.authorization).toBe('Bearer public-anon-key');
  });

  it('a token refused by the remote is refused here too', async () => {
    answer(() => ({ status: 400, body: { error: { message: 'Token expired' } } }));
    const response = await confirm(
      jsonRequest('/api/newsletter/confirm', { token: 'a'.repeat(40) }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as Body).error?.message).toBe('Token expired');
  });

  it('a code goes to confirm-subscription-otp with { email, otpCode }', async () => {
    answer(() => ({ status: 200, body: {} }));
    const response = await confirm(
      jsonRequest('/api/newsletter/confirm', { email: 'A@b.co', otpCode: '012345' }),
    );
    expect(await response.json()).toEqual({ message: 'Subscription confirmed successfully!' });
    const call = only();
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/functions/v1/confirm-subscription-otp');
    expect(JSON.parse(call.body)).toEqual({ email: 'a@b.co', otpCode: '012345' });

    answer(() => ({ status: 400, body: { error: 'Invalid or expired code' } }));
    stub.requests.length = 0;
    const refused = await confirm(
      jsonRequest('/api/newsletter/confirm', { email: 'a@b.co', otpCode: '000000' }),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Body).error?.message).toBe('Invalid or expired code');

    answer(() => ({ status: 404, body: null }));
    const fallback = await confirm(
      jsonRequest('/api/newsletter/confirm', { email: 'a@b.co', otpCode: '000000' }),
    );
    expect(((await fallback.json()) as Body).error?.message).toBe('Failed to confirm subscription');
  });

  it('the decoy and the input checks still apply before the remote is called', async () => {
    await subscribe(
      jsonRequest('/api/newsletter/subscribe', { email: 'bot@b.co', website: 'http://x' }),
    );
    await subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'not-an-email' }));
    expect(stub.requests).toHaveLength(0);
  });

  it('startDoubleOptIn (screener) goes to subscribe-newsletter too', async () => {
    answer(() => ({ status: 200, body: { message: 'ok', alreadySubscribed: false } }));
    expect(await startDoubleOptIn({ email: 'Lead@Firm.co', source: 'screener' })).toBe('started');
    expect(JSON.parse(only().body)).toEqual({ email: 'lead@firm.co', confirmed: false });
    answer(() => ({ status: 503 }));
    stub.requests.length = 0;
    expect(await startDoubleOptIn({ email: 'lead@firm.co', source: 'screener' })).toBe('failed');
  }, 15_000);
});
