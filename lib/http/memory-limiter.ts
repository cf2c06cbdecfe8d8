import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

interface Counter {
  value: number;
  /** Epoch milliseconds when the window ends; null for a counter without one. */
  expiresAt: number | null;
}

/**
 * The counters of one in-memory limiter, with no timer per key (a timer keeps its request's
 * context alive until it fires): a read treats an ended window as empty, and each write first
 * drops ended counters, oldest first.
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

/** rate-limiter-flexible's memory limiter (same options and answers) with no timers. */
export class MemoryRateLimiter extends RateLimiterMemory {
  constructor(options: ConstructorParameters<typeof RateLimiterMemory>[0]) {
    super(options);
    (this as unknown as { _memoryStorage: ExpiringCounters })._memoryStorage =
      new ExpiringCounters();
  }
}
