import { randomUUID } from 'node:crypto';
import { bookingRules } from '@/content/booking';
import { busyBetween, CalendarError, deleteEvent, putEvent } from '@/lib/caldav';
import { getConfig } from '@/lib/config';
import { afterAnswer } from '@/lib/http/after-answer';
import { errorFields, log } from '@/lib/log';
import { runJob } from '@/lib/jobs';
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
  releaseClaim,
  type BookingRow,
  type LeadRow,
} from './store';
import { candidateSlots, freeSlots, slotAt, spanOf, type Slot } from './slots';
import type { LinkClaims } from './links';

/**
 * The booking's rules: the free slots at the moment of asking, taking one, moving and
 * cancelling a call. A slot is taken in four steps: the store's claim on its start (one
 * booking wins it, on any instance), the event written to the owner's calendar (created only
 * where none exists), free/busy read again (something else in the calendar at that time, an
 * event the owner added meanwhile, loses the slot), and the booking confirmed with its
 * invitations queued. A claim is given back when the calendar fails or turns out busy, and a
 * failing calendar never loses the lead: the applicant is told the owner will mail two times,
 * and the owner is told the calendar failed.
 */

export type FreeSlots =
  { kind: 'slots'; slots: Slot[] } | { kind: 'calendar-failed'; reason: string };

/** The slots free now: the calendar's free/busy at this moment, less the store's claims. */
export async function currentFreeSlots(now = new Date()): Promise<FreeSlots> {
  const candidates = candidateSlots(now);
  const span = spanOf(candidates);
  if (!span) return { kind: 'slots', slots: [] };
  try {
    const [busy, claimed] = await Promise.all([
      busyBetween(span.start, span.end, bookingRules.timeZone),
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

/**
 * The calendar failed while this lead was booking: recorded once, and the owner told (by the
 * lead's notification when it has not gone yet, else by a notice of its own, sent after the
 * answer).
 */
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
  | { kind: 'unknown' };

/**
 * Books the call at `start` for a lead, or moves the lead's booking there (`moving`). The
 * posted time is checked against the rules of the moment (on the grid, after the notice,
 * within the days ahead); a time that no longer qualifies reads as taken, so the applicant is
 * shown the fresh slots.
 */
export async function bookSlot({
  leadId,
  start,
  moving,
  now = new Date(),
}: {
  leadId: string;
  start: Date;
  moving?: string;
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
  const claim = {
    bookingId,
    leadId,
    slot,
    move: current ? { sequence: current.sequence } : undefined,
  };
  const claimed = await claimSlot({ ...claim, now });
  if (claimed === 'busy') {
    const held = lead.booking_id ? await getBooking(lead.booking_id) : undefined;
    return held?.status === 'booked' && !moving
      ? { kind: 'already-booked', bookingId: held.id }
      : { kind: 'taken' };
  }
  if (claimed === 'taken') return { kind: 'taken' };

  const sequence = current ? current.sequence + 1 : 0;
  const uid = eventUid(bookingId);
  const event = eventOf(lead, uid, slot, sequence);
  try {
    await putEvent(uid, callIcs(event, 'store', now), { replace: Boolean(current) });
    const pad = bookingRules.bufferMinutes * 60_000;
    const busy = await busyBetween(
      new Date(slot.start.getTime() - pad),
      new Date(slot.end.getTime() + pad),
      bookingRules.timeZone,
    );
    if (busy.some((time) => time.uid !== uid)) {
      // Something else holds the time (an event the owner added meanwhile): give it up.
      await undoEvent(lead, uid, current, sequence + 1, now);
      await releaseClaim(claim);
      return { kind: 'taken' };
    }
  } catch (error) {
    if (!(error instanceof CalendarError)) throw error;
    await releaseClaim(claim);
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

/** Takes back an event just written for a slot that turned out busy; best effort. */
async function undoEvent(
  lead: LeadRow,
  uid: string,
  current: BookingRow | undefined,
  sequence: number,
  now: Date,
) {
  try {
    if (!current) await deleteEvent(uid);
    else {
      const back = { start: new Date(current.starts_at), end: new Date(current.ends_at) };
      await putEvent(uid, callIcs(eventOf(lead, uid, back, sequence), 'store', now), {
        replace: true,
      });
    }
  } catch (error) {
    log.error('booking.undo_failed', { uid, ...errorFields(error) });
  }
}

/**
 * Cancels a booked call through its single-use link: the store first (the link used up, the
 * start given back, both cancellations queued), then the event removed from the calendar, at
 * once or, when the calendar does not answer, by a job that keeps trying.
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
