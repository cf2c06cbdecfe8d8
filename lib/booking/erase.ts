import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { enqueueJob, registerJob, runJob, type Db } from '@/lib/jobs';
import { reconcileEvent } from './book';
import { BOOKING_JOBS } from './kinds';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_SECONDS } from '@/lib/mail';

/**
 * Erasing a purged lead's calls from the owner's calendar. The site wrote each booked call into
 * the calendar as an event holding the applicant's name and address; when the lead goes at the
 * end of its retention period (npm run data:purge), its bookings go too, and each one's event
 * goes through the booking's own reconciling job, which removes the event of a booking the
 * store no longer holds. The job is queued in the purge's own transaction, tried at once by the
 * purge and then by the site's job loop while the calendar does not answer (then the owner is
 * alerted that a job was given up). An event already gone, or removed by the owner, is fine.
 */

/** Queues the removal of a booking's event, once per booking; pass the purge's transaction. */
export async function queueEventErasure(db: Db, bookingId: string, now: Date): Promise<boolean> {
  const id = await enqueueJob(
    db,
    BOOKING_JOBS.reconcileEvent,
    { bookingId },
    { uniqueKey: `${BOOKING_JOBS.reconcileEvent}:erase:${bookingId}`, now },
  );
  return id !== undefined;
}

/** The reconciling job's handler, registered by the site's jobs and by the purge script. */
export function registerEventReconciling(): void {
  registerJob(BOOKING_JOBS.reconcileEvent, {
    retrySeconds: MAIL_RETRY_SECONDS,
    maxAttempts: MAIL_MAX_ATTEMPTS,
    run: (ref, { now }) => reconcileEvent(String(ref.bookingId), now),
  });
}

/**
 * Tries every reconciling still waiting now (the purge's new ones, and any the calendar
 * refused before), each claimed as the job loop claims it: how each went.
 */
export async function runEventErasures(
  db: Kysely<Database>,
  now = new Date(),
): Promise<Record<string, number>> {
  registerEventReconciling();
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', BOOKING_JOBS.reconcileEvent)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  const outcomes: Record<string, number> = {};
  for (const { id } of waiting) {
    const { outcome } = await runJob(id, now, db);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  return outcomes;
}
