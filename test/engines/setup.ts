import { startPostgres } from './postgres';
import { startRedis } from './redis';
import { ensureBuild } from './site';
import { enginePorts } from './ports';

/**
 * Jest's global setup for the engine suite: the build, then one redis-server and one
 * PostgreSQL for every test file. Their URLs reach the tests as ENGINES_REDIS_URL and
 * ENGINES_POSTGRES_URL; teardown.ts stops them.
 */
export default async function setup() {
  ensureBuild();
  const redis = await startRedis({ port: enginePorts.redis });
  const postgres = await startPostgres({ port: enginePorts.postgres }).catch(async (error) => {
    await redis.stop();
    throw error;
  });
  process.env.ENGINES_REDIS_URL = redis.url;
  process.env.ENGINES_POSTGRES_URL = postgres.url;
  (globalThis as { __engines?: unknown }).__engines = [redis, postgres];
}
