import { z } from 'zod';
import * as v from './fields';
import type { mailEnv } from './mail';

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

export const newsletterEnv = {
  // Off unless asked for: a fresh clone mails nobody when a post is published.
  NEWSLETTER_ENABLED: v.booleanFlag,
  NEWSLETTER_HOLD_MINUTES: v.withDefault(
    v.whole('must be a whole number of minutes', {
      max: [7 * 24 * 60, 'must be at most a week (10080)'],
    }),
    120,
  ),
  NEWSLETTER_MODE: v.withDefault(
    z.enum(['each', 'weekly'], { message: 'must be each or weekly' }),
    'each',
  ),
  NEWSLETTER_DIGEST_AT: z.preprocess(
    v.unsetIfBlank,
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
  NEWSLETTER_SEND_RATE: v.withDefault(
    v.whole('must be a number of mails per minute', {
      int: 'must be a whole number of mails per minute',
      min: [1, 'must be at least 1 mail per minute'],
      max: [6000, 'must be at most 6000 mails per minute'],
    }),
    60,
  ),
  NEWSLETTER_OWNER_EMAIL: v.email(),
  NEWSLETTER_BOUNCE_ADDRESS: v.optional(
    z
      .email('must be an e-mail address, as bounces@example.com')
      .refine((value) => !value.split('@')[0]!.includes('+'), {
        message: 'must not hold a + (the site adds +<token> to it for each mail)',
      }),
  ),
  NEWSLETTER_INBOUND_SECRET: v.secret(16),
};

type NewsletterEnv = v.Env<typeof newsletterEnv & typeof mailEnv>;

/** The newsletter that sends new posts to the list (off unless NEWSLETTER_ENABLED). */
export function newsletterConfig(env: NewsletterEnv) {
  return {
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
      env.NEWSLETTER_BOUNCE_ADDRESS ?? `bounces@${v.mailboxAddress(env.MAIL_FROM)!.split('@')[1]!}`,
    /** The key of POST /api/newsletter/inbound (bounce and complaint reports); unset, off. */
    inboundSecret: env.NEWSLETTER_INBOUND_SECRET,
  };
}
