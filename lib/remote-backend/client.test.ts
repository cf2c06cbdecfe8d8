import { resetConfigForTests } from '@/lib/config';
import { startHttpStub } from '@/test/http-stub';
import { startSilentServer } from '@/test/silent-server';
import { BackendUnavailableError, callFunction } from './client';

type Stub = Awaited<ReturnType<typeof startHttpStub>>;
let stub: Stub;

beforeAll(async () => {
  stub = await startHttpStub(() => ({ status: 200, body: { message: 'ok' } }));
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
beforeEach(() => {
  stub.requests.length = 0;
});

describe('callFunction', () => {
  it('posts JSON with the key as bearer and apikey headers', async () => {
    stub.setHandler(() => ({
      status: 200,
      body: { message: 'Application submitted successfully' },
    }));
    const result = await callFunction('submit-lead', { body: { id: 'x' } });
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { message: 'Application submitted successfully' },
    });
    const [request] = stub.requests;
    expect(request!.url).toBe('/functions/v1/submit-lead');
    expect(request!.headers.authorization).toBe('Bearer anon-key-for-tests');
    expect(request!.headers.apikey).toBe('anon-key-for-tests');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({ id: 'x' });
  });

  it('sends GET with a query', async () => {
    await callFunction('confirm-subscription', { method: 'GET', query: { token: 'abc' } });
    expect(stub.requests[0]!.method).toBe('GET');
    expect(stub.requests[0]!.url).toBe('/functions/v1/confirm-subscription?token=abc');
  });

  it('does not retry a 4xx answer and returns it', async () => {
    stub.setHandler(() => ({ status: 400, body: { error: 'Invalid email' } }));
    const result = await callFunction('subscribe-newsletter', { body: {}, backoffMs: 1 });
    expect(result).toEqual({ ok: false, status: 400, data: { error: 'Invalid email' } });
    expect(stub.requests).toHaveLength(1);
  });

  it('retries a 5xx answer up to 3 times, then succeeds', async () => {
    let calls = 0;
    stub.setHandler(() =>
      ++calls < 3 ? { status: 503 } : { status: 200, body: { message: 'ok' } },
    );
    const result = await callFunction('submit-lead', { body: {}, backoffMs: 1 });
    expect(result.ok).toBe(true);
    expect(stub.requests).toHaveLength(3);
  });

  it('gives up after 1 try and 3 retries with BackendUnavailableError', async () => {
    stub.setHandler(() => ({ status: 502 }));
    await expect(callFunction('submit-lead', { body: {}, backoffMs: 1 })).rejects.toBeInstanceOf(
      BackendUnavailableError,
    );
    expect(stub.requests).toHaveLength(4);
  });

  it('treats a timeout as unavailable', async () => {
    stub.setHandler(() => ({ status: 200, body: {}, delayMs: 300 }));
    await expect(
      callFunction('submit-lead', { body: {}, timeoutMs: 50, retries: 1, backoffMs: 1 }),
    ).rejects.toBeInstanceOf(BackendUnavailableError);
  });

  it('ends a call within its budget when the backend never answers', async () => {
    const silent = await startSilentServer();
    process.env.BACKEND_FUNCTIONS_URL = `${silent.url}/functions/v1`;
    resetConfigForTests();
    try {
      const started = Date.now();
      await expect(
        callFunction('submit-lead', { body: {}, budgetMs: 600, backoffMs: 50 }),
      ).rejects.toBeInstanceOf(BackendUnavailableError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(550);
      expect(Date.now() - started).toBeLessThan(900);
      // The first try took the whole budget: no pause or retry was left.
      expect(silent.requests()).toBe(1);
    } finally {
      process.env.BACKEND_FUNCTIONS_URL = `${stub.url}/functions/v1`;
      resetConfigForTests();
      await silent.close();
    }
  });

  it('retries within the budget, and stops before a pause that would overrun it', async () => {
    stub.setHandler(() => ({ status: 503 }));
    const started = Date.now();
    await expect(
      callFunction('submit-lead', { body: {}, budgetMs: 250, backoffMs: 100 }),
    ).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(Date.now() - started).toBeLessThan(250);
    // Pauses of 100 and 200 ms: the first fits, the second would end past the budget.
    expect(stub.requests).toHaveLength(2);
  });

  it('treats a closed port as unavailable', async () => {
    process.env.BACKEND_FUNCTIONS_URL = 'http://127.0.0.1:9/functions/v1';
    resetConfigForTests();
    await expect(
      callFunction('submit-lead', { body: {}, retries: 1, backoffMs: 1 }),
    ).rejects.toBeInstanceOf(BackendUnavailableError);
    process.env.BACKEND_FUNCTIONS_URL = `${stub.url}/functions/v1`;
    resetConfigForTests();
  });
});
