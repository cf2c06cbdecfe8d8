import type { Kysely } from 'kysely';
import { getConfig } from '@/lib/config';
import type { Database } from '@/lib/db';
import { redactAddresses } from '@/lib/log';
import { mailTransport, registeredMailKinds } from '@/lib/mail';
import { ALERT_JOB_KINDS } from './constants';

/**
 * The site's own failures the owner must hear of: `mail-late` (15 minutes unsent),
 * `jobs-given-up` (last 24 hours), a feature's jobs waiting on an outside system, and
 * `mail-no-relay`. Readiness reports each as `degraded`. The alerts' own deliveries are left out
 * of `jobs-given-up`: an undeliverable alert must not raise another through the same channel.
 */
export const LATE_AFTER_MS = 15 * 60 * 1000;
export const GIVEN_UP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A feature's jobs standing for something a visitor gave, waiting on an outside system: `key`
 * holds while one has waited over 15 minutes; `one`, `many` and `until` word the alert.
 */
export interface WaitingJobs {
  key: string;
  title: string;
  kinds: readonly string[];
  one: string;
  many: string;
  until: string;
}

// On globalThis: the server's bundles may each hold their own copy of this module.
const globalForAlerts = globalThis as unknown as { __waitingJobs?: Map<string, WaitingJobs> };
const waiting = (globalForAlerts.__waitingJobs ??= new Map<string, WaitingJobs>());

/** Registers (or replaces) a feature's waiting jobs as a condition of their own. */
export function registerWaitingJobs(watch: WaitingJobs): void {
  waiting.set(watch.key, watch);
}

const BUILT_IN = ['mail-late', 'jobs-given-up', 'mail-no-relay'] as const;
type BuiltIn = (typeof BUILT_IN)[number];

/** Every condition this process checks, in the order of operationalProblems(). */
export function operationalConditions(): string[] {
  return [BUILT_IN[0], BUILT_IN[1], ...waiting.keys(), BUILT_IN[2]];
}

export interface Problem {
  key: string;
  /** A short name of the condition, for a subject line. */
  title: string;
  /** What is wrong, with figures and nothing private: readiness shows it to anyone. */
  reason: string;
  /** More for the owner's eyes only (the relay's last error), in alerts and never in readiness. */
  detail?: string;
}

const TITLES: Record<BuiltIn, string> = {
  'mail-late': 'Mail is late',
  'jobs-given-up': 'Jobs were given up',
  'mail-no-relay': 'Mail has no way out',
};

export function conditionTitle(key: string): string {
  return waiting.get(key)?.title ?? TITLES[key as BuiltIn] ?? key;
}

/** A duration in words: '40 seconds', '23 minutes', '5 hours'. */
export function duration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return `${Math.max(0, Math.round(ms / 1000))} seconds`;
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A job's last error for a chat service, without the addresses a relay's reply may quote. */
const lastErrorDetail = (error: string) => `Last error: ${redactAddresses(error)}`;

/** Jobs not finished yet (pending or running), due since before `before`, of these kinds. */
async function lateJobs(db: Kysely<Database>, kinds: string[], before: string) {
  if (kinds.length === 0) return { count: 0, oldest: null, lastError: null };
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [eb.fn.coalesce('due_at', 'created_at').as('due'), 'last_error'])
    .where('status', 'in', ['pending', 'running'])
    .where('kind', 'in', kinds)
    .where((eb) => eb(eb.fn.coalesce('due_at', 'created_at'), '<', before))
    .orderBy('due')
    .execute();
  return {
    count: rows.length,
    oldest: rows[0]?.due ?? null,
    lastError: rows.find((row) => row.last_error)?.last_error ?? null,
  };
}

/** The problems that hold now, in the order of operationalConditions(). */
export async function operationalProblems(
  db: Kysely<Database>,
  now = new Date(),
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const lateBefore = new Date(now.getTime() - LATE_AFTER_MS).toISOString();

  const mail = await lateJobs(db, registeredMailKinds(), lateBefore);
  if (mail.oldest) {
    problems.push({
      key: 'mail-late',
      title: TITLES['mail-late'],
      reason: `${plural(mail.count, 'mail has', 'mails have')} waited more than 15 minutes to be sent, the oldest ${duration(now.getTime() - Date.parse(mail.oldest))}`,
      ...(mail.lastError ? { detail: lastErrorDetail(mail.lastError) } : {}),
    });
  }

  const givenUp = await db
    .selectFrom('jobs')
    .select(['kind', 'last_error'])
    .where('status', '=', 'failed')
    .where('finished_at', '>=', new Date(now.getTime() - GIVEN_UP_WINDOW_MS).toISOString())
    .where('kind', 'not in', [...ALERT_JOB_KINDS])
    .orderBy('finished_at', 'desc')
    .execute();
  if (givenUp.length > 0) {
    const kinds = [...new Set(givenUp.map((job) => job.kind))].sort();
    const lastError = givenUp.find((job) => job.last_error)?.last_error;
    problems.push({
      key: 'jobs-given-up',
      title: TITLES['jobs-given-up'],
      reason: `${plural(givenUp.length, 'job was', 'jobs were')} given up after the last try in the last 24 hours (${kinds.join(', ')})`,
      ...(lastError ? { detail: lastErrorDetail(lastError) } : {}),
    });
  }

  for (const watch of waiting.values()) {
    const late = await lateJobs(db, [...watch.kinds], lateBefore);
    if (!late.oldest) continue;
    problems.push({
      key: watch.key,
      title: watch.title,
      reason: `${plural(late.count, watch.one, watch.many)} waited more than 15 minutes to ${watch.until}, the oldest ${duration(now.getTime() - Date.parse(late.oldest))}`,
      ...(late.lastError ? { detail: lastErrorDetail(late.lastError) } : {}),
    });
  }

  const transport = mailTransport();
  if (getConfig().isProduction && transport !== 'smtp') {
    problems.push({
      key: 'mail-no-relay',
      title: TITLES['mail-no-relay'],
      reason:
        transport === 'outbox'
          ? 'SMTP_URL is not set: every mail is written to the outbox folder in DATA_DIR and none leaves the server'
          : 'SMTP_URL is not set and the store is PostgreSQL: every mail waits in the store and none is sent',
    });
  }
  return problems;
}
