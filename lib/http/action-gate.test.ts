import { z } from 'zod';
import { resetConfigForTests } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { throughGate } from './action-gate';
import { resetRateLimitsForTests } from './rate-limit';

// The request a Server Action runs in: what next/headers would give it.
let requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));

const gate = {
  schema: z.strictObject({ email: z.string().min(1, 'Please enter your email address') }),
  rateLimit: {
    name: 'action-gate-test',
    limit: { points: 2, duration: 60 },
    message: 'Too many tries from this connection.',
  },
};

beforeEach(() => {
  resetConfigForTests();
  resetRateLimitsForTests();
  requestHeaders = new Headers({ 'x-forwarded-for': '203.0.113.7' });
});

describe('a form’s Server Action through its route’s rules', () => {
  it('runs the work with the parsed input and hands back its result', async () => {
    const work = jest.fn(async ({ email }: { email: string }) => `kept ${email}`);
    expect(await throughGate(gate, { email: 'a@b.co' }, work)).toEqual({
      ok: true,
      value: 'kept a@b.co',
    });
  });

  it('refuses what the schema refuses, unknown fields too, without running the work', async () => {
    const work = jest.fn();
    expect(await throughGate(gate, { email: '' }, work)).toEqual({
      ok: false,
      status: 400,
      message: 'Please enter your email address',
      fields: { email: 'Please enter your email address' },
    });
    expect(await throughGate(gate, { email: 'a@b.co', extra: 1 }, work)).toMatchObject({
      ok: false,
      status: 400,
      fields: { extra: 'Unknown field.' },
    });
    expect(work).not.toHaveBeenCalled();
  });

  it('counts each client address in the route’s bucket and refuses past its limit', async () => {
    const work = async () => 'ok';
    await throughGate(gate, { email: 'a@b.co' }, work);
    // A refused input still spends a point, as it does at the route.
    await throughGate(gate, { email: '' }, work);
    expect(await throughGate(gate, { email: 'a@b.co' }, work)).toEqual({
      ok: false,
      status: 429,
      message: 'Too many tries from this connection.',
      fields: {},
    });
    requestHeaders = new Headers({ 'x-forwarded-for': '198.51.100.9' });
    expect(await throughGate(gate, { email: 'a@b.co' }, work)).toEqual({ ok: true, value: 'ok' });
  });

  it('words a refusal of the work as its own, and anything else as the generic message', async () => {
    expect(
      await throughGate(gate, { email: 'a@b.co' }, async () => {
        throw new AppError(409, 'Already there.');
      }),
    ).toEqual({ ok: false, status: 409, message: 'Already there.', fields: {} });
    expect(
      await throughGate(gate, { email: 'a@b.co' }, async () => {
        throw new Error('SQLITE_BUSY at /srv/data/site.db');
      }),
    ).toEqual({
      ok: false,
      status: 500,
      message: 'Something went wrong. Please try again.',
      fields: {},
    });
  });

  it('logs an unexpected failure once, with the request id server.ts gave the request', async () => {
    process.env.LOG_LEVEL = 'error';
    resetConfigForTests();
    requestHeaders = new Headers({ 'x-forwarded-for': '192.0.2.4', 'x-request-id': 'act-9' });
    const written: string[] = [];
    const write = jest
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk) => written.push(String(chunk)) > 0);
    try {
      await throughGate(gate, { email: 'a@b.co' }, async () => {
        throw new Error('disk full');
      });
    } finally {
      write.mockRestore();
      process.env.LOG_LEVEL = 'silent';
      resetConfigForTests();
    }
    const lines = written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'request.error',
        requestId: 'act-9',
        kind: 'action',
        message: 'disk full',
      }),
    ]);
  });
});
