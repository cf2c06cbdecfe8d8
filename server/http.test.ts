import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FORWARDING_HEADERS,
  applyForwardingRules,
  closeGracefully,
  createSiteServer,
  parseTrustProxy,
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
