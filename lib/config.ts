import path from 'node:path';
import { z } from 'zod';

/**
 * The one reader of the environment. Every variable is documented in README.md and
 * .env.example; every one has a default that works on a fresh machine, except the secrets of
 * optional integrations, which switch those integrations on when present.
 */

const EMAIL = z.email();

/**
 * The address of a mailbox written as `address@example.com` or `Name <address@example.com>`
 * (the name may be quoted), or null when there is none.
 */
export function mailboxAddress(value: string): string | null {
  const match = /^\s*(?:(?:"[^"]*"|[^<>"]*?)\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[1] ?? match?.[2];
  return address && EMAIL.safeParse(address).success ? address : null;
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(
  emptyToUndefined,
  z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
);
/**
 * A comma-separated list of http(s) origins (scheme, host and port, nothing after them), each
 * kept as URL.origin writes it, without repeats.
 */
const originList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((value, ctx) => {
      const origins = new Set<string>();
      for (const entry of value.split(',').map((part) => part.trim())) {
        if (!entry) continue;
        const origin = httpOrigin(entry);
        if (!origin) {
          ctx.addIssue({
            code: 'custom',
            message: `"${entry}" is not an http(s) origin such as https://cdn.example.com`,
          });
          return z.NEVER;
        }
        origins.add(origin);
      }
      return [...origins];
    })
    .optional(),
);

function httpOrigin(entry: string): string | null {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return /^https?:$/.test(url.protocol) && bare ? url.origin : null;
  } catch {
    return null;
  }
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** `mon 09:00` (a weekday's first three letters, a 24-hour UTC time) as numbers; else null. */
export function parseWeeklyTime(
  value: string,
): { day: number; hour: number; minute: number } | null {
  const match = /^\s*([a-z]{3})[a-z]*\s+(\d{1,2}):(\d{2})\s*$/i.exec(value);
  if (!match) return null;
  const day = WEEKDAYS.indexOf(match[1]!.toLowerCase() as (typeof WEEKDAYS)[number]);
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (day === -1 || hour > 23 || minute > 59) return null;
  return { day, hour, minute };
}

const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1' || v === 'yes'),
);

