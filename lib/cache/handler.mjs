// Next.js's cache handler (next.config.ts `cacheHandler`): where rendered pages, route
// answers and fetched data are kept between requests. Next loads this file itself, outside the
// bundles, so it is plain JavaScript that reads its one setting from the environment.
//
// Without REDIS_URL (and always while `next build` runs) it is Next's own file-system cache:
// memory plus .next/cache, per instance, exactly as without a handler.
//
// With REDIS_URL, every instance shares one cache in Redis through
// @fortedigital/nextjs-cache-handler's redis-strings store, so that a webhook received by one
// instance refreshes what all of them serve. On top of that store:
// - Entries are kept per build (the key prefix holds the build id): a page rendered by one
//   build never reaches another build's visitors during a rolling deploy.
// - Each revalidated tag is recorded with its time in one hash shared by all builds, and an
//   entry carrying a tag revalidated after it was written counts as a miss. The store's own
//   deletion covers the build that received the webhook; the times cover the others.
// - A page that is not in Redis is read from this build's own prerendered output (Next's
//   files in .next/server), unless one of its tags was revalidated after the build. The
//   handler package's registerInitialCache() seeds Redis under pathnames, but Next 16.4 keys
//   its page entries by route (/route-cache/...), so those seeds would never be read.
// - When Redis does not answer, reads miss (pages are rendered afresh) and writes are dropped:
//   nothing stale is served and no request waits longer than the store's timeout.
import fs from 'node:fs/promises';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import nodeFsModule from 'next/dist/server/lib/node-fs-methods.js';
import { createClient } from 'redis';
import { isMarkedNotCached } from './not-cached.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
// Next's own file methods, for when the server hands the handler none (the standalone server).
const { nodeFs } = nodeFsModule;

/** Everything this handler writes to Redis starts with this. */
export const KEY_PREFIX = 'next:';
/** The hash of revalidated tags and the time each was last revalidated (epoch ms). */
export const TAG_TIMES_KEY = `${KEY_PREFIX}tag-times`;
const TIMEOUT_MS = 1000;
/** Lifetime of an entry without a revalidate period; a stale entry is kept a day longer. */
const DEFAULT_STALE_SECONDS = 30 * 24 * 60 * 60;
const KEEP_STALE_SECONDS = 24 * 60 * 60;
/** Next's own limit for one fetched answer in its file-system cache. */
const FETCH_CACHE_MAX_BYTES = 2 * 1024 * 1024;
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

const redisUrl = process.env.REDIS_URL?.trim() || undefined;
const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

function warn(event, fields = {}) {
  if (['error', 'silent'].includes(process.env.LOG_LEVEL ?? '')) return;
  const line = { time: new Date().toISOString(), level: 'warn', event, ...fields };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

function errorFields(error) {
  return error instanceof Error
    ? { error: error.name, message: error.message }
    : { error: String(error) };
}

/** A rendered page marked as not to be kept (not-cached.mjs). */
function notToKeep(data) {
  return data?.kind === 'APP_PAGE' && isMarkedNotCached(data.html);
}

/**
 * Next's file-system cache with the one check Next applies only when no handler is
 * configured: a fetched answer over 2 MB is not cached. A page marked as not to be kept is
 * not written, and the copy it would have replaced is dropped, so its next request renders.
 */
class LocalCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (notToKeep(data)) {
      FileSystemCache.memoryCache?.remove(key);
      await Promise.all(
        ['.html', '.rsc', '.meta', '.segments'].map((suffix) =>
          fs.rm(this.getFilePath(`${key}${suffix}`, 'APP_PAGE'), { force: true, recursive: true }),
        ),
      ).catch((error) => warn('cache.drop_failed', errorFields(error)));
      return;
    }
    if (
      ctx?.fetchCache &&
      !ctx.isImplicitBuildTimeCache &&
      JSON.stringify(data).length > FETCH_CACHE_MAX_BYTES
    ) {
      console.warn(
        `Failed to set Next.js data cache for ${ctx.fetchUrl || key}, items over 2MB can not be cached`,
      );
      return;
    }
    return super.set(key, data, ctx);
  }
}

/** The process's Redis connection, created on first use; it reconnects by itself. */
let connection;
function redis() {
  if (!connection) {
    const client = createClient({
      url: redisUrl,
      disableOfflineQueue: true,
      commandOptions: { timeout: TIMEOUT_MS },
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
      },
    });
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      warn('cache.redis_unavailable', errorFields(error));
    });
    client.on('ready', () => (reported = false));
    connection = { client, connecting: client.connect().catch(() => undefined) };
  }
  return connection;
}

