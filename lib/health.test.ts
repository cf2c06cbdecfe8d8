import net from 'node:net';
import { GET as health } from '@/app/api/health/route';
import { GET as live } from '@/app/api/health/live/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { resetConfigForTests } from '@/lib/config';
import { closeStore } from '@/lib/db';
import { closeRateLimitStore } from '@/lib/http/rate-limit';
import { startHttpStub } from '@/test/http-stub';
import { startSmtpSink } from '@/test/smtp-sink';
import { readiness, resetHealthForTests } from './health';

/** A loopback port that refuses connections, for an outside system that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const OUTSIDE = ['WORDPRESS_URL', 'SMTP_URL', 'BACKEND_FUNCTIONS_URL', 'BACKEND_ANON_KEY'];

function setEnv(values: Record<string, string>) {
  for (const name of OUTSIDE) delete process.env[name];
  Object.assign(process.env, values);
  resetConfigForTests();
  resetHealthForTests();
}

afterEach(() => setEnv({}));

describe('liveness', () => {
  it('answers 200 without asking anything, never cached', async () => {
    const response = live();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('readiness', () => {
  it('is ok with the store migrated and nothing outside configured', async () => {
    const response = await ready();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', store: 'up', content: 'snapshot' });
    // The first name of the check answers the same.
    expect(await (await health()).json()).toEqual({
      status: 'ok',
      store: 'up',
      content: 'snapshot',
    });
  });

  it('reports WordPress, SMTP and the remote backend that answer as up', async () => {
    const sink = await startSmtpSink();
    const stub = await startHttpStub(() => ({ status: 404 }));
    try {
      setEnv({
        WORDPRESS_URL: stub.url,
        SMTP_URL: sink.url,
        BACKEND_FUNCTIONS_URL: `${stub.url}/functions/v1`,
        BACKEND_ANON_KEY: 'anon-key-for-tests',
      });
      const response = await ready();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        store: 'up',
        content: 'wordpress',
        wordpress: 'up',
        smtp: 'up',
        backend: 'up',
      });
      // No function of the backend was called, nor anything under WordPress's REST routes.
      expect(stub.requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
        'HEAD /functions/v1',
        'HEAD /wp-json/',
      ]);
    } finally {
      await stub.close();
      await sink.close();
    }
  });

  it('stays ready (200) with every outside system down, reporting them degraded', async () => {
    const port = await closedPort();
    setEnv({
      WORDPRESS_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      BACKEND_FUNCTIONS_URL: `http://127.0.0.1:${port}/functions/v1`,
      BACKEND_ANON_KEY: 'anon-key-for-tests',
    });
    const response = await ready();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'degraded',
      store: 'up',
      content: 'wordpress',
      wordpress: 'degraded',
      smtp: 'degraded',
      backend: 'degraded',
    });
  });

  it('answers within its timeouts when an outside system hangs', async () => {
    // Accepts connections and never answers.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      setEnv({ WORDPRESS_URL: `http://127.0.0.1:${port}`, SMTP_URL: `smtp://127.0.0.1:${port}` });
      const started = Date.now();
      const report = await readiness();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(report).toMatchObject({
        status: 'degraded',
        store: 'up',
        wordpress: 'degraded',
        smtp: 'degraded',
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('is not ready (503) while the store or Redis does not answer, within its timeout', async () => {
    const port = await closedPort();
    process.env.DATABASE_URL = `postgres://site:secret@127.0.0.1:${port}/site`;
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    process.env.APP_SECRET = 'a-secret-of-at-least-32-characters-for-tests';
    setEnv({});
    await closeStore();
    await closeRateLimitStore();
    try {
      const started = Date.now();
      const response = await ready();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'down',
        store: 'down',
        redis: 'down',
        content: 'snapshot',
        // With PostgreSQL and no SMTP_URL, mail has no way out and waits in the store.
        smtp: 'degraded',
      });
    } finally {
      delete process.env.DATABASE_URL;
      delete process.env.REDIS_URL;
      delete process.env.APP_SECRET;
      setEnv({});
      await closeStore();
      await closeRateLimitStore();
    }
  });

  it('asks an outside system at most once in its interval', async () => {
    const stub = await startHttpStub(() => ({ status: 200 }));
    try {
      setEnv({ WORDPRESS_URL: stub.url });
      await readiness(1_000_000);
      await readiness(1_010_000);
      expect(stub.requests).toHaveLength(1);
      await readiness(1_040_000);
      expect(stub.requests).toHaveLength(2);
    } finally {
      await stub.close();
    }
  });
});
