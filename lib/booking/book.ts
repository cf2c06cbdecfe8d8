import { randomUUID } from 'node:crypto';
import { bookingRules } from '@/content/booking';
import {
  busyBetween,
  CalendarError,
  calendarConfigured,
  deleteEvent,
  putEvent,
  recentBusyBetween,
} from '@/lib/caldav';
import { getConfig } from '@/lib/config';
import { afterAnswer } from '@/lib/http/after-answer';
import { errorFields, log } from '@/lib/log';
import { enqueueJob, JobDeferred, runJob } from '@/lib/jobs';
import { getDb } from '@/lib/db';
import { BOOKING_JOBS } from './kinds';
import { callIcs } from './ics';
import { eventUid, organiser } from './organiser';
import {
  cancelBooking,
  claimedStarts,
  claimSlot,
  confirmBooking,
  getBooking,
  getLeadRow,
  markCalendarFailed,
  moveInFlight,
  releaseClaim,
  releaseStaleClaims,
  type BookingRow,
  type ClaimRequest,
  type LeadRow,
} from './store';
import { candidateSlots, freeSlots, slotAt, spanOf, type Slot } from './slots';
import type { LinkClaims } from '@/lib/sealed-links';

/**
 * The booking's rules: free slots, taking, moving and cancelling a call (docs/booking.md). A
 * slot is taken in four steps: the store's claim on its start, the event written, free/busy
 * read again (a clash loses the slot), the booking confirmed. A failing calendar never loses
 * the lead. Every way out after the event was (or may have been) written takes it back, at
 * once or by a job that makes the calendar agree with the store.
 */

/** Unconfirmed this long, a claim is abandoned: past a booking's two calendar calls, 5 min+. */
export function claimLeaseMs(): number {
  return Math.max(5 * 60_000, 10 * getConfig().booking.caldavTimeoutMs);
}

export type FreeSlots =
  { kind: 'slots'; slots: Slot[] } | { kind: 'calendar-failed'; reason: string };

/**
 * The slots free now: the calendar's free/busy (cached half a minute on this instance; `fresh`
 * reads it now, for the screener's last step) less the store's claims.
 */
export async function currentFreeSlots(
  now = new Date(),
  { fresh = false }: { fresh?: boolean } = {},
): Promise<FreeSlots> {
  const candidates = candidateSlots(now);
  const span = spanOf(candidates);
  if (!span) return { kind: 'slots', slots: [] };
  try {
    const [busy, claimed] = await Promise.all([
      recentBusyBetween(span.start, span.end, bookingRules.timeZone, { fresh }),
      claimedStarts(span.start, span.end),
    ]);
    const taken = new Set(claimed.map((start) => start.getTime()));
    const open = freeSlots(candidates, busy).filter((slot) => !taken.has(slot.start.getTime()));
    return { kind: 'slots', slots: open };
  } catch (error) {
    if (error instanceof CalendarError) return { kind: 'calendar-failed', reason: error.message };
    throw error;
  }
}

/** The calendar failed while this lead was booking: recorded once, and the owner told. */
export async function calendarFailedFor(leadId: string, reason: string, now = new Date()) {
  log.warn('booking.calendar_failed', { id: leadId, reason });
  const { mail } = await markCalendarFailed(leadId, reason, {
    notifyOwner: Boolean(getConfig().mail.leadsNotifyEmail),
    now,
  });
  if (mail !== undefined) tryAfterAnswer([mail]);
}

export type BookOutcome =
  | { kind: 'booked'; bookingId: string; slot: Slot }
  | { kind: 'taken' }
  | { kind: 'already-booked'; bookingId: string }
  | { kind: 'calendar-failed' }
  | { kind: 'used' }
  | { kind: 'unknown' };

/**
 * Books the call at `start`, or moves the lead's booking there (`moving`, using up its link).
 * A time off the rules of the moment (grid, notice, days ahead) reads as taken.
 */