function waitAtMost(promise, ms) {
  let timer;
  return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).then(
    () => clearTimeout(timer),
  );
}

CacheHandler.onCreation(async ({ buildId }) => {
  const { client, connecting } = redis();
  await waitAtMost(connecting, TIMEOUT_MS);
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: `${KEY_PREFIX}${buildId ?? 'unknown'}:`,
        timeoutMs: TIMEOUT_MS,
        keyExpirationStrategy: 'EXAT',
      }),
    ],
    ttl: {
      defaultStaleAge: DEFAULT_STALE_SECONDS,
      estimateExpireAge: (staleAge) => staleAge + KEEP_STALE_SECONDS,
    },
  };
});

/** Every tag an entry answers to: its own, its response's header, and the reader's. */
function tagsOf(entry, ctx) {
  const tags = new Set(entry.tags ?? []);
  const header = entry.value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  for (const tag of ctx?.tags ?? []) tags.add(tag);
  for (const tag of ctx?.softTags ?? []) tags.add(tag);
  return [...tags];
}

/** True when a tag of the entry was revalidated after the entry was written, or unknown. */
async function revalidatedSince(entry, ctx) {
  const tags = tagsOf(entry, ctx);
  if (tags.length === 0) return false;
  try {
    const times = await redis().client.hmGet(TAG_TIMES_KEY, tags);
    const written = entry.lastModified ?? 0;
    return times.some((time) => time !== null && Number(time) > written);
  } catch (error) {
    warn('cache.tag_check_failed', errorFields(error));
    return true;
  }
}

/**
 * The shared store keeps an entry's revalidate period in its lifespan; Next reads it from
 * cacheControl, and would otherwise treat a route another instance rendered as due at once.
 */
function withCacheControl(entry) {
  if (entry.cacheControl || !RESPONSE_KINDS.has(entry.value?.kind)) return entry;
  const revalidate = entry.lifespan?.revalidate;
  if (revalidate === undefined) return entry;
  return { ...entry, cacheControl: { revalidate, expire: undefined } };
}

/**
 * The cache's view of the disk with the pages rendered at run time left out: Next writes those
 * under its route cache's own folder, the build's output elsewhere. An instance without Redis
 * started from the same folder (another configuration, a test) may have rendered a page
 * there, without the tags a webhook would expire; the shared cache falls back to the build's
 * own copy only.
 */
function buildOutputOnly(cacheFs) {
  const hidden = (file) =>
    typeof file === 'string' && file.includes(`${path.sep}route-cache${path.sep}`);
  const missing = (file) => Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
  return new Proxy(cacheFs, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property === 'existsSync') return (file) => !hidden(file) && value.call(target, file);
      if (property === 'readFileSync') {
        return (file, ...rest) => {
          if (hidden(file)) throw missing(file);
          return value.call(target, file, ...rest);
        };
      }
      if (property === 'readFile' || property === 'stat') {
        return async (file, ...rest) => {
          if (hidden(file)) throw missing(file);
          return value.call(target, file, ...rest);
        };
      }
      return value.bind(target);
    },
  });
}

class SharedCache {
  constructor(ctx) {
    this.shared = new CacheHandler(ctx);
    this.prerendered = new FileSystemCache({
      ...ctx,
      fs: buildOutputOnly(ctx.fs ?? nodeFs),
      flushToDisk: false,
      maxMemoryCacheSize: 0,
    });
  }

  async get(key, ctx) {
    const entry = await this.shared.get(key, ctx);
    if (entry) return (await revalidatedSince(entry, ctx)) ? null : withCacheControl(entry);
    if (!RESPONSE_KINDS.has(ctx?.kind) || !redis().client.isReady) return null;
    const prerendered = await this.prerendered.get(key, ctx);
    if (!prerendered) return null;
    return (await revalidatedSince(prerendered, ctx)) ? null : prerendered;
  }

  async set(key, data, ctx) {
    // A page marked as not to be kept is not written (a copy already in Redis expires with
    // its revalidate period).
    if (notToKeep(data)) return;
    await this.shared.set(key, data, ctx);
  }

  async revalidateTag(tags, _durations) {
    // Every revalidation expires at once (the site asks for { expire: 0 }).
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const now = String(Date.now());
    try {
      await redis().client.hSet(TAG_TIMES_KEY, Object.fromEntries(list.map((tag) => [tag, now])));
    } catch (error) {
      warn('cache.revalidate_failed', { tags: list.length, ...errorFields(error) });
    }
    await this.shared.revalidateTag(list);
  }

  resetRequestCache() {}
}

const useRedis = Boolean(redisUrl) && !building;

export default useRedis ? SharedCache : LocalCache;
