import { z } from 'zod';
import { checkRules } from './config/fields';
import { alertsConfig, alertsEnv, alertsRules } from './config/alerts';
import { bookingConfig, bookingEnv, bookingRules } from './config/booking';
import { mailConfig, mailEnv } from './config/mail';
import { newsletterConfig, newsletterEnv } from './config/newsletter';
import { siteConfig, siteEnv } from './config/site';
import { storeConfig, storeEnv, storeRules } from './config/store';
import { wordpressConfig, wordpressEnv, wordpressRules } from './config/wordpress';

export { mailboxAddress } from './config/fields';
export { parseWeeklyTime } from './config/newsletter';
export { DEFAULT_SITE_URL } from './config/site';

/**
 * The one reader of the environment: each feature declares its variables in lib/config/, and
 * they are validated here together, at start. Every one has a default that works on a fresh
 * machine, except optional integrations' secrets, which switch them on.
 */
const envSchema = z
  .object({
    ...siteEnv,
    ...wordpressEnv,
    ...storeEnv,
    ...mailEnv,
    ...alertsEnv,
    ...newsletterEnv,
    ...bookingEnv,
  })
  .superRefine((env, ctx) =>
    checkRules(env, ctx, [...storeRules, ...wordpressRules, ...alertsRules, ...bookingRules]),
  );

type Env = z.infer<typeof envSchema>;

function toConfig(env: Env) {
  return {
    ...siteConfig(env),
    ...storeConfig(env),
    wordpress: wordpressConfig(env),
    mail: mailConfig(env),
    alerts: alertsConfig(env),
    newsletter: newsletterConfig(env),
    booking: bookingConfig(env),
  };
}

export type AppConfig = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
      ),
    );
  }
  return toConfig(result.data);
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** The configuration for a starting process: a bad variable ends it here, naming each one. */
export function getConfigOrExit(): AppConfig {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** For tests that change the environment. */
export function resetConfigForTests() {
  cached = undefined;
}
