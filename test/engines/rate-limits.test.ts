import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { createClient } from 'redis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { parseConfig } from '@/lib/config';
import {
  LIMITS_TABLE,
  LIMIT_TIMEOUT_MS,
  connectLimitStore,
  createLimiter,
  type StoreConnection,
} from '@/lib/http/rate-limit';
import { engineUrls } from './ports';

const limit = { points: 10, duration: 60 };
const APP_SECRET = 'engines-app-secret-0123456789abcdef';

/** Two instances of the site: two connections to one store, a limiter on each. */
async function twoInstances(env: Record<string, string>) {
  const connections = [0, 1].map(() => connectLimitStore(parseConfig(env)));
  const id = `engines-${randomUUID()}:${limit.points}/${limit.duration}`;
  const limiters = await Promise.all(
    connections.map(async (connection) => {
      const { limiter, ready } = createLimiter(id, limit, connection);
      await ready;
      return limiter;
    }),
  );
  return { connections, limiters };
}

async function close(connections: StoreConnection[]) {
  for (const connection of connections) {
    if (connection.kind === 'redis') connection.client.destroy();
    if (connection.kind === 'postgres') await connection.pool.end();
  }
}

/** Consumes one point; true when allowed, false when refused for the limit. */
async function allowed(limiter: { consume(key: string): Promise<unknown> }, key: string) {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}

async function twelveOverTwo(limiters: { consume(key: string): Promise<unknown> }[]) {
  const answers: boolean[] = [];
  for (let i = 0; i < 12; i++) answers.push(await allowed(limiters[i % 2]!, '198.51.100.7'));
  return answers;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
}

describe('limits shared through Redis', () => {
  const env = () => ({ REDIS_URL: engineUrls().redis });

  it('a limit of 10 holds across two instances: 12 consumes over A and B, 10 allowed', async () => {
    const { connections, limiters } = await twoInstances(env());
    try {
      expect(await twelveOverTwo(limiters)).toEqual([...Array(10).fill(true), false, false]);
    } finally {
      await close(connections);
    }
  });

  it('a stalled Redis holds no request: the instance’s own limit answers in time', async () => {
    const { connections, limiters } = await twoInstances(env());
    const admin = createClient({ url: engineUrls().redis });
    await admin.connect();
    try {
      await admin.sendCommand(['CLIENT', 'PAUSE', '2000', 'WRITE']);
      const [answer, ms] = await timed(() => allowed(limiters[0]!, '198.51.100.8'));
      expect(answer).toBe(true);
      expect(ms).toBeLessThan(LIMIT_TIMEOUT_MS + 400);
    } finally {
      await admin.sendCommand(['CLIENT', 'UNPAUSE']);
      admin.destroy();
      await close(connections);
    }
  });
});

describe('limits shared through PostgreSQL', () => {
  const env = () => ({ DATABASE_URL: engineUrls().postgres, APP_SECRET });

  it('a limit of 10 holds across two instances: 12 consumes over A and B, 10 allowed', async () => {
    const { connections, limiters } = await twoInstances(env());
    try {
      expect(await twelveOverTwo(limiters)).toEqual([...Array(10).fill(true), false, false]);
      const pool = new Pool({ connectionString: engineUrls().postgres });
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ${LIMITS_TABLE}`);
      await pool.end();
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await close(connections);
    }
  });

  it('a locked table holds no request: the instance’s own limit answers in time', async () => {
    const { connections, limiters } = await twoInstances(env());
    const admin = new Pool({ connectionString: engineUrls().postgres, max: 1 });
    const client = await admin.connect();
    try {
      await client.query('BEGIN');
      await client.query(`LOCK TABLE ${LIMITS_TABLE} IN ACCESS EXCLUSIVE MODE`);
      const [answer, ms] = await timed(() => allowed(limiters[0]!, '198.51.100.9'));
      expect(answer).toBe(true);
      expect(ms).toBeLessThan(LIMIT_TIMEOUT_MS + 400);
    } finally {
      await client.query('ROLLBACK');
      client.release();
      await admin.end();
      await close(connections);
    }
  });
});
