import { getConfig } from '@/lib/config';
import { errorFields, log } from '@/lib/log';

/**
 * The remote backend's HTTP client (server only: the anon key never reaches a browser). A 4xx
 * is final; the rest is retried up to 3 times with backoff, 8 s a try, all within a budget.
 */
export interface RemoteResponse {
  ok: boolean;
  status: number;
  data: unknown;
}

/** The backend could not be reached (network error, timeout or 5xx after every retry). */
export class BackendUnavailableError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'BackendUnavailableError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string>;
  retries?: number;
  /** Longest wait for one try, in ms. */
  timeoutMs?: number;
  /** Base delay of the exponential backoff, in ms. */
  backoffMs?: number;
  /** Longest time for the whole call, every try and pause included, in ms. */
  budgetMs?: number;
}

export async function callFunction(
  name: string,
  options: CallOptions = {},
): Promise<RemoteResponse> {
  const backend = getConfig().backend;
  if (backend.mode !== 'remote') throw new Error('The remote backend is not configured');
  const { method = 'POST', body, query, retries = 3, timeoutMs = 8000, backoffMs = 250 } = options;
  const deadline = options.budgetMs === undefined ? Infinity : Date.now() + options.budgetMs;
  const url = new URL(`${backend.functionsUrl}/${name}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);

  let lastProblem = 'unknown';
  let lastStatus: number | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) {
      const pause = backoffMs * 2 ** (attempt - 1);
      if (Date.now() + pause >= deadline) break;
      await new Promise((r) => setTimeout(r, pause));
    }
    const wait = Math.min(timeoutMs, deadline - Date.now());
    try {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${backend.anonKey}`,
          apikey: backend.anonKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(Math.max(1, wait)),
        cache: 'no-store',
      });
      const data: unknown = await response.json().catch(() => null);
      if (response.ok || (response.status >= 400 && response.status < 500)) {
        return { ok: response.ok, status: response.status, data };
      }
      lastStatus = response.status;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastStatus = undefined;
      lastProblem = errorFields(error).message as string;
    }
    log.warn('backend.call_failed', { function: name, attempt: attempt + 1, problem: lastProblem });
  }
  throw new BackendUnavailableError(
    `Backend function ${name} unavailable: ${lastProblem}`,
    lastStatus,
  );
}
