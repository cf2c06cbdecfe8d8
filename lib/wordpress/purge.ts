import http from 'node:http';
import https from 'node:https';

/**
 * Refreshes the caches' copies of addresses a post change altered, so that none answers an old
 * address with the post's page once the webhook is answered. Next serves a page once more, stale,
 * after its tags expire, so each address is asked until Next answers what it should now. Stock
 * nginx cannot delete an entry: its loopback refresh server passes a request past the cache and
 * keeps the answer under the same key, so each address is asked compressed and not, with the
 * public host, until the answer is one nginx keeps (s-maxage).
 */
export type Expected = { redirectTo: string } | 'page' | 'gone';

export interface RefreshTarget {
  path: string;
  expect: Expected;
  /** Whether a cache in front keeps this address (the sitemap, max-age=0, is not kept). */
  cached?: boolean;
}

export interface RefreshOptions {
  baseUrl: string;
  host: string;
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

/** Refreshes each address (both encodings) until fresh or the deadline; never throws. */
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
