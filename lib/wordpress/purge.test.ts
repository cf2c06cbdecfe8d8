import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { refreshAddresses } from './purge';

/**
 * A stand-in for the cache in front of the site: each address answers a sequence of answers,
 * one per request (the last repeats), as Next does after a rename: its stale copy once while it
 * renders again, then the new answer.
 */
async function startCache(
  answers: Record<string, { status: number; headers?: Record<string, string> }[]>,
) {
  const seen: { path: string; host: string; encoding: string }[] = [];
  const served = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({
      path,
      host: req.headers.host ?? '',
      encoding: String(req.headers['accept-encoding'] ?? ''),
    });
    const list = answers[path] ?? [{ status: 404 }];
    const index = served.get(path) ?? 0;
    served.set(path, index + 1);
    const answer = list[Math.min(index, list.length - 1)]!;
    res.writeHead(answer.status, answer.headers ?? {});
    res.end('body');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const cacheable = { 'cache-control': 's-maxage=10, stale-while-revalidate=31535990' };

describe('refreshing a renamed post’s addresses in the caches', () => {
  it('asks again until the old address redirects and the new one is the page, in both encodings', async () => {
    const cache = await startCache({
      '/insights/old': [
        { status: 200, headers: { ...cacheable, 'x-nextjs-cache': 'STALE' } },
        {
          status: 308,
          headers: { ...cacheable, location: '/insights/new', 'x-nextjs-cache': 'HIT' },
        },
      ],
      '/insights/new': [{ status: 200, headers: { ...cacheable, 'x-nextjs-cache': 'MISS' } }],
    });
    try {
      const result = await refreshAddresses(
        [
          { path: '/insights/old', expect: { redirectTo: '/insights/new' } },
          { path: '/insights/new', expect: 'page' },
        ],
        { baseUrl: cache.url, host: 'www.example.com', intervalMs: 10 },
      );
      expect(result).toEqual({ refreshed: ['/insights/old', '/insights/new'], failed: [] });
      // Each key of the cache in front: the address, compressed and not.
      const encodings = (path: string) =>
        cache.seen.filter((r) => r.path === path).map((r) => r.encoding);
      expect(new Set(encodings('/insights/new'))).toEqual(new Set(['gzip', 'identity']));
      expect(encodings('/insights/old')).toContain('gzip');
      expect(encodings('/insights/old')).toContain('identity');
      // The cache keys its copies on the site's public host.
      expect(new Set(cache.seen.map((r) => r.host))).toEqual(new Set(['www.example.com']));
    } finally {
      await cache.close();
    }
  });

  it('does not take an answer the cache in front would not keep for the new one', async () => {
    const cache = await startCache({
      '/insights/old': [
        {
          status: 308,
          headers: { location: '/insights/new', 'cache-control': 'private, no-cache, no-store' },
        },
        { status: 308, headers: { ...cacheable, location: '/insights/new' } },
      ],
    });
    try {
      const result = await refreshAddresses(
        [{ path: '/insights/old', expect: { redirectTo: '/insights/new' } }],
        { baseUrl: cache.url, host: 'www.example.com', intervalMs: 10 },
      );
      expect(result.refreshed).toEqual(['/insights/old']);
      expect(cache.seen.filter((r) => r.path === '/insights/old').length).toBeGreaterThan(2);
    } finally {
      await cache.close();
    }
  });

  it('gives up within its time, naming the address that kept its old answer', async () => {
    const cache = await startCache({
      '/insights/old': [{ status: 200, headers: { ...cacheable, 'x-nextjs-cache': 'HIT' } }],
    });
    try {
      const started = Date.now();
      const result = await refreshAddresses(
        [{ path: '/insights/old', expect: { redirectTo: '/insights/new' } }],
        { baseUrl: cache.url, host: 'www.example.com', intervalMs: 10, deadlineMs: 300 },
      );
      expect(result).toEqual({ refreshed: [], failed: ['/insights/old'] });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await cache.close();
    }
  });

  it('counts an address gone when it answers 404, and a refresh that cannot connect as failed', async () => {
    const cache = await startCache({
      '/insights/gone': [{ status: 404, headers: cacheable }],
    });
    try {
      expect(
        await refreshAddresses([{ path: '/insights/gone', expect: 'gone' }], {
          baseUrl: cache.url,
          host: 'www.example.com',
          intervalMs: 10,
        }),
      ).toEqual({ refreshed: ['/insights/gone'], failed: [] });
    } finally {
      await cache.close();
    }
    expect(
      await refreshAddresses([{ path: '/insights/gone', expect: 'gone' }], {
        baseUrl: 'http://127.0.0.1:9',
        host: 'www.example.com',
        intervalMs: 10,
        deadlineMs: 200,
      }),
    ).toEqual({ refreshed: [], failed: ['/insights/gone'] });
  });

  it('takes an answer no cache keeps for an address no cache keeps (the sitemap)', async () => {
    const never = 'public, max-age=0, must-revalidate';
    const cache = await startCache({
      '/sitemap.xml': [
        { status: 200, headers: { 'cache-control': never, 'x-nextjs-cache': 'STALE' } },
        { status: 200, headers: { 'cache-control': never, 'x-nextjs-cache': 'HIT' } },
      ],
    });
    try {
      const started = Date.now();
      const result = await refreshAddresses(
        [{ path: '/sitemap.xml', expect: 'page', cached: false }],
        { baseUrl: cache.url, host: 'www.example.com', intervalMs: 10 },
      );
      expect(result).toEqual({ refreshed: ['/sitemap.xml'], failed: [] });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await cache.close();
    }
  });

  it('keeps asking while a redirect names its Location twice, as Next’s freshly rendered one does', async () => {
    const seen: number[] = [];
    const server = http.createServer((req, res) => {
      seen.push(seen.length);
      const headers: [string, string][] = [
        ['cache-control', 's-maxage=10, stale-while-revalidate=31535990'],
        ['location', '/insights/new'],
      ];
      if (seen.length === 1) headers.push(['location', '/insights/new']);
      res.writeHead(308, headers.flat());
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const result = await refreshAddresses(
        [{ path: '/insights/old', expect: { redirectTo: '/insights/new' } }],
        { baseUrl: `http://127.0.0.1:${port}`, host: 'www.example.com', intervalMs: 10 },
      );
      expect(result.refreshed).toEqual(['/insights/old']);
      expect(seen.length).toBeGreaterThanOrEqual(3);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
