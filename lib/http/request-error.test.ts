import { onRequestError } from '@/instrumentation';
import { resetConfigForTests } from '@/lib/config';
import { jsonRequest } from '@/test/request';
import { logRequestError, requestIdOf } from './request-error';
import { errorResponse } from './route';

// The server's error lines go to stderr as JSON; these tests read them there.
let lines: Record<string, unknown>[];
let write: jest.SpyInstance;
const savedLevel = process.env.LOG_LEVEL;
const savedRuntime = process.env.NEXT_RUNTIME;

beforeEach(() => {
  process.env.LOG_LEVEL = 'error';
  resetConfigForTests();
  lines = [];
  write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  });
});

afterEach(() => {
  write.mockRestore();
  process.env.LOG_LEVEL = savedLevel;
  process.env.NEXT_RUNTIME = savedRuntime;
  resetConfigForTests();
});

describe('requestIdOf', () => {
  it('reads X-Request-Id from a Fetch Headers object and from Node header records', () => {
    expect(requestIdOf(new Headers({ 'X-Request-Id': 'abc-1' }))).toBe('abc-1');
    expect(requestIdOf({ 'x-request-id': 'abc-2' })).toBe('abc-2');
    expect(requestIdOf({ 'x-request-id': ['abc-3', 'other'] })).toBe('abc-3');
    expect(requestIdOf({})).toBeUndefined();
    expect(requestIdOf(undefined)).toBeUndefined();
  });
});

describe('logRequestError', () => {
  it('writes one error line with the request id, the path without its query and the stack', () => {
    logRequestError(new TypeError('boom'), {
      requestId: 'req-7',
      method: 'GET',
      path: '/unsubscribe?token=secret-token',
      route: '/unsubscribe',
      kind: 'render',
      digest: '12345',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      event: 'request.error',
      requestId: 'req-7',
      method: 'GET',
      path: '/unsubscribe',
      route: '/unsubscribe',
      kind: 'render',
      digest: '12345',
      error: 'TypeError',
      message: 'boom',
    });
    expect(JSON.stringify(lines[0])).not.toContain('secret-token');
    expect(Array.isArray(lines[0]!.stack)).toBe(true);
  });

  it('names a thrown value that is not an Error', () => {
    logRequestError('plain text', { kind: 'action' });
    expect(lines).toEqual([expect.objectContaining({ error: 'plain text', kind: 'action' })]);
  });
});

describe("instrumentation's onRequestError", () => {
  const request = {
    path: '/insights/some-post?utm_source=mail',
    method: 'GET',
    headers: { 'x-request-id': 'from-server-ts', host: 'example.org' },
  };
  const context = {
    routerKind: 'App Router' as const,
    routePath: '/insights/[slug]',
    routeType: 'render' as const,
    renderSource: 'react-server-components' as const,
    revalidateReason: undefined,
  };

  it('logs each error Next reports once, with the id server.ts gave the request', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    const error = Object.assign(new Error('render failed'), { digest: '987' });
    await onRequestError(error, request, context);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      event: 'request.error',
      requestId: 'from-server-ts',
      path: '/insights/some-post',
      route: '/insights/[slug]',
      kind: 'render',
      digest: '987',
      message: 'render failed',
    });
  });

  it('stays silent in the Edge runtime, which has no server log of its own', async () => {
    process.env.NEXT_RUNTIME = 'edge';
    await onRequestError(new Error('edge'), request, context);
    expect(lines).toHaveLength(0);
  });
});

describe('a route error the gate answers itself', () => {
  it('is logged once with the request id, and the client sees only the generic message', async () => {
    const request = jsonRequest('/api/leads?x=1', {}, { headers: { 'x-request-id': 'req-42' } });
    const response = errorResponse(new Error('database went away'), request);
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain('database went away');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      event: 'request.error',
      requestId: 'req-42',
      method: 'POST',
      path: '/api/leads',
      kind: 'route',
      message: 'database went away',
    });
  });
});