export async function bookSlot({
  leadId,
  start,
  moving,
  link,
  now = new Date(),
}: {
  leadId: string;
  start: Date;
  moving?: string;
  link?: LinkClaims;
  now?: Date;
}): Promise<BookOutcome> {
  const lead = await getLeadRow(leadId);
  if (!lead || lead.fit !== 1 || lead.status === 'not_fit') return { kind: 'unknown' };
  const slot = slotAt(start, now);
  let current: BookingRow | undefined;
  if (moving) {
    current = await getBooking(moving);
    if (!current || current.lead_id !== leadId || current.status !== 'booked')
      return { kind: 'unknown' };
  } else if (lead.booking_id) {
    const held = await getBooking(lead.booking_id);
    if (held?.status === 'booked') return { kind: 'already-booked', bookingId: held.id };
  }
  if (!slot) return { kind: 'taken' };

  const bookingId = current?.id ?? randomUUID();
  const claim: Omit<ClaimRequest, 'now'> = {
    bookingId,
    leadId,
    slot,
    move: current ? { sequence: current.sequence } : undefined,
    link: current ? link : undefined,
  };
  const claimed = await claimSlot({ ...claim, now });
  if (claimed === 'busy') {
    const held = lead.booking_id ? await getBooking(lead.booking_id) : undefined;
    return held?.status === 'booked' && !moving
      ? { kind: 'already-booked', bookingId: held.id }
      : { kind: 'taken' };
  }
  if (claimed === 'taken' || claimed === 'used') return { kind: claimed };

  const sequence = current ? current.sequence + 1 : 0;
  const uid = eventUid(bookingId);
  const event = eventOf(lead, uid, slot, sequence);
  try {
    await putEvent(uid, callIcs(event, 'store', now), { replace: Boolean(current) });
    const pad = bookingRules.bufferMinutes * 60_000;
    // Read afresh, never from the slots page's brief cache: this is the check that counts.
    const busy = await busyBetween(
      new Date(slot.start.getTime() - pad),
      new Date(slot.end.getTime() + pad),
      bookingRules.timeZone,
    );
    if (busy.some((time) => time.uid !== uid)) {
      // Something else holds the time (an event the owner added meanwhile): give it up.
      await giveBack(claim, lead, current, sequence + 1, now);
      return { kind: 'taken' };
    }
  } catch (error) {
    if (!(error instanceof CalendarError)) throw error;
    // The write may have landed even when it failed (an answer that came too late): taken back
    // all the same.
    await giveBack(claim, lead, current, sequence + 1, now);
    await calendarFailedFor(leadId, error.message, now);
    return { kind: 'calendar-failed' };
  }

  const mails = await confirmBooking({
    bookingId,
    leadId,
    slot,
    sequence,
    previousStart: current?.starts_at,
    notifyOwner: Boolean(getConfig().mail.leadsNotifyEmail),
    now,
  });
  if (mails === null) {
    // The booking changed while its event was written (cancelled during a move, or the claim
    // released after its lease): the calendar is made to hold what the store says.
    log.warn('booking.changed_meanwhile', { id: leadId, booking: bookingId });
    await reconcileSoon(bookingId, now);
    return current ? { kind: 'unknown' } : { kind: 'taken' };
  }
  tryAfterAnswer(mails);
  log.info('booking.booked', { id: leadId, booking: bookingId, start: slot.start.toISOString() });
  return { kind: 'booked', bookingId, slot };
}

/** The event of a booking as it goes into the calendar and the mails. */
export function eventOf(
  lead: Pick<LeadRow, 'full_name' | 'email'>,
  uid: string,
  slot: Slot,
  sequence: number,
) {
  return {
    uid,
    start: slot.start,
    end: slot.end,
    sequence,
    owner: organiser(),
    applicant: { name: lead.full_name, email: lead.email },
  };
}

/**
 * Gives a claim back after its event was (or may have been) written: the event taken back,
 * then the claim released; if the calendar does not answer, the release queues a job.
 */