export const DEFAULT_SITE_URL = 'https://www.hiddengrowth.co';

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    SITE_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
        .default(DEFAULT_SITE_URL)
        .transform((u) => u.replace(/\/+$/, '')),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    NEXT_DIST_DIR: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\.next(\/[\w-]+)?$/, 'must be .next or a folder inside it, such as .next/check')
        .default('.next'),
    ),
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a port number' })
        .int('must be a port number')
        .min(0, 'must be a port number')
        .max(65535, 'must be a port number')
        .default(3000),
    ),
    HOSTNAME: optionalString,
    KEEP_ALIVE_TIMEOUT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of milliseconds' })
        .int('must be a number of milliseconds')
        .min(0, 'must be a number of milliseconds')
        .optional(),
    ),
    TRUST_PROXY: booleanFlag,
    ENABLE_DIAGNOSTICS: booleanFlag,
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    ),
    APP_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    NEXT_PUBLIC_GA_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXXXXX')
        .optional(),
    ),
    WORDPRESS_URL: optionalUrl,
    WORDPRESS_MEDIA_URLS: originList,
    WORDPRESS_REVALIDATE_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    WORDPRESS_PREVIEW_USER: optionalString,
    WORDPRESS_PREVIEW_PASSWORD: optionalString,
    CACHE_REFRESH_URL: optionalUrl,
    BACKEND_FUNCTIONS_URL: optionalUrl,
    BACKEND_ANON_KEY: optionalString,
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    // Mail without an address in From leaves with no From header at all, and with a
    // Message-ID on @localhost: large mailbox providers refuse both.
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('Hidden Growth <hello@hiddengrowth.co>')
        .refine((value) => mailboxAddress(value) !== null, {
          message: 'must be an address, alone or as Name <address@example.com>',
        }),
    ),
    LEADS_NOTIFY_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email('must be an e-mail address').optional(),
    ),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    JOBS_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    // The owner's alerts (lib/alerts): a webhook signed with a shared secret, and a mail through
    // a relay of its own, which still reaches the owner when the site's SMTP_URL fails.
    ALERT_WEBHOOK_URL: optionalUrl,
    ALERT_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    ALERT_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
    ALERT_SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    ALERT_MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((value) => mailboxAddress(value) !== null, {
          message: 'must be an address, alone or as Name <address@example.com>',
        })
        .optional(),
    ),
    // Off unless asked for: a fresh clone mails nobody when a post is published.
    NEWSLETTER_ENABLED: booleanFlag,
    NEWSLETTER_HOLD_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a whole number of minutes' })
        .int('must be a whole number of minutes')
        .min(0, 'must be a whole number of minutes')
        .max(7 * 24 * 60, 'must be at most a week (10080)')
        .default(120),
    ),
    NEWSLETTER_MODE: z.preprocess(
      emptyToUndefined,
      z.enum(['each', 'weekly'], { message: 'must be each or weekly' }).default('each'),
    ),
    NEWSLETTER_DIGEST_AT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('mon 09:00')
        .transform((value, ctx) => {
          const at = parseWeeklyTime(value);
          if (!at) {
            ctx.addIssue({ code: 'custom', message: 'must be a day and UTC time, as mon 09:00' });
            return z.NEVER;
          }
          return at;
        }),
    ),
    NEWSLETTER_SEND_RATE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of mails per minute' })
        .int('must be a whole number of mails per minute')
        .min(1, 'must be at least 1 mail per minute')
        .max(6000, 'must be at most 6000 mails per minute')
        .default(60),
    ),
    NEWSLETTER_OWNER_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email('must be an e-mail address').optional(),
    ),
    NEWSLETTER_BOUNCE_ADDRESS: z.preprocess(
      emptyToUndefined,
      z
        .email('must be an e-mail address, as bounces@example.com')
        .refine((value) => !value.split('@')[0]!.includes('+'), {
          message: 'must not hold a + (the site adds +<token> to it for each mail)',
        })
        .optional(),
    ),
    NEWSLETTER_INBOUND_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    BOOKING_CALDAV_URL: optionalUrl,
    BOOKING_CALDAV_USER: optionalString,
    BOOKING_CALDAV_PASSWORD: optionalString,
    BOOKING_CALDAV_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of milliseconds' })
        .int('must be a number of milliseconds')
        .min(100, 'must be at least 100 milliseconds')
        .max(60_000, 'must be at most 60000 milliseconds')
        .default(4000),
    ),
    BOOKING_REMINDER_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number of seconds' })
        .int('must be a number of seconds')
        .min(0, 'must be a number of seconds')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.BACKEND_FUNCTIONS_URL) !== Boolean(env.BACKEND_ANON_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.BACKEND_FUNCTIONS_URL ? 'BACKEND_ANON_KEY' : 'BACKEND_FUNCTIONS_URL'],
        message: 'BACKEND_FUNCTIONS_URL and BACKEND_ANON_KEY must be set together',
      });
    }
    if (Boolean(env.WORDPRESS_PREVIEW_USER) !== Boolean(env.WORDPRESS_PREVIEW_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [
          env.WORDPRESS_PREVIEW_USER ? 'WORDPRESS_PREVIEW_PASSWORD' : 'WORDPRESS_PREVIEW_USER',
        ],
        message: 'WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_PASSWORD must be set together',
      });
    }
    // An unsigned alert could be forged by anyone who learns the URL; an alert mail through the
    // site's own relay would fail exactly when that relay does.
    if (env.ALERT_WEBHOOK_URL && !env.ALERT_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['ALERT_WEBHOOK_SECRET'],
        message: 'is required when ALERT_WEBHOOK_URL is set (16+ characters, to sign each alert)',
      });
    }
    if (Boolean(env.ALERT_EMAIL) !== Boolean(env.ALERT_SMTP_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ALERT_EMAIL ? 'ALERT_SMTP_URL' : 'ALERT_EMAIL'],
        message:
          'ALERT_EMAIL and ALERT_SMTP_URL must be set together (alerts go through a relay of their own, not SMTP_URL)',
      });
    }
    // A calendar is the URL with the account that may read and write it, or nothing.
    const caldav = [env.BOOKING_CALDAV_URL, env.BOOKING_CALDAV_USER, env.BOOKING_CALDAV_PASSWORD];
    if (caldav.some(Boolean) && !caldav.every(Boolean)) {
      const missing = ['BOOKING_CALDAV_URL', 'BOOKING_CALDAV_USER', 'BOOKING_CALDAV_PASSWORD'][
        caldav.findIndex((value) => !value)
      ]!;
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message:
          'BOOKING_CALDAV_URL, BOOKING_CALDAV_USER and BOOKING_CALDAV_PASSWORD must be set together',
      });
    }
    // With a database server nothing may depend on a local disk, the generated secret file
    // included: every instance must hash codes and tokens with the same key.
    if (env.DATABASE_URL && !env.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message:
          'is required when DATABASE_URL is set (32+ characters, the same on every instance)',
      });
    }
  });

