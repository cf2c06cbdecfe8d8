import 'server-only';
import type { AsyncLocalStorage } from 'node:async_hooks';

interface Hint {
  status: number;
  headers: Record<string, string>;
}

const KEY = Symbol.for('hidden-growth.response-hints');

/**
 * Asks for a 503 with Retry-After on the document being rendered: a page whose content source
 * failed with nothing kept. It takes effect under the site's server (server/response-hints.mjs)
 * for what renders before the head is written; elsewhere (next dev, a client navigation) the
 * page keeps Next's status.
 */
export function answerUnavailable(retryAfterSeconds: number): void {
  const storage = (globalThis as { [KEY]?: AsyncLocalStorage<Hint> })[KEY];
  const hint = storage?.getStore();
  if (!hint) return;
  hint.status = 503;
  hint.headers['Retry-After'] = String(retryAfterSeconds);
}
