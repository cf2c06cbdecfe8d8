import type { Selectable, Transaction } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import type { BookingTable, LeadStatus, LeadTable } from '@/lib/db/schema';
import { enqueueJob } from '@/lib/jobs';
import { enqueueMail, unsentMail } from '@/lib/mail';
import { BOOKING_JOBS } from './kinds';
import { nonceHash, spendLink, type LinkClaims } from '@/lib/sealed-links';
import type { Slot } from './slots';

/**
 * The queries of what follows an application. A slot's start is the key of `booking_slots`:
 * of two bookings racing for it, on any store or instance, one inserts and the other finds it
 * taken. A lead holds one booking (`leads.booking_id`, a conditional update); a move is
 * claimed by raising the booking's sequence.
 */

/** A lead's row as stored, with what the follow-ups record beside its answers. */
export type LeadRow = Selectable<LeadTable>;
export type BookingRow = Selectable<BookingTable>;

export async function getLeadRow(id: string): Promise<LeadRow | undefined> {
  return getDb().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The owner's status for a lead, which no booking or cancel overwrites; false when no lead. */
export async function recordStatus(
  leadId: string,
  status: LeadStatus,
  now = new Date(),
): Promise<boolean> {
  const result = await getDb()
    .updateTable('leads')
    .set({ status, status_at: now.toISOString(), status_by: 'owner' })
    .where('id', '=', leadId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A claim that cannot be had: rolls its transaction back. */
class NotClaimed extends Error {
  constructor(readonly why: 'taken' | 'busy' | 'used') {
    super(why);
  }
}

/** Lets the lead go of its one booking, while it is still this one. */
const freeLead = (trx: Transaction<Database>, leadId: string, bookingId: string) =>
  trx
    .updateTable('leads')
    .set({ booking_id: null })
    .where('id', '=', leadId)
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();

/** The applicant's mail of `kind` about a call and, with `notifyOwner`, the owner's. */
async function queueCallMails(
  trx: Transaction<Database>,
  kind: string,
  ref: Record<string, unknown>,
  { notifyOwner, now }: { notifyOwner: boolean; now: Date },
): Promise<QueuedMails> {
  const mails = [await enqueueMail(trx, kind, { ...ref, to: 'applicant' }, now)];
  if (notifyOwner) mails.push(await enqueueMail(trx, kind, { ...ref, to: 'owner' }, now));
  return mails;
}

export async function getBooking(id: string): Promise<BookingRow | undefined> {
  return getDb().selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Starts claimed in [from, to): taken already, whether or not the calendar shows them yet. */
export async function claimedStarts(from: Date, to: Date): Promise<Date[]> {
  const rows = await getDb()
    .selectFrom('booking_slots')
    .select('starts_at')
    .where('starts_at', '>=', from.toISOString())
    .where('starts_at', '<', to.toISOString())
    .execute();
  return rows.map((row) => new Date(row.starts_at));
}

export interface ClaimRequest {
  bookingId: string;
  leadId: string;
  slot: Slot;
  /** Moving this booking, which stands at `sequence`. */
  move?: { sequence: number };
  /** The move's link, used up by the claim: a move link moves the call once. */
  link?: LinkClaims;
  now: Date;
}

/**
 * Claims `slot` in one transaction: a move's link, the lead's one booking (or its move), the
 * start. 'taken': another booking holds the start; 'busy': the lead holds a booking (or it is
 * being moved or cancelled); 'used': the move's link was used before.
 */
export async function claimSlot(
  request: ClaimRequest,
): Promise<'claimed' | 'taken' | 'busy' | 'used'> {
  const { bookingId, leadId, slot, move, link, now } = request;
  const at = now.toISOString();
  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        if (link && !(await spendLink(trx, link, now))) throw new NotClaimed('used');
        // A lead the owner found not a fit books nothing, whatever link it holds.
        const held = move
          ? await trx
              .updateTable('bookings')
              .set({ sequence: move.sequence + 1, updated_at: at })
              .where('id', '=', bookingId)
              .where('sequence', '=', move.sequence)
              .where('status', '=', 'booked')
              .where('lead_id', 'in', (eb) =>
                eb.selectFrom('leads').select('id').where('status', '<>', 'not_fit'),
              )
              .executeTakeFirst()
          : await trx
              .updateTable('leads')
              .set({ booking_id: bookingId })
              .where('id', '=', leadId)
              .where('booking_id', 'is', null)
              .where('status', '<>', 'not_fit')
              .executeTakeFirst();
        if (Number(held.numUpdatedRows) === 0) throw new NotClaimed('busy');
        const inserted = await trx
          .insertInto('booking_slots')
          .values({ starts_at: slot.start.toISOString(), booking_id: bookingId, claimed_at: at })
          .onConflict((oc) => oc.column('starts_at').doNothing())
          .returning('starts_at')
          .executeTakeFirst();
        if (!inserted) throw new NotClaimed('taken');
        if (!move) {
          await trx
            .insertInto('bookings')
            .values({
              id: bookingId,
              lead_id: leadId,
              starts_at: slot.start.toISOString(),
              ends_at: slot.end.toISOString(),
              status: 'pending',
              created_at: at,
              updated_at: at,
            })
            .execute();
        }
      });
    return 'claimed';
  } catch (error) {
    if (error instanceof NotClaimed) return error.why;
    throw error;
  }
}

/**
 * Gives a claim back (calendar failed, time busy): the start, the pending booking and the
 * lead's hold, or a move's new start and its link (usable again). With `reconcile`, a job
 * queued in the same transaction makes the calendar agree with the store.
 */
export async function releaseClaim(
  request: Omit<ClaimRequest, 'now'>,
  { reconcile = false, now }: { reconcile?: boolean; now: Date },
): Promise<void> {
  const { bookingId, leadId, slot, move, link } = request;
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .deleteFrom('booking_slots')
        .where('starts_at', '=', slot.start.toISOString())
        .where('booking_id', '=', bookingId)
        .execute();
      if (link)
        await trx
          .deleteFrom('booking_link_uses')
          .where('nonce_hash', '=', nonceHash(link))
          .execute();
      if (!move) {
        await trx
          .deleteFrom('bookings')
          .where('id', '=', bookingId)
          .where('status', '=', 'pending')
          .execute();
        await freeLead(trx, leadId, bookingId);
      }
      if (reconcile) await enqueueJob(trx, BOOKING_JOBS.reconcileEvent, { bookingId }, { now });
    });
}

