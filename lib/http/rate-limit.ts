import { createHash } from 'node:crypto';
import { Pool } from 'pg';
import { createClient } from 'redis';
import {
  RLWrapperTimeouts,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { getConfig, type AppConfig } from '@/lib/config';
import { errorFields, log } from '@/lib/log';
import { MemoryRateLimiter } from './memory-limiter';

/**
 * Named limiters counted in Redis (REDIS_URL), else PostgreSQL (DATABASE_URL), else memory, so a
 * shared store makes a limit hold site-wide. A shared store slower than LIMIT_TIMEOUT_MS never
 * holds a request up: the call is counted in memory meanwhile.
 */
export interface Limit {
  points: number;
  duration: number;
}

export type LimitStoreKind = 'memory' | 'redis' | 'postgres';

/** How long a call may wait for Redis or PostgreSQL before the local limiter answers. */
export const LIMIT_TIMEOUT_MS = 300;

export const LIMITS_TABLE = 'rate_limits';

interface Limiter {
  consume(key: string, points?: number): Promise<unknown>;
}

export function limitStoreKind(config: Pick<AppConfig, 'redisUrl' | 'store'>): LimitStoreKind {
  if (config.redisUrl) return 'redis';
  if (config.store.kind === 'postgres') return 'postgres';
  return 'memory';
}

type RedisClient = ReturnType<typeof createClient>;

export type StoreConnection =
  | { kind: 'memory' }
  | { kind: 'redis'; client: RedisClient; ready: Promise<unknown> }
  | { kind: 'postgres'; pool: Pool; ready: Promise<unknown> };

export function connectLimitStore(config: AppConfig): StoreConnection {
  const kind = limitStoreKind(config);
  if (kind === 'redis') {
    const client = createClient({
      url: config.redisUrl,
      // Commands fail at once while disconnected and give up after the timeout: nothing piles up.
      disableOfflineQueue: true,
      commandOptions: { timeout: LIMIT_TIMEOUT_MS },
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
      },
    });
    let reported = false;
    client.on('error', (error: unknown) => {
      if (reported) return;
      reported = true;
      log.warn('rate_limit.redis_unavailable', errorFields(error));
    });
    client.on('ready', () => (reported = false));
    const ready = client.connect().catch(() => undefined);
    return { kind, client, ready };
  }
  if (kind === 'postgres' && config.store.kind === 'postgres') {
    const pool = new Pool({
      connectionString: config.store.url,
      max: 4,
      connectionTimeoutMillis: 2000,
      query_timeout: LIMIT_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
    });
    pool.on('error', (error) => log.warn('rate_limit.postgres_unavailable', errorFields(error)));
    return { kind, pool, ready: ensureLimitsTable(pool) };
  }
  return { kind: 'memory' };
}

/** Creates the counters' table, retrying until it exists; calls are counted in memory until then. */
async function ensureLimitsTable(pool: Pool): Promise<void> {
  for (let attempt = 1; !pool.ending; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        new RateLimiterPostgres(
          {
            storeClient: pool,
            storeType: 'pool',
            tableName: LIMITS_TABLE,
            clearExpiredByTimeout: false,
            points: 1,
            duration: 1,
          },
          (error) => (error ? reject(error) : resolve()),
        );
      });
      return;
    } catch (error) {
      if (attempt === 1) log.warn('rate_limit.postgres_table_failed', errorFields(error));
      await new Promise((resolve) => setTimeout(resolve, Math.min(attempt * 500, 10_000)).unref());
    }
  }
}

interface Entry {
  limiter: Limiter;
  /** Set until the shared store is first usable (or LIMIT_TIMEOUT_MS has passed). */
  ready: Promise<void> | null;
}

const globalForLimiters = globalThis as unknown as {
  __limiters?: Map<string, Entry>;
  __limitStore?: StoreConnection;
  __limitGeneration?: number;
};
const limiters = (globalForLimiters.__limiters ??= new Map());

function store(): StoreConnection {
  return (globalForLimiters.__limitStore ??= connectLimitStore(getConfig()));
}

function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).then(() => clearTimeout(timer));
}

export function createLimiter(
  id: string,
  limit: Limit,
  connection: StoreConnection,
): { limiter: Limiter; ready: Promise<unknown> | null } {
  const local = new MemoryRateLimiter({ keyPrefix: id, ...limit });
  if (connection.kind === 'memory') return { limiter: local, ready: null };

  const options = { keyPrefix: `rl:${id}`, ...limit };
  const shared =
    connection.kind === 'redis'
      ? new RateLimiterRedis({
          ...options,
          storeClient: connection.client,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
        })
      : new RateLimiterPostgres({
          ...options,
          storeClient: connection.pool,
          storeType: 'pool',
          tableName: LIMITS_TABLE,
          tableCreated: true,
        });
  // The wrapper holds the fallback (not the store), so a call that times out and then fails
  // is counted locally once.
  const limiter = new RLWrapperTimeouts({
    limiter: shared,
    timeoutMs: LIMIT_TIMEOUT_MS,
    insuranceLimiter: local,
  });
  return { limiter, ready: connection.ready };
}

function limiterFor(name: string, limit: Limit): Entry {
  const id = `${name}:${limit.points}/${limit.duration}`;
  const known = limiters.get(id);
  if (known) return known;
  const generation = globalForLimiters.__limitGeneration;
  const created = createLimiter(generation ? `${id}:${generation}` : id, limit, store());
  const entry: Entry = { limiter: created.limiter, ready: null };
  if (created.ready) {
    entry.ready = waitAtMost(created.ready, LIMIT_TIMEOUT_MS).then(() => {
      entry.ready = null;
    });
  }
  limiters.set(id, entry);
  return entry;
}

/** The stores see a fixed-length digest of a key, never an address. */
function storeKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Takes one point for `key`; refuses when the window's points are spent. */
export async function consume(
  name: string,
  limit: Limit,
  key: string,
  points = 1,
): Promise<RateLimitResult> {
  const entry = limiterFor(name, limit);
  if (entry.ready) await entry.ready;
  try {
    await entry.limiter.consume(storeKey(key), points);
    return { allowed: true };
  } catch (rejection) {
    // Each server bundle may carry its own copy of the library: the refusal's shape says it.
    if (rejection instanceof RateLimiterRes || isRateLimiterRes(rejection)) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      };
    }
    throw rejection;
  }
}

function isRateLimiterRes(value: unknown): value is RateLimiterRes {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RateLimiterRes).msBeforeNext === 'number' &&
    typeof (value as RateLimiterRes).remainingPoints === 'number' &&
    typeof (value as RateLimiterRes).consumedPoints === 'number'
  );
}

/** Forgets every limiter (tests): the next ones count from zero under a new generation. */
export function resetRateLimitsForTests() {
  limiters.clear();
  globalForLimiters.__limitGeneration = (globalForLimiters.__limitGeneration ?? 0) + 1;
}

/** Whether Redis, when the limits live there, answers a PING within `timeoutMs` (else null). */
export async function probeRedis(timeoutMs: number): Promise<boolean | null> {
  const connection = store();
  if (connection.kind !== 'redis') return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
    });
    await Promise.race([connection.ready, late]);
    if (!connection.client.isReady) return false;
    return (await Promise.race([connection.client.ping(), late])) === 'PONG';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the shared store's connection and forgets every limiter (tests, shutdown). */
export async function closeRateLimitStore() {
  const connection = globalForLimiters.__limitStore;
  globalForLimiters.__limitStore = undefined;
  limiters.clear();
  if (connection?.kind === 'redis') await connection.client.destroy();
  if (connection?.kind === 'postgres') await connection.pool.end();
}
