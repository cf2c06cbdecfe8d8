import type BetterSqlite3 from 'better-sqlite3';
import {
  LEAD_RETENTION_MONTHS,
  OPT_IN_RETRY_KIND,
  PENDING_RETENTION_DAYS,
} from '@/lib/newsletter/constants';

/**
 * The retention periods of the privacy page, applied to the store (npm run data:purge):
 * - newsletter sign-ups never confirmed: removed 30 days after they were asked for, and so
 *   are screener opt-ins still waiting for the backend (their retry jobs) after 30 days;
 * - the newsletter list is kept until unsubscribe: unsubscribed addresses are removed;
 * - sales enquiries (the `leads` table, when it exists): 24 months after the last contact,
 *   taken as the latest of its `last_contact_at`, `updated_at` and `created_at` columns;
 * - housekeeping: spent or expired link tokens, the mail-cap log, jobs finished (done or
 *   given up) more than 30 days after they were queued.
 * Subscribers' tokens and mail log go with them (ON DELETE CASCADE).
 */
export interface PurgeCounts {
  pendingSubscribers: number;
  queuedOptIns: number;
  unsubscribedSubscribers: number;
  leads: number;
  tokens: number;
  mailLog: number;
  finishedJobs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function purgeData(sqlite: BetterSqlite3.Database, now = new Date()): PurgeCounts {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const pendingBefore = iso(PENDING_RETENTION_DAYS * DAY_MS);
  const leadsBefore = monthsBefore(now, LEAD_RETENTION_MONTHS).toISOString();

  return sqlite
    .transaction((): PurgeCounts => {
      const run = (statement: string, ...params: unknown[]) =>
        sqlite.prepare(statement).run(...params).changes;
      return {
        pendingSubscribers: run(
          `DELETE FROM newsletter_subscribers WHERE status = 'pending' AND requested_at < ?`,
          pendingBefore,
        ),
        queuedOptIns: run(
          `DELETE FROM jobs WHERE kind = ? AND status IN ('pending', 'running') AND created_at < ?`,
          OPT_IN_RETRY_KIND,
          pendingBefore,
        ),
        unsubscribedSubscribers: run(
          `DELETE FROM newsletter_subscribers WHERE status = 'unsubscribed'`,
        ),
        leads: purgeLeads(sqlite, leadsBefore),
        tokens: run(
          `DELETE FROM newsletter_tokens WHERE used_at IS NOT NULL OR expires_at < ?`,
          now.toISOString(),
        ),
        mailLog: run(`DELETE FROM newsletter_mail_log WHERE requested_at < ?`, iso(DAY_MS)),
        finishedJobs: run(
          `DELETE FROM jobs WHERE status IN ('done', 'failed') AND created_at < ?`,
          iso(PENDING_RETENTION_DAYS * DAY_MS),
        ),
      };
    })
    .immediate();
}

/** Leads whose last contact is older than the cutoff; nothing when the table does not exist. */
function purgeLeads(sqlite: BetterSqlite3.Database, before: string): number {
  const columns = new Set(
    (sqlite.prepare(`SELECT name FROM pragma_table_info('leads')`).all() as { name: string }[]).map(
      (c) => c.name,
    ),
  );
  if (!columns.has('created_at')) return 0;
  const dates = ['last_contact_at', 'updated_at', 'created_at'].filter((c) => columns.has(c));
  // ISO texts compare in time order; a missing later date falls back to created_at.
  const lastContact =
    dates.length === 1
      ? 'created_at'
      : `MAX(${dates.map((c) => `COALESCE(${c}, created_at)`).join(', ')})`;
  return sqlite.prepare(`DELETE FROM leads WHERE ${lastContact} < ?`).run(before).changes;
}

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}
