import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

interface Counter {
  value: number;
  /** Epoch milliseconds when the window ends; null for a counter without one. */
  expiresAt: number | null;
}

/**
 * The counters of one in-memory limiter: rate-limiter-flexible's memory storage without a timer
 * per key (a timer keeps its request's async context, body included, alive until it fires: an
 * hour's memory per new client). A counter carries its end time: a read treats an ended window
 * as empty; each write first drops ended counters, oldest first (a counter is re-inserted when
 * its window restarts), stopping at the first still running.
 */
class ExpiringCounters {
  readonly _storage = new Map<string, Counter>();

  incrby(key: string, value: number, durationSec: number): RateLimiterRes {
    this.dropEnded();
    const counter = this.live(key);
    if (!counter) return this.set(key, value, durationSec);
    counter.value += value;
    return new RateLimiterRes(0, msLeft(counter), counter.value, false);
  }

  set(key: string, value: number, durationSec: number): RateLimiterRes {
    this.dropEnded();
    const durationMs = durationSec * 1000;
    this._storage.delete(key);
    this._storage.set(key, { value, expiresAt: durationMs > 0 ? Date.now() + durationMs : null });
    return new RateLimiterRes(0, durationMs > 0 ? durationMs : -1, value, true);
  }

  get(key: string): RateLimiterRes | null {
    const counter = this.live(key);
    return counter ? new RateLimiterRes(0, msLeft(counter), counter.value, false) : null;
  }

  delete(key: string): boolean {
    return this._storage.delete(key);
  }

  private live(key: string): Counter | undefined {
    const counter = this._storage.get(key);
    if (counter && counter.expiresAt !== null && counter.expiresAt <= Date.now()) {
      this._storage.delete(key);
      return undefined;
    }
    return counter;
  }

  private dropEnded() {
    const now = Date.now();
    for (const [key, counter] of this._storage) {
      if (counter.expiresAt === null || counter.expiresAt > now) break;
      this._storage.delete(key);
    }
  }
}

function msLeft(counter: Counter): number {
  return counter.expiresAt === null ? -1 : counter.expiresAt - Date.now();
}

/**
 * rate-limiter-flexible's memory limiter (same options, same answers) over counters that start
 * no timers. It is the store of the limits on a single instance and each shared store's local
 * fallback.
 */
export class MemoryRateLimiter extends RateLimiterMemory {
  constructor(options: ConstructorParameters<typeof RateLimiterMemory>[0]) {
    super(options);
    (this as unknown as { _memoryStorage: ExpiringCounters })._memoryStorage =
      new ExpiringCounters();
  }
}
