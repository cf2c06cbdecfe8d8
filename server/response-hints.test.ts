import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerUnavailable } from '@/lib/http/response-hints';
import { withResponseHints } from './response-hints.mjs';

/** A server whose handler renders asynchronously, as Next's does, then writes its answer. */
function serve(render: (req: http.IncomingMessage) => Promise<void>) {
  const server = http.createServer(
    withResponseHints(async (req, res) => {
      await render(req);
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html');
      res.end('<p>page</p>');
    }),
  );
  return new Promise<http.Server>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server)),
  );
}

async function get(server: http.Server, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/insights`, { headers });
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

describe('response hints', () => {
  let server: http.Server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('answers 503 with Retry-After when the page asks for it before its head is written', async () => {
    server = await serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      answerUnavailable(120);
    });
    expect(await get(server)).toEqual({ status: 503, retryAfter: '120' });
  });

  it('leaves the status alone when nothing asks', async () => {
    server = await serve(async () => undefined);
    expect(await get(server)).toEqual({ status: 200, retryAfter: null });
  });

  it('keeps the client router’s own requests at their status', async () => {
    server = await serve(async () => answerUnavailable(120));
    expect(await get(server, { rsc: '1' })).toEqual({ status: 200, retryAfter: null });
  });

  it('keeps each request’s hint to itself', async () => {
    server = await serve(async (req) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (req.headers['x-fail']) answerUnavailable(60);
    });
    const [failed, fine] = await Promise.all([get(server, { 'x-fail': '1' }), get(server)]);
    expect(failed.status).toBe(503);
    expect(fine).toEqual({ status: 200, retryAfter: null });
  });

  it('does nothing outside the site’s server', () => {
    expect(() => answerUnavailable(120)).not.toThrow();
  });
});
