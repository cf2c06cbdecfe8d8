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
  const redis = createRedisHandler({ client, keyPrefix: `${buildId}:`, timeoutMs: TIMEOUT_MS });
  return { handlers: [replayingRevalidations(redis, client)] };
});

/** How often revalidations that Redis could not take are tried again while it is away. */
const REPLAY_EVERY_MS = 2000;

/**
 * The Redis handler, with the revalidations it could not record kept and replayed. A webhook
 * received while Redis is away revalidates its tags here; the handler refuses (not connected,
 * or no answer within the timeout), and without this the pages and data Redis still holds
 * from before would be served by every instance until their own revalidation period ran out
 * (five minutes for WordPress data). The tags are kept in this process, and tried again when
 * the client reconnects and every two seconds until Redis takes them, so every instance reads
 * the fresh content once Redis is back. (An instance stopped before then forgets them.)
 */
function replayingRevalidations(handler, client) {
  const pending = new Set();
  let timer;
  let replaying = false;
  const replay = async () => {
    if (replaying || pending.size === 0) return;
    replaying = true;
    try {
      for (const tag of [...pending]) {
        await handler.revalidateTag(tag);
        pending.delete(tag);
      }
      console.warn(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'warn',
          event: 'cache.revalidations_replayed',
        }),
      );
    } catch {
      schedule();
    } finally {
      replaying = false;
    }
  };
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void replay();
    }, REPLAY_EVERY_MS);
    timer.unref();
  };
  client.on('ready', () => void replay());
  return {
    ...handler,
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag);
      } catch (error) {
        pending.add(tag);
        schedule();
        throw error;
      }
    },
  };
}

export default CacheHandler;
