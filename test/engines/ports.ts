/**
 * Loopback ports of the engine suite, each overridable from the environment so that several
 * runs on one machine keep apart.
 */
const base = Number(process.env.ENGINES_SITE_PORT ?? 3320);

export const enginePorts = {
  redis: Number(process.env.ENGINES_REDIS_PORT ?? 56379),
  postgres: Number(process.env.ENGINES_POSTGRES_PORT ?? 55432),
  /** Sites, a stand-in WordPress and live-object counters take base, base + 1, ... */
  site: (offset: number) => base + offset,
};

export function engineUrls() {
  const redis = process.env.ENGINES_REDIS_URL;
  const postgres = process.env.ENGINES_POSTGRES_URL;
  if (!redis || !postgres) throw new Error('Run the engine tests with npm run test:engines');
  return { redis, postgres };
}
