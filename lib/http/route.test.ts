import { z } from 'zod';
import { resetConfigForTests } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { jsonRequest } from '@/test/request';
import { validated } from './route';

const schema = z.strictObject({ name: z.string().min(1, 'Name is required.') });
const ok = jest.fn(async (input: { name: string }) =>
  Response.json({ hello: input.name }, { status: 201 }),
);
const handler = validated(
  { schema, maxBytes: 64, rateLimit: { name: 'test', limit: { points: 3, duration: 60 } } },
  ok,
);

beforeEach(() => {
  resetRateLimitsForTests();
  ok.mockClear();
});

async function body(response: Response) {
  return (await response.json()) as {
    error?: { message: string; fields?: Record<string, string> };
  };
}

describe('validated route handler', () => {
  it('passes a valid same-origin JSON body to the handler', async () => {
    const response = await handler(jsonRequest('/api/x', { name: 'Ada' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ hello: 'Ada' });
  });

  it('refuses another content type with 415', async () => {
    const response = await handler(
      jsonRequest('/api/x', 'name=Ada', { headers: { 'content-type': 'text/plain' } }),
    );
    expect(response.status).toBe(415);
    expect((await body(response)).error?.message).toMatch(/JSON/);
    expect(ok).not.toHaveBeenCalled();
  });

  it('refuses a cross-site request by Sec-Fetch-Site with 403', async () => {
    const response = await handler(
      jsonRequest('/api/x', { name: 'Ada' }, { headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    expect(response.status).toBe(403);
  });

  it('refuses a foreign Origin with 403 when Fetch Metadata is missing', async () => {
    const request = new Request('http://localhost:3000/api/x', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        host: 'localhost:3000',
      },
      body: JSON.stringify({ name: 'Ada' }),
    });
    expect((await handler(request)).status).toBe(403);
  });

  it('accepts its own Origin when Fetch Metadata is missing', async () => {
    const request = new Request('http://localhost:3000/api/x', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
      },
      body: JSON.stringify({ name: 'Ada' }),
    });
    expect((await handler(request)).status).toBe(201);
  });

  it('refuses a body over the cap with 413 before parsing', async () => {
    const response = await handler(jsonRequest('/api/x', { name: 'x'.repeat(200) }));
    expect(response.status).toBe(413);
    expect(ok).not.toHaveBeenCalled();
  });

  it('refuses an oversized body even without Content-Length', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ name: 'y'.repeat(500) })));
        controller.close();
      },
    });
    const request = new Request('http://localhost:3000/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handler(request)).status).toBe(413);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await handler(jsonRequest('/api/x', '{"name":'));
    expect(response.status).toBe(400);
    expect((await body(response)).error?.message).toMatch(/not valid JSON/);
  });

  it('refuses an invalid field with 400 naming it', async () => {
    const response = await handler(jsonRequest('/api/x', { name: '' }));
    expect(response.status).toBe(400);
    expect((await body(response)).error?.fields).toEqual({ name: 'Name is required.' });
  });

  it('refuses unknown fields with 400 naming them', async () => {
    const response = await handler(jsonRequest('/api/x', { name: 'Ada', admin: true }));
    expect(response.status).toBe(400);
    expect((await body(response)).error?.fields).toEqual({ admin: 'Unknown field.' });
  });

  it('rate-limits per client with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await handler(jsonRequest('/api/x', { name: 'Ada' }))).status).toBe(201);
    const limited = await handler(jsonRequest('/api/x', { name: 'Ada' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await body(limited)).error?.message).toMatch(/Too many requests/);
    // Another client still gets through.
    const other = await handler(
      jsonRequest('/api/x', { name: 'Ada' }, { headers: { 'x-forwarded-for': '198.51.100.1' } }),
    );
    expect(other.status).toBe(201);
  });

  it('answers an AppError thrown by the handler with its status and message', async () => {
    const failing = validated({ schema }, async () => {
      throw new AppError(409, 'Already done.');
    });
    const response = await failing(jsonRequest('/api/x', { name: 'Ada' }));
    expect(response.status).toBe(409);
    expect((await body(response)).error?.message).toBe('Already done.');
  });

  it('hides an unexpected error behind a generic 500 without details', async () => {
    const failing = validated({ schema }, async () => {
      throw new Error('SQLITE_CORRUPT: /secret/path/site.db');
    });
    const response = await failing(jsonRequest('/api/x', { name: 'Ada' }));
    expect(response.status).toBe(500);
    const text = JSON.stringify(await response.json());
    expect(text).not.toContain('SQLITE');
    expect(text).not.toContain('/secret/path');
  });

  it('accepts a form body where allowed', async () => {
    const formHandler = validated({ schema, accept: ['json', 'form'] }, ok);
    const response = await formHandler(
      jsonRequest('/api/x', 'name=Ada', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(response.status).toBe(201);
  });

  it('accepts a multipart form body where forms are allowed, and refuses files', async () => {
    const formHandler = validated({ schema, accept: ['json', 'form'] }, ok);
    const form = new FormData();
    form.set('name', 'Ada');
    const multipart = new Request('http://localhost:3000/api/x', { method: 'POST', body: form });
    const response = await formHandler(
      jsonRequest('/api/x', await multipart.text(), {
        headers: { 'content-type': multipart.headers.get('content-type')! },
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ hello: 'Ada' });

    const withFile = new FormData();
    withFile.set('name', new Blob(['x']), 'x.txt');
    const fileRequest = new Request('http://localhost:3000/api/x', {
      method: 'POST',
      body: withFile,
    });
    const refused = await formHandler(
      jsonRequest('/api/x', await fileRequest.text(), {
        headers: { 'content-type': fileRequest.headers.get('content-type')! },
      }),
    );
    expect(refused.status).toBe(400);
    // Without 'form' accepted, multipart is still 415.
    const jsonOnly = await handler(
      jsonRequest('/api/x', await new Request('http://x/', { method: 'POST', body: form }).text(), {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
    );
    expect(jsonOnly.status).toBe(415);
  });
});

describe('forwarding headers in validated()', () => {
  const fromProxy = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
      body: JSON.stringify({ name: 'Ada' }),
    });
  const forgedHost = { 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' };

  afterEach(() => {
    delete process.env.TRUST_PROXY;
    resetConfigForTests();
  });

  it('without a trusted proxy, X-Forwarded-Host cannot make a foreign Origin this site', async () => {
    expect((await handler(fromProxy(forgedHost))).status).toBe(403);
    expect(ok).not.toHaveBeenCalled();
  });

  it.each([
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
    ['X-Forwarded-Port', { 'x-forwarded-port': '443' }],
    ['X-Real-IP', { 'x-real-ip': '192.0.2.1' }],
    ['Forwarded', { forwarded: 'for=192.0.2.1;host=evil.example;proto=https' }],
  ])('without a trusted proxy, %s changes no same-origin decision', async (_name, header) => {
    for (const origin of ['http://evil.example', 'https://evil.example'])
      expect((await handler(fromProxy({ ...forgedHost, ...header, origin }))).status).toBe(403);
    expect(
      (await handler(fromProxy({ ...forgedHost, ...header, origin: 'http://localhost:3000' })))
        .status,
    ).toBe(201);
  });

  it('behind a trusted proxy, X-Forwarded-Host names the site’s public host', async () => {
    process.env.TRUST_PROXY = 'true';
    resetConfigForTests();
    const publicHost = { 'x-forwarded-host': 'www.site.example' };
    expect(
      (await handler(fromProxy({ ...publicHost, origin: 'https://www.site.example' }))).status,
    ).toBe(201);
    // The same headers as in the test above, now set by the proxy itself.
    expect((await handler(fromProxy(forgedHost))).status).toBe(201);
  });
});