export type AppConfig = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function toConfig(env: z.infer<typeof envSchema>) {
  return {
    isProduction: env.NODE_ENV === 'production',
    siteUrl: env.SITE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    distDir: env.NEXT_DIST_DIR,
    /** Where the site's server (server.ts) listens, and how long idle connections stay open. */
    server: {
      port: env.PORT,
      hostname: env.HOSTNAME,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT,
    },
    trustProxy: env.TRUST_PROXY,
    diagnostics: env.ENABLE_DIAGNOSTICS,
    logLevel: env.LOG_LEVEL,
    appSecret: env.APP_SECRET,
    gaId: env.NEXT_PUBLIC_GA_ID,
    wordpress: {
      url: env.WORDPRESS_URL,
      revalidateSecret: env.WORDPRESS_REVALIDATE_SECRET,
      /**
       * The origins WordPress's images and files are served from (a CDN or offload host, the
       * www and apex names): the image optimiser, the CSP's img-src and the PDF proxy accept
       * them. By default WORDPRESS_URL's origin alone.
       */
      mediaOrigins:
        env.WORDPRESS_MEDIA_URLS ?? (env.WORDPRESS_URL ? [new URL(env.WORDPRESS_URL).origin] : []),
      /**
       * The account the server reads drafts with for the editors' Preview: a user name and an
       * application password. Never sent to a browser.
       */
      preview:
        env.WORDPRESS_PREVIEW_USER && env.WORDPRESS_PREVIEW_PASSWORD
          ? { user: env.WORDPRESS_PREVIEW_USER, password: env.WORDPRESS_PREVIEW_PASSWORD }
          : undefined,
    },
    backend:
      env.BACKEND_FUNCTIONS_URL && env.BACKEND_ANON_KEY
        ? {
            mode: 'remote' as const,
            functionsUrl: env.BACKEND_FUNCTIONS_URL,
            anonKey: env.BACKEND_ANON_KEY,
          }
        : { mode: 'local' as const },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      /** The address alone, whose domain names the site's Message-IDs. */
      fromAddress: mailboxAddress(env.MAIL_FROM)!,
      leadsNotifyEmail: env.LEADS_NOTIFY_EMAIL,
    },
    /** Where the store lives: a SQLite file in DATA_DIR (default) or a PostgreSQL server. */
    store: env.DATABASE_URL
      ? { kind: 'postgres' as const, url: env.DATABASE_URL }
      : { kind: 'sqlite' as const },
    /** Shared rate limits and Next.js cache for several instances; unset, each keeps its own. */
    redisUrl: env.REDIS_URL,
    /**
     * The deploy kit's nginx refresh server (loopback only), through which the webhook
     * refreshes a renamed post's addresses in nginx's cache; unset without nginx in front.
     */
    cacheRefreshUrl: env.CACHE_REFRESH_URL,
    /** Key of the signed POST /api/jobs/run; unset, the endpoint is off. */
    jobsSecret: env.JOBS_SECRET,
    /**
     * Where the owner's alerts go (lib/alerts): a signed JSON webhook and a mail through a relay
     * of its own; either, both or neither.
     */
    alerts: {
      webhook:
        env.ALERT_WEBHOOK_URL && env.ALERT_WEBHOOK_SECRET
          ? { url: env.ALERT_WEBHOOK_URL, secret: env.ALERT_WEBHOOK_SECRET }
          : undefined,
      mail:
        env.ALERT_EMAIL && env.ALERT_SMTP_URL
          ? {
              to: env.ALERT_EMAIL,
              smtpUrl: env.ALERT_SMTP_URL,
              from: env.ALERT_MAIL_FROM ?? env.MAIL_FROM,
            }
          : undefined,
    },
    /** The newsletter that sends new posts to the list (off unless NEWSLETTER_ENABLED). */
    newsletter: {
      enabled: env.NEWSLETTER_ENABLED,
      holdMinutes: env.NEWSLETTER_HOLD_MINUTES,
      mode: env.NEWSLETTER_MODE,
      /** The weekly digest's slot, in UTC. */
      digestAt: env.NEWSLETTER_DIGEST_AT,
      /** Newsletter mails per minute, across every instance. */
      sendRate: env.NEWSLETTER_SEND_RATE,
      /** Who receives each issue's preview with Send now and Skip. */
      ownerEmail: env.NEWSLETTER_OWNER_EMAIL ?? env.LEADS_NOTIFY_EMAIL,
      /** The return path each newsletter mail gets +<token> added to (VERP). */
      bounceAddress:
        env.NEWSLETTER_BOUNCE_ADDRESS ?? `bounces@${mailboxAddress(env.MAIL_FROM)!.split('@')[1]!}`,
      /** The key of POST /api/newsletter/inbound (bounce and complaint reports); unset, off. */
      inboundSecret: env.NEWSLETTER_INBOUND_SECRET,
    },
    /**
     * The owner's CalDAV calendar, which fit applicants book from (unset: no booking, the
     * screener's own flow), how long a call to it may take, and the applicant's reminder delay
     * when it overrides the one in content/booking.ts.
     */
    booking: {
      caldav:
        env.BOOKING_CALDAV_URL && env.BOOKING_CALDAV_USER && env.BOOKING_CALDAV_PASSWORD
          ? {
              // A collection's URL ends with a slash; some servers redirect without it.
              url: `${env.BOOKING_CALDAV_URL}/`,
              user: env.BOOKING_CALDAV_USER,
              password: env.BOOKING_CALDAV_PASSWORD,
            }
          : undefined,
      caldavTimeoutMs: env.BOOKING_CALDAV_TIMEOUT_MS,
      reminderSeconds: env.BOOKING_REMINDER_SECONDS,
    },
  };
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

/**
 * The configuration for a process that is starting (the site's server, next.config.ts): a bad
 * variable ends it here, with a message naming each one, rather than failing on first use.
 */
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
