import { sql, type Kysely, type Transaction } from 'kysely';
import { USAGE_RETENTION_MONTHS } from '@/lib/analytics/retention';
import { queueEventErasure, runEventErasures } from '@/lib/booking';
import { getDb } from '@/lib/db';
import { enqueueJob, registerCheck, registerJob } from '@/lib/jobs';
import { OPT_IN_RETRY_KIND } from '@/lib/newsletter/opt-in';
import type { Database } from '@/lib/db';
import { deleted } from '@/lib/personal-data';
import { retentionOf } from '@/lib/privacy';
import { registerSitePersonalData } from '@/lib/site-personal-data';

/**
 * The retention periods of the privacy page (content/legal/privacy.md, section 4; told in
 * docs/database.md#retention and docs/newsletter.md#retention), applied to the store in one
 * transaction (npm run data:purge, and daily from the jobs loop). A delivery still queued or
 * being sent is no record yet and stays; a suppressed address is kept
 * SUPPRESSION_RETENTION_DAYS, since its owner could not unsubscribe; a purged lead's bookings
 * go with it, their events removed from the calendar by a job queued here. Subscribers' rows go
 * with them (ON DELETE CASCADE). The periods are the features' declarations of personal data,
 * so the purge stands above the features, not in lib/db.
 */
export type PurgeCounts = Awaited<ReturnType<typeof purgeData>>;

registerSitePersonalData();
const declared = (key: string) => retentionOf(key);
const LEAD_RETENTION_MONTHS = declared('leads').months!;
const PENDING_RETENTION_DAYS = declared('pending').days!;

/** An address whose mail was suppressed is removed from the list this many days after. */
export const SUPPRESSION_RETENTION_DAYS = declared('suppressed').days!;
/** Delivery records and bounce or complaint reports are kept this many months. */
export const DELIVERY_RETENTION_MONTHS = declared('deliveries').months!;
/** Booking links' single-use records are kept this many days. */
export const LINK_USE_RETENTION_DAYS = declared('link uses').days!;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Applies the retention periods in one transaction; how many rows of each kind went. */
export async function purgeData(db: Kysely<Database>, now = new Date()) {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const pendingBefore = iso(PENDING_RETENTION_DAYS * DAY_MS);
  const leadsBefore = monthsBefore(now, LEAD_RETENTION_MONTHS).toISOString();
  const deliveriesBefore = monthsBefore(now, DELIVERY_RETENTION_MONTHS).toISOString();
  const usageBefore = monthsBefore(now, USAGE_RETENTION_MONTHS).toISOString().slice(0, 10);
  const requestsBefore = monthsBefore(now, declared('requests').months!).toISOString();

  return db.transaction().execute(async (trx) => {
    const subscribers = trx.deleteFrom('newsletter_subscribers');
    const pendingSubscribers = await deleted(
      subscribers.where('status', '=', 'pending').where('requested_at', '<', pendingBefore),
    );
    const queuedOptIns = await deleted(
      trx
        .deleteFrom('jobs')
        .where('kind', '=', OPT_IN_RETRY_KIND)
        .where('status', 'in', ['pending', 'running'])
        .where('created_at', '<', pendingBefore),
    );
    const unsubscribedSubscribers = await deleted(subscribers.where('status', '=', 'unsubscribed'));
    const suppressedSubscribers = await deleted(
      subscribers.where('suppressed_at', '<', iso(SUPPRESSION_RETENTION_DAYS * DAY_MS)),
    );
    const leads = await purgeLeads(trx, leadsBefore);
    const bookings = await purgeOrphanedBookings(trx, now);
    const usage = (table: 'page_views' | 'funnel_events' | 'web_vitals' | 'missing_pages') =>
      deleted(trx.deleteFrom(table).where('day', '<', usageBefore));
    return {
      pendingSubscribers,
      queuedOptIns,
      unsubscribedSubscribers,
      suppressedSubscribers,
      leads,
      ...bookings,
      linkUses: await deleted(
        trx
          .deleteFrom('booking_link_uses')
          .where('used_at', '<', iso(LINK_USE_RETENTION_DAYS * DAY_MS)),
      ),
      // The reports first: a delivery's removal would only unlink its reports.
      bounceReports: await deleted(
        trx.deleteFrom('newsletter_bounces').where('received_at', '<', deliveriesBefore),
      ),
      deliveries: await deleted(
        trx
          .deleteFrom('newsletter_deliveries')
          .where('created_at', '<', deliveriesBefore)
          .where('status', 'not in', ['queued', 'sending']),
      ),
      tokens: await deleted(
        trx
          .deleteFrom('newsletter_tokens')
          .where((eb) =>
            eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', now.toISOString())]),
          ),
      ),
      mailLog: await deleted(
        trx.deleteFrom('newsletter_mail_log').where('requested_at', '<', iso(DAY_MS)),
      ),
      finishedJobs: await deleted(
        trx
          .deleteFrom('jobs')
          .where('status', 'in', ['done', 'failed'])
          .where('created_at', '<', iso(PENDING_RETENTION_DAYS * DAY_MS)),
      ),
      pageViews: await usage('page_views'),
      funnelEvents: await usage('funnel_events'),
      webVitals: await usage('web_vitals'),
      receipts: await deleted(
        trx.deleteFrom('lead_receipts').where('day', '<', leadsBefore.slice(0, 10)),
      ),
      privacyRequests: await deleted(
        trx.deleteFrom('privacy_requests').where('created_at', '<', requestsBefore),
      ),
      missingPages: await usage('missing_pages'),
    };
  });
}