/**
 * Releases claims unconfirmed after `leaseMs`: a pending booking whole, a move's new start
 * with the sequence raised, so that a late confirmation matches nothing; each queues a job
 * that puts the calendar back. Each release is conditional (safe on several instances).
 * Returns the number released.
 */
export async function releaseStaleClaims(now: Date, leaseMs: number): Promise<number> {
  const before = new Date(now.getTime() - leaseMs).toISOString();
  const at = now.toISOString();
  const stale = await getDb()
    .selectFrom('booking_slots')
    .leftJoin('bookings', 'bookings.id', 'booking_slots.booking_id')
    .select([
      'booking_slots.starts_at as slot_start',
      'booking_slots.booking_id as booking_id',
      'bookings.status as status',
      'bookings.lead_id as lead_id',
    ])
    .where('booking_slots.claimed_at', '<', before)
    .where((eb) =>
      eb.or([
        eb('bookings.id', 'is', null),
        eb('bookings.status', '=', 'pending'),
        eb.and([
          eb('bookings.status', '=', 'booked'),
          eb('bookings.starts_at', '<>', eb.ref('booking_slots.starts_at')),
        ]),
      ]),
    )
    .limit(100)
    .execute();
  let released = 0;
  for (const row of stale) {
    const done = await getDb()
      .transaction()
      .execute(async (trx) => {
        if (row.status === 'pending') {
          const gone = await trx
            .deleteFrom('bookings')
            .where('id', '=', row.booking_id)
            .where('status', '=', 'pending')
            .executeTakeFirst();
          if (Number(gone.numDeletedRows) === 0) return false;
          await freeLead(trx, row.lead_id!, row.booking_id);
        } else if (row.status === 'booked') {
          const raised = await trx
            .updateTable('bookings')
            .set((eb) => ({ sequence: eb('sequence', '+', 1), updated_at: at }))
            .where('id', '=', row.booking_id)
            .where('status', '=', 'booked')
            .where('starts_at', '<>', row.slot_start)
            .executeTakeFirst();
          if (Number(raised.numUpdatedRows) === 0) return false;
        }
        const freed = await trx
          .deleteFrom('booking_slots')
          .where('starts_at', '=', row.slot_start)
          .where('booking_id', '=', row.booking_id)
          .executeTakeFirst();
        if (Number(freed.numDeletedRows) === 0) throw new NotClaimed('taken');
        await enqueueJob(trx, BOOKING_JOBS.reconcileEvent, { bookingId: row.booking_id }, { now });
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof NotClaimed) return false;
        throw error;
      });
    if (done) released++;
  }
  return released;
}

