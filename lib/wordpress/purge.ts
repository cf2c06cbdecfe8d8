import http from 'node:http';
import https from 'node:https';

/**
 * Refreshes the caches' copies of addresses a post change altered (a renamed post's old and new
 * addresses), so that no cache answers an old address with the post's page once the webhook
 * has been answered.
 *
 * Two caches hold a page. Next's own keeps a rendered page for 10 s and then serves it once
 * more, stale, while it renders it again; so each address is asked for until Next answers what
 * it should now (the redirect, the page, or 404), not a stale copy. The deploy kit's nginx keys
 * its copies on the host, the address and the compression asked for, and stock nginx cannot
 * delete an entry: its refresh server (deploy/nginx/hidden-growth.conf, on loopback only) passes
 * each request to the site past the cache and keeps the answer under the same key, replacing the
 * old copy. So each address is asked for compressed and not, with the public host, until the
 * answer is one nginx keeps (Cache-Control with s-maxage). Without nginx, the site itself is
 * asked, which refreshes Next's cache alone.
 */

export type Expected = { redirectTo: string } | 'page' | 'gone';

export interface RefreshTarget {
  path: string;
  expect: Expected;
  /**
   * Whether a cache in front keeps this address's answers (pages do; the sitemap, which Next
   * marks max-age=0, does not): then the new answer must be one it keeps, or the old copy stays.
   */
  cached?: boolean;
}

export interface RefreshOptions {
  /** nginx's refresh server, or the site itself. */
  baseUrl: string;
  /** The public host name the cache keys its copies on. */
  host: string;
  /** How long all refreshes may take together. */
  deadlineMs?: number;
  intervalMs?: number;
}

/** The encodings the deploy kit's nginx keeps apart (its $hidden_growth_encoding). */
const ENCODINGS = ['gzip', 'identity'] as const;

interface Answer {
  status: number;
  location: string | undefined;
  /** How many Location headers came: Next 16.4 repeats it on a redirect it has just rendered. */
  locations: number;
  cacheControl: string;
  nextCache: string;
}

/** One GET past the caches, the body discarded; null when it cannot connect or times out. */
function ask(base: URL, path: string, host: string, encoding: string, timeoutMs: number) {
  return new Promise<Answer | null>((resolve) => {
    const client = base.protocol === 'https:' ? https : http;
    const request = client.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        path,
        method: 'GET',
        headers: {
          host,
          'accept-encoding': encoding,
          'user-agent': 'hidden-growth-cache-refresh',
        },
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: header(response.headers.location),
            locations: response.rawHeaders.filter(
              (name, i) => i % 2 === 0 && name.toLowerCase() === 'location',
            ).length,
            cacheControl: header(response.headers['cache-control']) ?? '',
            nextCache: header(response.headers['x-nextjs-cache']) ?? '',
          }),
        );
        response.on('error', () => resolve(null));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
    request.end();
  });
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether an answer is what the address should give now (and one a cache keeps, if `cached`). */
export function isFresh(answer: Answer, expected: Expected, cached = true): boolean {
  if (answer.nextCache.toUpperCase() === 'STALE') return false;
  const kept =
    /\bs-maxage=\d+/.test(answer.cacheControl) &&
    !/\b(private|no-store)\b/.test(answer.cacheControl);
  if (cached && !kept) return false;
  if (expected === 'page') return answer.status === 200;
  if (expected === 'gone') return answer.status === 404 || answer.status === 410;
  // A redirect Next has just rendered names its Location twice (the same address); the cached
  // copy names it once, and is the one worth keeping in front.
  if (![301, 307, 308].includes(answer.status) || answer.locations !== 1) return false;
  if (!answer.location) return false;
  return (
    new URL(answer.location, 'http://site.invalid').pathname === expected.redirectTo.split('?')[0]
  );
}

/**
 * Refreshes each address (both encodings) until its answer is fresh or the deadline passes.
 * Never throws: the addresses that kept an old answer are named in `failed`.
 */
export async function refreshAddresses(
  targets: RefreshTarget[],
  options: RefreshOptions,
): Promise<{ refreshed: string[]; failed: string[] }> {
  const base = new URL(options.baseUrl);
  const deadline = Date.now() + (options.deadlineMs ?? 3000);
  const interval = options.intervalMs ?? 100;
  const results = await Promise.all(
    targets.map(async ({ path, expect, cached }) => {
      const outcomes = await Promise.all(
        ENCODINGS.map(async (encoding) => {
          for (;;) {
            const left = deadline - Date.now();
            if (left <= 0) return false;
            const answer = await ask(base, path, options.host, encoding, Math.min(left, 2000));
            if (answer && isFresh(answer, expect, cached ?? true)) return true;
            await new Promise((resolve) => setTimeout(resolve, interval));
          }
        }),
      );
      return { path, ok: outcomes.every(Boolean) };
    }),
  );
  return {
    refreshed: results.filter((r) => r.ok).map((r) => r.path),
    failed: results.filter((r) => !r.ok).map((r) => r.path),
  };
}
