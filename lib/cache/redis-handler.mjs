// Next.js's cache handler with REDIS_URL (next.config.ts names it only then): every instance
// keeps rendered pages and fetched data in one Redis, so that a webhook received by one
// instance refreshes what all of them serve. It is @fortedigital/nextjs-cache-handler set up as
// its documentation shows: the redis-strings store, entries kept per build (a page rendered by
// one build never reaches another build's visitors during a rolling deploy), and an in-memory
// store in its place when Redis cannot be reached at start-up. Next loads this file itself,
// outside the bundles, so it is plain JavaScript.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';

/** Longest wait for one Redis command; past it a read is a miss and a write is dropped. */
const TIMEOUT_MS = 1000;

CacheHandler.onCreation(async ({ buildId }) => {
  // `next build` prerenders into its own output, never into the shared store.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !buildId) {
    return { handlers: [createLruHandler()] };
  }
  const client = createClient({
    url: process.env.REDIS_URL,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  });
  let reported = false;
  client.on('error', (error) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) console.warn(`Redis cache unavailable: ${error.message}`);
    reported = true;
  });
  client.on('ready', () => (reported = false));
  try {
    await client.connect();
  } catch {
    return { handlers: [createLruHandler()] };
  }
  return {
    handlers: [createRedisHandler({ client, keyPrefix: `${buildId}:`, timeoutMs: TIMEOUT_MS })],
  };
});

export default CacheHandler;
