import net from 'node:net';
import { RLWrapperTimeouts, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import { parseConfig, resetConfigForTests } from '@/lib/config';
import { MemoryRateLimiter } from './memory-limiter';
import {
  LIMIT_TIMEOUT_MS,
  closeRateLimitStore,
  connectLimitStore,
  consume,
  createLimiter,
  limitStoreKind,
  type StoreConnection,
} from './rate-limit';

const SECRET = 'x'.repeat(32);

/** A loopback port with nothing listening on it: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('where the limits live', () => {
  it('picks Redis with REDIS_URL, else PostgreSQL with DATABASE_URL, else memory', () => {
    const redis = 'redis://127.0.0.1:6379';
    const postgres = 'postgres://site@127.0.0.1/site';
    expect(limitStoreKind(parseConfig({}))).toBe('memory');
    expect(limitStoreKind(parseConfig({ REDIS_URL: redis }))).toBe('redis');
    expect(limitStoreKind(parseConfig({ DATABASE_URL: postgres, APP_SECRET: SECRET }))).toBe(
      'postgres',
    );
    expect(
      limitStoreKind(parseConfig({ REDIS_URL: redis, DATABASE_URL: postgres, APP_SECRET: SECRET })),
    ).toBe('redis');
  });

  describe('the limiter each store gets', () => {
    let connection: StoreConnection | undefined;
    afterEach(async () => {
      if (connection?.kind === 'redis') connection.client.destroy();
      if (connection?.kind === 'postgres') await connection.pool.end();
      connection = undefined;
    });

    it('memory: the timer-free memory limiter itself', () => {
      connection = connectLimitStore(parseConfig({}));
      const { limiter, ready } = createLimiter('t:10/60', { points: 10, duration: 60 }, connection);
      expect(limiter).toBeInstanceOf(MemoryRateLimiter);
      expect(ready).toBeNull();
    });

    it('redis: RateLimiterRedis behind a timeout, the memory limiter as fallback', async () => {
      connection = connectLimitStore(
        parseConfig({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }),
      );
      const { limiter } = createLimiter('t:10/60', { points: 10, duration: 60 }, connection);
      const wrapper = limiter as RLWrapperTimeouts & {
        limiter: unknown;
        insuranceLimiter: unknown;
      };
      expect(wrapper).toBeInstanceOf(RLWrapperTimeouts);
      expect(wrapper.limiter).toBeInstanceOf(RateLimiterRedis);
      expect(wrapper.insuranceLimiter).toBeInstanceOf(MemoryRateLimiter);
    });

    it('postgres: RateLimiterPostgres behind a timeout, the memory limiter as fallback', async () => {
      connection = connectLimitStore(
        parseConfig({
          DATABASE_URL: `postgres://site@127.0.0.1:${await closedPort()}/site`,
          APP_SECRET: SECRET,
        }),
      );
      const { limiter } = createLimiter('t:10/60', { points: 10, duration: 60 }, connection);
      const wrapper = limiter as RLWrapperTimeouts & {
        limiter: unknown;
        insuranceLimiter: unknown;
      };
      expect(wrapper.limiter).toBeInstanceOf(RateLimiterPostgres);
      expect(wrapper.insuranceLimiter).toBeInstanceOf(MemoryRateLimiter);
    });
  });
});

describe('the memory limiter', () => {
  afterEach(() => jest.useRealTimers());

  it('starts no timer per key, so no request is kept alive by one', async () => {
    jest.useFakeTimers();
    const limiter = new MemoryRateLimiter({ keyPrefix: 't', points: 2, duration: 600 });
    for (let i = 0; i < 1000; i++) await limiter.consume(`198.18.${i >> 8}.${i & 255}`);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('allows the window’s points, refuses the next with the time left, then starts afresh', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const limiter = new MemoryRateLimiter({ keyPrefix: 't', points: 2, duration: 60 });
    await limiter.consume('a');
    jest.advanceTimersByTime(20_000);
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toMatchObject({ msBeforeNext: 40_000 });
    await expect(limiter.consume('b')).resolves.toMatchObject({ consumedPoints: 1 });
    jest.advanceTimersByTime(40_000);
    await expect(limiter.consume('a')).resolves.toMatchObject({ consumedPoints: 1 });
  });

  it('forgets the counters whose windows have ended', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const limiter = new MemoryRateLimiter({ keyPrefix: 't', points: 2, duration: 60 });
    for (let i = 0; i < 100; i++) await limiter.consume(`old-${i}`);
    jest.advanceTimersByTime(61_000);
    await limiter.consume('new');
    const storage = (limiter as unknown as { _memoryStorage: { _storage: Map<string, unknown> } })
      ._memoryStorage._storage;
    expect([...storage.keys()]).toEqual(['t:new']);
    await expect(limiter.get('old-1')).resolves.toBeNull();
  });
});

describe('a shared store that does not answer', () => {
  const saved = { REDIS_URL: process.env.REDIS_URL, DATABASE_URL: process.env.DATABASE_URL };
  const savedSecret = process.env.APP_SECRET;

  afterEach(async () => {
    await closeRateLimitStore();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (savedSecret === undefined) delete process.env.APP_SECRET;
    else process.env.APP_SECRET = savedSecret;
    resetConfigForTests();
  });

  async function expectLocalLimit() {
    const limit = { points: 10, duration: 60 };
    const answers: boolean[] = [];
    for (let i = 0; i < 12; i++) {
      const started = Date.now();
      answers.push((await consume('fallback', limit, '198.18.0.1')).allowed);
      // Never held up beyond the limit's timeout (the first call waits for the connection).
      expect(Date.now() - started).toBeLessThan(LIMIT_TIMEOUT_MS + 700);
    }
    expect(answers).toEqual([...Array(10).fill(true), false, false]);
  }

  it('Redis: the instance’s own limit applies, without waiting', async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
    resetConfigForTests();
    await expectLocalLimit();
  });

  it('PostgreSQL: the instance’s own limit applies, without waiting', async () => {
    delete process.env.REDIS_URL;
    process.env.DATABASE_URL = `postgres://site@127.0.0.1:${await closedPort()}/site`;
    process.env.APP_SECRET = SECRET;
    resetConfigForTests();
    await expectLocalLimit();
  });
});