/** Whether a move of the booking is claimed and not yet confirmed (a start of its own held). */
export async function moveInFlight(booking: Pick<BookingRow, 'id' | 'starts_at'>) {
  const row = await getDb()
    .selectFrom('booking_slots')
    .select('starts_at')
    .where('booking_id', '=', booking.id)
    .where('starts_at', '<>', booking.starts_at)
    .executeTakeFirst();
  return row !== undefined;
}

/** The mails a confirmed booking or its cancellation queues; their ids, to try at once. */
export type QueuedMails = number[];

/**
 * The calendar holds the event: the booking booked (or moved, the old start given back), the
 * lead booked, the invitations queued (the owner's with LEADS_NOTIFY_EMAIL). Only a claim still
 * standing is confirmed; null, writing nothing, when the booking changed meanwhile.
 */
export async function confirmBooking(request: {
  bookingId: string;
  leadId: string;
  slot: Slot;
  sequence: number;
  previousStart?: string;
  notifyOwner: boolean;
  now: Date;
}): Promise<QueuedMails | null> {
  const { bookingId, leadId, slot, sequence, previousStart, notifyOwner, now } = request;
  const at = now.toISOString();
  const moving = previousStart !== undefined;
  try {
    return await getDb()
      .transaction()
      .execute(async (trx) => {
        const confirmed = await trx
          .updateTable('bookings')
          .set({
            status: 'booked',
            starts_at: slot.start.toISOString(),
            ends_at: slot.end.toISOString(),
            updated_at: at,
          })
          .where('id', '=', bookingId)
          .where('status', '=', moving ? 'booked' : 'pending')
          .where('sequence', '=', sequence)
          .executeTakeFirst();
        if (Number(confirmed.numUpdatedRows) === 0) throw new NotClaimed('taken');
        if (previousStart && previousStart !== slot.start.toISOString())
          await trx
            .deleteFrom('booking_slots')
            .where('starts_at', '=', previousStart)
            .where('booking_id', '=', bookingId)
            .execute();
        // Booked by its booking, unless the owner has recorded something already.
        await trx
          .updateTable('leads')
          .set({ status: 'booked', status_by: 'booking', status_at: at })
          .where('id', '=', leadId)
          .where('status', '=', 'new')
          .execute();
        const ref = {
          bookingId,
          sequence,
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
          moved: previousStart !== undefined,
        };
        return queueCallMails(trx, BOOKING_JOBS.invitation, ref, { notifyOwner, now });
      });
  } catch (error) {
    if (error instanceof NotClaimed) return null;
    throw error;
  }
}

/**
 * Cancels a booked call in one transaction: the link used up, the sequence raised, the start
 * given back, the lead free (and new, unless the owner's word stands), the cancellations and
 * the event's removal queued. 'used': the link was used; 'gone': not booked.
 */
