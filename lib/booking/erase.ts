import type { Kysely } from 'kysely';
import { calendarConfigured, deleteEvent } from '@/lib/caldav';
import type { Database } from '@/lib/db';
import { enqueueJob, registerJob, runJob, type Db } from '@/lib/jobs';
import { eventUid } from './organiser';

/**
 * Erasing a purged lead's calls from the owner's calendar. The site wrote each booked call into
 * the calendar as an event holding the applicant's name and address; when the lead goes at the
 * end of its retention period (npm run data:purge), its bookings go too, and each one's event
 * is removed through the calendar client. The removal is a job queued in the purge's own
 * transaction, tried at once by the purge and then on this schedule by the site's job loop
 * while the calendar does not answer (about ten days, then the owner is alerted that a job was
 * given up). An event already gone, or removed by the owner, is fine.
 */
export const ERASE_EVENT_JOB = 'booking-erase-event';

const RETRY_SECONDS = [60, 600, 3600, 6 * 3600, 24 * 3600] as const;
const MAX_ATTEMPTS = 14;

export function registerEventErasure(): void {
  registerJob(ERASE_EVENT_JOB, {
    retrySeconds: RETRY_SECONDS,
    maxAttempts: MAX_ATTEMPTS,
    run: (ref) => eraseEvent(String(ref.bookingId)),
  });
}

/** Queues the removal of a booking's event, once per booking; pass the purge's transaction. */
export async function queueEventErasure(db: Db, bookingId: string, now: Date): Promise<boolean> {
  const id = await enqueueJob(
    db,
    ERASE_EVENT_JOB,
    { bookingId },
    { uniqueKey: `${ERASE_EVENT_JOB}:${bookingId}`, now },
  );
  return id !== undefined;
}

/** Removes a booking's event from the calendar ('removed'), or 'no-calendar' without one. */
export async function eraseEvent(bookingId: string): Promise<string> {
  // No calendar configured: the site has none to write to, nor to erase from.
  if (!calendarConfigured()) return 'no-calendar';
  await deleteEvent(eventUid(bookingId));
  return 'removed';
}

/**
 * Tries every erasure still waiting now (the purge's new ones, and any the calendar refused
 * before), each claimed as the job loop claims it: how each went.
 */
export async function runEventErasures(
  db: Kysely<Database>,
  now = new Date(),
): Promise<Record<string, number>> {
  registerEventErasure();
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', ERASE_EVENT_JOB)
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
