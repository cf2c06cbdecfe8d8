/**
 * Loopback ports of the engine suite, each overridable from the environment so that several
 * runs on one machine keep apart. All sit below Linux's ephemeral range (32768-60999): a port
 * in it can be held at any moment as the local end of one of the suite's own outgoing
 * connections, and nginx then fails to bind it.
 */
const base = Number(process.env.ENGINES_SITE_PORT ?? 3320);

export const enginePorts = {
  redis: Number(process.env.ENGINES_REDIS_PORT ?? 26379),
  postgres: Number(process.env.ENGINES_POSTGRES_PORT ?? 25432),
  /** Sites, a stand-in WordPress and live-object counters take base, base + 1, ... */
  site: (offset: number) => base + offset,
  nginx: Number(process.env.ENGINES_NGINX_PORT ?? 3380),
  /** A private Postfix's SMTP port, and the port its bounces are relayed to. */
  postfix: Number(process.env.ENGINES_POSTFIX_PORT ?? 3390),
  postfixReports: Number(process.env.ENGINES_POSTFIX_REPORTS_PORT ?? 3391),
  /** Radicale, the owner's CalDAV calendar of the booking suite. */
  radicale: Number(process.env.ENGINES_RADICALE_PORT ?? 3392),
};

export function engineUrls() {
  const redis = process.env.ENGINES_REDIS_URL;
  const postgres = process.env.ENGINES_POSTGRES_URL;
  if (!redis || !postgres) throw new Error('Run the engine tests with npm run test:engines');
  return { redis, postgres };
}