export async function cancelBooking(request: {
  bookingId: string;
  link?: LinkClaims;
  notifyOwner: boolean;
  now: Date;
}): Promise<
  { outcome: 'cancelled'; mails: QueuedMails; removal: number } | { outcome: 'used' | 'gone' }
> {
  const { bookingId, link, notifyOwner, now } = request;
  const at = now.toISOString();
  try {
    return await getDb()
      .transaction()
      .execute(async (trx) => {
        if (link && !(await spendLink(trx, link, now))) throw new NotClaimed('busy');
        const booking = await trx
          .updateTable('bookings')
          .set((eb) => ({ status: 'cancelled', sequence: eb('sequence', '+', 1), updated_at: at }))
          .where('id', '=', bookingId)
          .where('status', '=', 'booked')
          .returningAll()
          .executeTakeFirst();
        if (!booking) throw new NotClaimed('taken');
        await trx.deleteFrom('booking_slots').where('booking_id', '=', bookingId).execute();
        const freed = await freeLead(trx, booking.lead_id, bookingId);
        if (Number(freed.numUpdatedRows) > 0) {
          // New again only when the booking made it booked: the owner's word stays.
          await trx
            .updateTable('leads')
            .set({ status: 'new', status_by: null, status_at: at })
            .where('id', '=', booking.lead_id)
            .where('status', '=', 'booked')
            .where('status_by', '=', 'booking')
            .execute();
        }
        const ref = {
          bookingId,
          sequence: booking.sequence,
          start: booking.starts_at,
          end: booking.ends_at,
        };
        const mails = await queueCallMails(trx, BOOKING_JOBS.cancellation, ref, {
          notifyOwner,
          now,
        });
        const removal = (await enqueueJob(trx, BOOKING_JOBS.removeEvent, { bookingId }, { now }))!;
        return { outcome: 'cancelled' as const, mails, removal };
      });
  } catch (error) {
    if (error instanceof NotClaimed) return { outcome: error.why === 'busy' ? 'used' : 'gone' };
    throw error;
  }
}

/**
 * Records the calendar's first failure for this lead and, once the team's notification has
 * gone (a waiting one says it itself), queues the owner's notice. True the first time.
 */
export async function markCalendarFailed(
  leadId: string,
  reason: string,
  { notifyOwner, now }: { notifyOwner: boolean; now: Date },
): Promise<{ first: boolean; mail?: number }> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const marked = await trx
        .updateTable('leads')
        .set({ calendar_failed_at: now.toISOString(), calendar_error: reason.slice(0, 300) })
        .where('id', '=', leadId)
        .where('calendar_failed_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return { first: false };
      if (!notifyOwner) return { first: true };
      const waiting = await unsentMail(trx, BOOKING_JOBS.notification, { leadId });
      if (waiting !== undefined) return { first: true };
      const mail = await enqueueJob(
        trx,
        BOOKING_JOBS.calendarFailed,
        { leadId },
        { now, uniqueKey: `${BOOKING_JOBS.calendarFailed}:${leadId}` },
      );
      return { first: true, mail };
    });
}

/**
 * The applicant's one reminder to pick a time, in `seconds`, skipped if they booked. As with
 * the receipt, an address gets one a day (the lead holding its `lead_receipts` row), so that
 * applications naming someone else's address cannot mail them again and again.
 */
export async function queueReminder(leadId: string, seconds: number, now: Date): Promise<void> {
  const receipt = await getDb()
    .selectFrom('lead_receipts')
    .select('lead_id')
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  if (!receipt) return;
  await enqueueJob(
    getDb(),
    BOOKING_JOBS.reminder,
    { leadId },
    {
      now,
      runAt: new Date(now.getTime() + seconds * 1000),
      uniqueKey: `${BOOKING_JOBS.reminder}:${leadId}`,
    },
  );
}
