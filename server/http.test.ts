import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  BAD_PATH_PAGE,
  FORWARDING_HEADERS,
  applyForwardingRules,
  closeGracefully,
  createSiteServer,
  isDecodablePath,
  parseTrustProxy,
  readSiteHeaders,
  type SiteServer,
} from './http.mjs';

const forged = {
  'x-forwarded-for': '198.51.100.7, 198.51.100.8',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '443',
  'x-real-ip': '198.51.100.9',
  forwarded: 'for=198.51.100.10;host=evil.example;proto=https',
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const portOf = (server: SiteServer) => (server.address() as AddressInfo).port;

function request(
  server: SiteServer | number,
  { headers = {}, localAddress, agent }: Partial<http.RequestOptions> = {},
): Promise<Answer> {
  const port = typeof server === 'number' ? server : portOf(server);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/', headers, localAddress, agent },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A server whose handler answers with the headers it was given. */
async function echoServer(trustProxy: boolean): Promise<SiteServer> {
  const server = createSiteServer(
    (req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.headers));
    },
    { trustProxy },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const servers: SiteServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('TRUST_PROXY', () => {
  it('is read as lib/config.ts reads it, and a typo is refused', () => {
    for (const value of [undefined, '', 'false', '0', 'no'])
      expect(parseTrustProxy(value)).toBe(false);
    for (const value of ['true', '1', 'yes']) expect(parseTrustProxy(value)).toBe(true);
    for (const value of ['maybe', 'TRUE', ' true'])
      expect(() => parseTrustProxy(value)).toThrow('TRUST_PROXY: must be true or false');
  });
});

describe('forwarding headers', () => {
  const fakeRequest = (remoteAddress: string) => ({
    headers: { host: 'site.example', ...forged } as http.IncomingHttpHeaders,
    socket: { remoteAddress } as http.IncomingMessage['socket'],
  });

  it('without a trusted proxy, drops every one a client sent and names the socket’s address', () => {
    const req = fakeRequest('::ffff:203.0.113.5');
    applyForwardingRules(req, { trustProxy: false });
    expect(req.headers).toEqual({ host: 'site.example', 'x-forwarded-for': '203.0.113.5' });
    const v6 = fakeRequest('2001:db8::1');
    applyForwardingRules(v6, { trustProxy: false });
    expect(v6.headers['x-forwarded-for']).toBe('2001:db8::1');
  });

  it('behind a trusted proxy, leaves the proxy’s headers as they came', () => {
    const req = fakeRequest('127.0.0.1');
    applyForwardingRules(req, { trustProxy: true });
    expect(req.headers).toEqual({ host: 'site.example', ...forged });
  });

  it('covers the headers the site or Next read', () => {
    expect([...FORWARDING_HEADERS].sort()).toEqual(Object.keys(forged).sort());
  });

  it('reach the handler over a real connection as the rules say', async () => {
    const closed = await echoServer(false);
    const open = await echoServer(true);
    servers.push(closed, open);

    const seen = JSON.parse((await request(closed, { headers: forged })).body);
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    for (const name of FORWARDING_HEADERS.filter((h) => h !== 'x-forwarded-for'))
      expect(seen[name]).toBeUndefined();
    // Another address on the loopback network is another client.
    const other = JSON.parse(
      (await request(closed, { headers: forged, localAddress: '127.0.0.2' })).body,
    );
    expect(other['x-forwarded-for']).toBe('127.0.0.2');

    expect(JSON.parse((await request(open, { headers: forged })).body)).toMatchObject(forged);
  });
});

describe('the server', () => {
  it('answers a bare 500 when the handler throws', async () => {
    const onError = jest.fn();
    const server = createSiteServer(
      () => {
        throw new Error('boom');
      },
      { trustProxy: false, onError },
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answer = await request(server);
    expect(answer).toMatchObject({ status: 500, body: 'Internal Server Error' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('on shutdown, refuses new connections, finishes requests in flight, then closes', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const server = createSiteServer(
      async (req, res) => {
        if (req.url === '/') {
          started();
          await released;
        }
        res.end('done');
      },
      { trustProxy: false },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // A kept-alive connection that sits idle must not hold the shutdown up.
    const agent = new http.Agent({ keepAlive: true });
    const port = portOf(server);
    await new Promise<void>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/idle', agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      }),
    );

    const slow = request(server);
    await inFlight;
    let closedAt = 0;
    const closing = closeGracefully(server, { timeoutMs: 10_000 }).then(
      () => (closedAt = Date.now()),
    );
    await expect(request(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closedAt).toBe(0);
    const releasedAt = Date.now();
    release();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: 'done' });
    expect(answer.headers.connection).toBe('close');
    await closing;
    expect(closedAt - releasedAt).toBeLessThan(1000);
    agent.destroy();
  });

  it('cuts what is still open when the shutdown time is up', async () => {
    const server = createSiteServer(() => new Promise(() => {}), { trustProxy: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const hanging = request(server).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await closeGracefully(server, { timeoutMs: 200 });
    expect(await hanging).toBe('ECONNRESET');
  });
});

describe('answers before Next', () => {
  const siteHeaders = [
    { key: 'Content-Security-Policy', value: "default-src 'self'" },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
  ];

  /** A server whose handler answers with the path and method it was given, or as told. */
  async function siteServer(
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown = (req, res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html');
      res.end(`${req.method} ${req.url}`);
    },
  ): Promise<SiteServer> {
    const server = createSiteServer(handle, { trustProxy: false, headers: siteHeaders });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  function send(
    server: SiteServer,
    path: string,
    {
      method = 'GET',
      headers = {},
      agent = false,
    }: { method?: string; headers?: http.OutgoingHttpHeaders; agent?: http.Agent | false } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: portOf(server), path, method, headers, agent },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('reads the headers next.config.ts sets on every path from the build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-headers-'));
    fs.writeFileSync(
      path.join(dir, 'routes-manifest.json'),
      JSON.stringify({
        headers: [
          { source: '/feed.xml', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
          { source: '/:path*', headers: siteHeaders, regex: '^.*$' },
        ],
      }),
    );
    expect(readSiteHeaders(dir)).toEqual(siteHeaders);
    fs.rmSync(dir, { recursive: true });
  });

  it('tells a path with a broken percent escape', () => {
    for (const path of ['/insights/%E0%A4%A', '/%', '/pricing%', '/api/%E0', '/_next/static/%E0'])
      expect(isDecodablePath(path)).toBe(false);
    for (const path of ['/', '/insights/caf%C3%A9', '/pricing?x=%', '/a%20b'])
      expect(isDecodablePath(path)).toBe(true);
  });

  it('answers an undecodable API path with 400, a short JSON error and the headers', async () => {
    const handle = jest.fn();
    const server = await siteServer(handle);
    const answer = await send(server, '/api/%E0');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      error: { message: 'The address is not valid: it has a broken percent escape.' },
    });
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(handle).not.toHaveBeenCalled();
  });

  it('sends an undecodable page path to the not-found page, answered 400', async () => {
    const server = await siteServer();
    for (const method of ['GET', 'POST']) {
      const answer = await send(server, '/pricing%', { method, headers: { 'next-action': 'x' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toBe(`GET ${BAD_PATH_PAGE}`);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const head = await send(server, '/%', { method: 'HEAD' });
    expect(head.status).toBe(400);
  });

  it('sets the headers on every answer, a bare 500 included', async () => {
    const server = await siteServer(() => {
      throw new Error('boom');
    });
    const answer = await send(server, '/');
    expect(answer.status).toBe(500);
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('names the path asked for, whatever the client claims, for the not-found log', async () => {
    const server = await siteServer((req, res) => res.end(req.headers['x-request-path']));
    const answer = await send(server, '/api/nope?x=1', {
      headers: { 'x-request-path': '/forged' },
    });
    expect(answer.body).toBe('/api/nope');
  });

  it('gives each request an id, keeping a plain one the client sent', async () => {
    const server = await siteServer((req, res) => res.end(req.headers['x-request-id']));
    const fresh = await send(server, '/');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.body).toBe(fresh.headers['x-request-id']);
    expect((await send(server, '/', { headers: { 'x-request-id': 'lb-42.a' } })).body).toBe(
      'lb-42.a',
    );
    const odd = await send(server, '/', { headers: { 'x-request-id': 'x'.repeat(300) } });
    expect(odd.body).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('closes the connection of a body it answered without reading', async () => {
    const server = await siteServer((_req, res) => {
      res.statusCode = 413;
      res.end('too large');
    });
    const socket = net.connect(portOf(server), '127.0.0.1');
    socket.write(
      'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = `400\r\n${'x'.repeat(1024)}\r\n`;
    let text = '';
    socket.on('data', (data: Buffer) => (text += data.toString()));
    const writing = setInterval(() => socket.writable && socket.write(chunk), 5);
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(writing);
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text.toLowerCase()).toContain('connection: close');
  });

  it('keeps the connection of a bodiless request alive', async () => {
    const server = await siteServer();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = await send(server, '/api/%E0', { agent });
      expect(answer.headers.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});
