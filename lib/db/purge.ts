import { sql, type Kysely } from 'kysely';
import { USAGE_RETENTION_MONTHS } from '@/lib/analytics/retention';
import {
  LEAD_RETENTION_MONTHS,
  OPT_IN_RETRY_KIND,
  PENDING_RETENTION_DAYS,
} from '@/lib/newsletter/constants';
import { dialectOf } from './dialect';
import type { Database } from './schema';

/**
 * The retention periods of the privacy page, applied to the store (npm run data:purge):
 * - newsletter sign-ups never confirmed: removed 30 days after they were asked for, and so
 *   are screener opt-ins still waiting for the backend (their retry jobs) after 30 days;
 * - the newsletter list is kept until unsubscribe: unsubscribed addresses are removed;
 * - sales enquiries (the `leads` table, when it exists): 24 months after the last contact,
 *   taken as the latest of its `last_contact_at`, `updated_at` and `created_at` columns;
 * - website use statistics (page views, the booking funnel's events and the field-speed
 *   reports, by day): 13 months;
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
  pageViews: number;
  funnelEvents: number;
  webVitals: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Applies the retention periods in one transaction; how many rows of each kind went. */
export async function purgeData(db: Kysely<Database>, now = new Date()): Promise<PurgeCounts> {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const pendingBefore = iso(PENDING_RETENTION_DAYS * DAY_MS);
  const leadsBefore = monthsBefore(now, LEAD_RETENTION_MONTHS).toISOString();
  const usageBefore = monthsBefore(now, USAGE_RETENTION_MONTHS).toISOString().slice(0, 10);
  const leadColumns = await columnsOf(db, 'leads');
  const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

  return db.transaction().execute(async (trx) => ({
    pendingSubscribers: deleted(
      await trx
        .deleteFrom('newsletter_subscribers')
        .where('status', '=', 'pending')
        .where('requested_at', '<', pendingBefore)
        .executeTakeFirst(),
    ),
    queuedOptIns: deleted(
      await trx
        .deleteFrom('jobs')
        .where('kind', '=', OPT_IN_RETRY_KIND)
        .where('status', 'in', ['pending', 'running'])
        .where('created_at', '<', pendingBefore)
        .executeTakeFirst(),
    ),
    unsubscribedSubscribers: deleted(
      await trx
        .deleteFrom('newsletter_subscribers')
        .where('status', '=', 'unsubscribed')
        .executeTakeFirst(),
    ),
    leads: await purgeLeads(trx, leadColumns, leadsBefore),
    tokens: deleted(
      await trx
        .deleteFrom('newsletter_tokens')
        .where((eb) =>
          eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', now.toISOString())]),
        )
        .executeTakeFirst(),
    ),
    mailLog: deleted(
      await trx
        .deleteFrom('newsletter_mail_log')
        .where('requested_at', '<', iso(DAY_MS))
        .executeTakeFirst(),
    ),
    finishedJobs: deleted(
      await trx
        .deleteFrom('jobs')
        .where('status', 'in', ['done', 'failed'])
        .where('created_at', '<', iso(PENDING_RETENTION_DAYS * DAY_MS))
        .executeTakeFirst(),
    ),
    pageViews: deleted(
      await trx.deleteFrom('page_views').where('day', '<', usageBefore).executeTakeFirst(),
    ),
    funnelEvents: deleted(
      await trx.deleteFrom('funnel_events').where('day', '<', usageBefore).executeTakeFirst(),
    ),
    webVitals: deleted(
      await trx.deleteFrom('web_vitals').where('day', '<', usageBefore).executeTakeFirst(),
    ),
  }));
}

/** The columns of a table, or none when it does not exist. */
async function columnsOf(db: Kysely<Database>, table: string): Promise<Set<string>> {
  const tables = await db.introspection.getTables();
  const found = tables.find((t) => t.name === table);
  return new Set(found?.columns.map((c) => c.name) ?? []);
}

/** Leads whose last contact is older than the cutoff; nothing when the table does not exist. */
async function purgeLeads(
  db: Kysely<Database>,
  columns: Set<string>,
  before: string,
): Promise<number> {
  if (!columns.has('created_at')) return 0;
  const dates = ['last_contact_at', 'updated_at', 'created_at'].filter((c) => columns.has(c));
  // ISO texts compare in time order; a missing later date falls back to created_at. The
  // latest of several values is GREATEST() on PostgreSQL and MAX() on SQLite.
  const latest = dialectOf(db) === 'postgres' ? 'GREATEST' : 'MAX';
  const lastContact =
    dates.length === 1
      ? 'created_at'
      : `${latest}(${dates.map((c) => `COALESCE(${c}, created_at)`).join(', ')})`;
  const result = await sql`DELETE FROM leads WHERE ${sql.raw(lastContact)} < ${before}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}
