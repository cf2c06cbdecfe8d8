import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Named in-memory limiters, one per purpose, shared by every request in this process. The site
 * runs as one Node process per server; on several, swap RateLimiterMemory for the SQLite or
 * Redis store of the same library.
 */
export interface Limit {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

const globalForLimiters = globalThis as unknown as { __limiters?: Map<string, RateLimiterMemory> };
const limiters = (globalForLimiters.__limiters ??= new Map());

function limiterFor(name: string, limit: Limit): RateLimiterMemory {
  const id = `${name}:${limit.points}/${limit.duration}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterMemory({
      keyPrefix: name,
      points: limit.points,
      duration: limit.duration,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Takes one point for `key`; refuses when the window's points are spent. */
export async function consume(
  name: string,
  limit: Limit,
  key: string,
  points = 1,
): Promise<RateLimitResult> {
  try {
    await limiterFor(name, limit).consume(key, points);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      };
    }
    throw rejection;
  }
}

/** Forgets every limiter (tests). */
export function resetRateLimitsForTests() {
  limiters.clear();
}