async function giveBack(
  claim: Omit<ClaimRequest, 'now'>,
  lead: LeadRow,
  current: BookingRow | undefined,
  sequence: number,
  now: Date,
) {
  const uid = eventUid(claim.bookingId);
  let undone = true;
  try {
    if (!current) await deleteEvent(uid);
    else {
      const back = { start: new Date(current.starts_at), end: new Date(current.ends_at) };
      await putEvent(uid, callIcs(eventOf(lead, uid, back, sequence), 'store', now), {
        replace: true,
      });
    }
  } catch (error) {
    undone = false;
    log.error('booking.undo_failed', { uid, ...errorFields(error) });
  }
  await releaseClaim(claim, { reconcile: !undone, now });
}

/**
 * Makes the calendar hold what the store says: the event while booked, none once cancelled,
 * released or purged. A claim in flight is waited for; a booking that changed meanwhile is
 * read again on the next try; with no calendar configured, nothing to do.
 */
export async function reconcileEvent(bookingId: string, now = new Date()): Promise<string> {
  if (!calendarConfigured()) return 'no-calendar';
  const uid = eventUid(bookingId);
  const booking = await getBooking(bookingId);
  const lead = booking ? await getLeadRow(booking.lead_id) : undefined;
  if (!booking || !lead || booking.status === 'cancelled') {
    await deleteEvent(uid);
    return 'removed';
  }
  if (booking.status === 'pending' || (await moveInFlight(booking))) {
    throw new JobDeferred('the booking is being claimed', 60);
  }
  const slot = { start: new Date(booking.starts_at), end: new Date(booking.ends_at) };
  const ics = callIcs(eventOf(lead, uid, slot, booking.sequence + 1), 'store', now);
  await putEvent(uid, ics, { replace: true });
  const after = await getBooking(bookingId);
  if (after?.status !== booking.status || after.sequence !== booking.sequence) {
    throw new Error('the booking changed while its event was written');
  }
  return 'written';
}

/** Reconciles a booking's event at once, or by its job when the calendar does not answer. */
async function reconcileSoon(bookingId: string, now: Date) {
  try {
    await reconcileEvent(bookingId, now);
  } catch (error) {
    log.warn('booking.reconcile_later', { booking: bookingId, ...errorFields(error) });
    await enqueueJob(getDb(), BOOKING_JOBS.reconcileEvent, { bookingId }, { now });
  }
}

/** Releases the claims whose lease ran out (a check of the jobs loop). */
export async function releaseAbandonedClaims(now = new Date()): Promise<void> {
  const released = await releaseStaleClaims(now, claimLeaseMs());
  if (released > 0) log.warn('booking.claims_released', { released });
}

/**
 * Cancels a booked call through its single-use link: the store first, then the event removed
 * from the calendar, at once or by a job that keeps trying.
 */
export async function cancelCall(
  link: LinkClaims,
  now = new Date(),
): Promise<'cancelled' | 'used' | 'gone'> {
  const result = await cancelBooking({
    bookingId: link.ref,
    link,
    notifyOwner: Boolean(getConfig().mail.leadsNotifyEmail),
    now,
  });
  if (result.outcome !== 'cancelled') return result.outcome;
  tryAfterAnswer([result.removal, ...result.mails]);
  log.info('booking.cancelled', { booking: link.ref });
  return 'cancelled';
}

/** Removes a cancelled booking's event (the removal job). */
export async function removeCancelledEvent(bookingId: string): Promise<string> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.status !== 'cancelled') return 'skipped';
  await deleteEvent(eventUid(bookingId));
  return 'removed';
}

/** Runs queued jobs (mails, the event's removal) once the answer has gone. */
function tryAfterAnswer(ids: number[]) {
  for (const id of ids) {
    afterAnswer(
      () => runJob(id),
      (error) => log.error('booking.after_answer_failed', { job: id, ...errorFields(error) }),
    );
  }
}