/** Leads with no application, owner's word or call (or booking change) since the cutoff. */
function purgeLeads(trx: Transaction<Database>, before: string): Promise<number> {
  return deleted(
    trx
      .deleteFrom('leads')
      .where('created_at', '<', before)
      .where((eb) => eb.or([eb('status_at', 'is', null), eb('status_at', '<', before)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bookings')
              .select(sql.lit(1).as('one'))
              .whereRef('bookings.lead_id', '=', 'leads.id')
              .where((eb) =>
                eb.or([
                  eb('bookings.starts_at', '>=', before),
                  eb('bookings.updated_at', '>=', before),
                ]),
              ),
          ),
        ),
      ),
  );
}

/**
 * Bookings whose lead is gone, with their slot claims; each one's event is queued for removal,
 * whatever its status (a cancelled call's own removal job gives up once its booking is gone).
 */
async function purgeOrphanedBookings(trx: Transaction<Database>, now: Date) {
  const orphans = await trx
    .selectFrom('bookings')
    .select('id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('leads')
            .select(sql.lit(1).as('one'))
            .whereRef('leads.id', '=', 'bookings.lead_id'),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  let calendarEvents = 0;
  for (const { id } of orphans) if (await queueEventErasure(trx, id, now)) calendarEvents++;
  const ids = orphans.map((row) => row.id);
  let bookingSlots = 0;
  let bookings = 0;
  // In slices: a list of ids is one bound parameter each.
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    bookingSlots += await deleted(trx.deleteFrom('booking_slots').where('booking_id', 'in', slice));
    bookings += await deleted(trx.deleteFrom('bookings').where('id', 'in', slice));
  }
  // Claims whose booking is gone some other way hold a slot for nobody.
  bookingSlots += await deleted(
    trx
      .deleteFrom('booking_slots')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bookings')
              .select(sql.lit(1).as('one'))
              .whereRef('bookings.id', '=', 'booking_slots.booking_id'),
          ),
        ),
      ),
  );
  return { bookings, bookingSlots, calendarEvents };
}

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export const PURGE_JOB = 'data-purge';
/** The jobs loop's purge runs daily at this hour (UTC), once across every instance. */
export const PURGE_HOUR_UTC = 3;

/**
 * The purge from the jobs loop as well as from cron: the loop's hourly check (schedulePurge)
 * queues the next 03:00 (UTC) purge as one job per day (its unique key), so that one instance
 * runs it, and never at a process's start; any process running jobs can run it.
 */
export function registerPurgeJob(): void {
  registerJob(PURGE_JOB, {
    retrySeconds: [3600],
    maxAttempts: 3,
    async run(_ref, { now }) {
      const counts = await purgeData(getDb(), now);
      await runEventErasures(getDb(), now);
      return `purged ${Object.values(counts).reduce((a, b) => a + b, 0)}`;
    },
  });
}

/** The server's jobs loop queues each day's purge (npm run jobs:run does not). */
export function schedulePurge(): void {
  registerCheck(PURGE_JOB, {
    everyMs: 3_600_000,
    async run(now) {
      const at = new Date(now);
      at.setUTCHours(PURGE_HOUR_UTC, 0, 0, 0);
      if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
      const day = at.toISOString().slice(0, 10);
      await enqueueJob(
        getDb(),
        PURGE_JOB,
        { day },
        { runAt: at, uniqueKey: `${PURGE_JOB}:${day}`, now },
      );
    },
  });
}
