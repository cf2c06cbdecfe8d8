import * as v from './fields';
import type { siteEnv } from './site';

/** Where leads and the store live, shared state for several instances, and the jobs endpoint. */
export const storeEnv = {
  BACKEND_FUNCTIONS_URL: v.url(),
  BACKEND_ANON_KEY: v.optionalString,
  DATABASE_URL: v.urlOf(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL'),
  REDIS_URL: v.urlOf(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL'),
  CACHE_REFRESH_URL: v.url(),
  JOBS_SECRET: v.secret(16),
};

type StoreEnv = v.Env<typeof storeEnv & Pick<typeof siteEnv, 'APP_SECRET'>>;

export const storeRules: v.Rule[] = [
  { together: ['BACKEND_FUNCTIONS_URL', 'BACKEND_ANON_KEY'] },
  // With a database server, every instance must hash with the same key: no local secret file.
  {
    when: 'DATABASE_URL',
    requires: 'APP_SECRET',
    message: 'is required when DATABASE_URL is set (32+ characters, the same on every instance)',
  },
];

export function storeConfig(env: StoreEnv) {
  return {
    backend:
      env.BACKEND_FUNCTIONS_URL && env.BACKEND_ANON_KEY
        ? {
            mode: 'remote' as const,
            functionsUrl: env.BACKEND_FUNCTIONS_URL,
            anonKey: env.BACKEND_ANON_KEY,
          }
        : { mode: 'local' as const },
    /** Where the store lives: a SQLite file in DATA_DIR (default) or a PostgreSQL server. */
    store: env.DATABASE_URL
      ? { kind: 'postgres' as const, url: env.DATABASE_URL }
      : { kind: 'sqlite' as const },
    /** Shared rate limits and Next.js cache for several instances; unset, each keeps its own. */
    redisUrl: env.REDIS_URL,
    /** nginx's loopback refresh server, for renamed posts' addresses; unset without nginx. */
    cacheRefreshUrl: env.CACHE_REFRESH_URL,
    /** Key of the signed POST /api/jobs/run; unset, the endpoint is off. */
    jobsSecret: env.JOBS_SECRET,
  };
}
