import {
  PAST_LAST_PAGE_CODE,
  WordPressError,
  toSearchParams,
  type Query,
  type RequestOptions,
  type TransportResponse,
  type WordPressTransport,
} from './transport';
import { isOutdated, REVALIDATE_SECONDS } from './constants';

export interface RestTransportOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Retries after the first attempt, for network failures, timeouts and 5xx. */
  retries?: number;
  backoffMs?: number;
  /** Data-cache lifetime; undefined in scripts (no framework cache there). */
  revalidateSeconds?: number | false;
  sleep?: (ms: number) => Promise<void>;
  /** An Authorization header (the preview account's application password); server only. */
  authorization?: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The REST source: a timeout each, 4xx never retried, the rest with backoff; past-last is empty. */
export function createRestTransport(options: RestTransportOptions): WordPressTransport {
  const base = options.baseUrl.replace(/\/+$/, '');
  const cachedFetch = options.fetch ?? fetch;
  // Asking past the data cache from inside a prerendered page must not use the framework's
  // fetch: a no-store request there turns the page dynamic, which a prerendered page refuses.
  const uncachedFetch = (): typeof fetch =>
    options.fetch ??
    (globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch })._nextOriginalFetch ??
    globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 4000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 150;
  const sleep = options.sleep ?? defaultSleep;
  const revalidate = options.revalidateSeconds ?? REVALIDATE_SECONDS;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.authorization) headers.Authorization = options.authorization;

  async function attempt(url: string, endpoint: string, tags: string[], noStore: boolean) {
    let response: Response;
    try {
      response = await (noStore ? uncachedFetch() : cachedFetch)(url, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
        ...(revalidate === false || noStore
          ? { cache: 'no-store' }
          : { next: { revalidate, tags } }),
      });
    } catch (error) {
      // AbortSignal.timeout rejects with a DOMException, which is not always an Error here.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw new WordPressError(
        0,
        endpoint,
        timedOut ? 'timeout' : 'network',
        timedOut
          ? `WordPress request ${endpoint} timed out after ${timeoutMs} ms`
          : `WordPress request ${endpoint} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.ok) {
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new WordPressError(
          response.status,
          endpoint,
          'invalid_json',
          'WordPress sent invalid JSON',
        );
      }
      return {
        body,
        total: headerNumber(response.headers, 'x-wp-total'),
        totalPages: headerNumber(response.headers, 'x-wp-totalpages'),
        answeredAt: headerDate(response.headers),
      } satisfies TransportResponse;
    }
    const code = await errorCode(response);
    if (response.status === 400 && code === PAST_LAST_PAGE_CODE) {
      return { body: [], total: null, totalPages: null } satisfies TransportResponse;
    }
    throw new WordPressError(response.status, endpoint, code);
  }

  async function withRetries(url: string, endpoint: string, tags: string[], noStore: boolean) {
    let lastError: WordPressError | undefined;
    for (let i = 0; i <= retries; i++) {
      if (i > 0) await sleep(backoffMs * 2 ** (i - 1));
      try {
        return await attempt(url, endpoint, tags, noStore);
      } catch (error) {
        if (!(error instanceof WordPressError)) throw error;
        if (error.isClientError) throw error;
        lastError = error;
      }
    }
    throw lastError!;
  }

  return {
    kind: 'rest',
    async request(endpoint: string, query: Query, { tags }: RequestOptions) {
      const qs = toSearchParams(query).toString();
      const url = `${base}/wp-json/wp/v2${endpoint}${qs ? `?${qs}` : ''}`;
      const response = await withRetries(url, endpoint, tags, false);
      // The data cache serves a stale answer while it refreshes in the background, and keeps
      // it while WordPress fails: one older than a day is asked for again past the cache.
      if (!isOutdated(response.answeredAt)) return response;
      return withRetries(url, endpoint, tags, true);
    },
    async requestHead(url: string, { tags }: RequestOptions) {
      const endpoint = '/rankmath/v1/getHead';
      const answer = await withRetries(
        `${base}/wp-json${endpoint}?url=${encodeURIComponent(url)}`,
        endpoint,
        tags,
        false,
      );
      return answer.body;
    },
    async reachable() {
      try {
        const response = await uncachedFetch()(
          `${base}/wp-json/wp/v2/posts?per_page=1&_fields=id`,
          {
            headers: { Accept: 'application/json' },
            signal: AbortSignal.timeout(Math.min(timeoutMs, 3000)),
            cache: 'no-store',
          },
        );
        await response.body?.cancel();
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}

function headerDate(headers: Headers): string | undefined {
  const time = Date.parse(headers.get('date') ?? '');
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

function headerNumber(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null) return null;
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body?.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}
