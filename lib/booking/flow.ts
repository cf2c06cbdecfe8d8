import 'server-only';
import { z } from 'zod';
import { bookingRules } from '@/content/booking';
import { getConfig } from '@/lib/config';
import { consume } from '@/lib/http/rate-limit';
import { errorFields, log } from '@/lib/log';
import { isFit, type Lead } from '@/lib/leads';
import { bookSlot, calendarFailedFor, cancelCall, currentFreeSlots } from './book';
import { bookingEnabled } from './enabled';
import { linkUsed, openLink, sealLink, spendLink, type LinkClaims } from '@/lib/sealed-links';
import { pagePath } from './links';
import { timeLabel } from './hours';
import { byDay, clockLabel, dayLabel, offsetLabel } from './slots';
import { getBooking, getLeadRow, queueReminder, type BookingRow, type LeadRow } from './store';
import { getDb } from '@/lib/db';

/**
 * After the form: a fit applicant (content/booking.ts), with a calendar and the local store,
 * goes on to the owner's free slots; everyone else has the screener's own flow. Pages learn
 * which lead or booking they serve from a sealed token (lib/sealed-links.ts).
 */

export { bookingEnabled } from './enabled';

/** Where the applicant goes after the screener stored their application. */
export type NextStep =
  { kind: 'home' } | { kind: 'slots'; path: string } | { kind: 'calendar-failed' };

/**
 * The step after a stored application: a fit applicant's slots (the one reminder queued) when
 * the calendar answers, else the thank-you saying the owner will mail two times (the failure
 * recorded); otherwise the screener's own flow, which an error here also falls back to.
 */
export async function nextStepAfter(lead: Lead, now = new Date()): Promise<NextStep> {
  if (!bookingEnabled() || !isFit(lead)) return { kind: 'home' };
  try {
    const row = await getLeadRow(lead.id);
    if (!row || row.fit !== 1) return { kind: 'home' };
    // Read afresh (the leads' own limit bounds these posts): what the applicant and the owner
    // are told rests on it. The read then serves the slots page the applicant goes on to.
    const free = await currentFreeSlots(now, { fresh: true });
    if (free.kind === 'calendar-failed') {
      await calendarFailedFor(lead.id, free.reason, now);
      return { kind: 'calendar-failed' };
    }
    const seconds = getConfig().booking.reminderSeconds ?? bookingRules.reminderAfterMinutes * 60;
    await queueReminder(lead.id, seconds, now);
    const token = sealLink('slots', lead.id, { days: bookingRules.slotsLinkDays, now });
    return { kind: 'slots', path: pagePath('slots', token, { submitted: '1' }) };
  } catch (error) {
    log.error('booking.next_step_failed', { id: lead.id, ...errorFields(error) });
    return { kind: 'home' };
  }
}

/** A slot as the page offers it: its start (posted back) and its label in the owner's zone. */
export interface SlotChoice {
  start: string;
  end: string;
  label: string;
}

export type SlotsView =
  | { kind: 'invalid' }
  | { kind: 'used' }
  | { kind: 'limited' }
  | { kind: 'booked'; path: string }
  | { kind: 'calendar-failed' }
  | {
      kind: 'slots';
      token: string;
      moving: boolean;
      /** `offset` is the day's own when it is not the zone's line (the clocks changed). */
      days: { day: string; label: string; offset: string | null; slots: SlotChoice[] }[];
      zone: { id: string; label: string; offset: string };
    };

/** Whom a slots token serves: the lead, and the booking being moved for a move. */
async function applicantOf(
  claims: LinkClaims,
): Promise<{ lead: LeadRow; moving?: BookingRow } | null> {
  if (claims.purpose === 'move') {
    const booking = await getBooking(claims.ref);
    const lead = booking ? await getLeadRow(booking.lead_id) : undefined;
    return booking && lead && booking.status === 'booked' ? { lead, moving: booking } : null;
  }
  const lead = await getLeadRow(claims.ref);
  return lead ? { lead } : null;
}

/**
 * The slots page's limits, per client and per lead (or booking moved), whatever its link: far
 * beyond an applicant's few visits, they keep one link or client from driving the calendar.
 */
export const SLOTS_PAGE_LIMITS = {
  client: { name: 'booking-slots', limit: { points: 30, duration: 10 * 60 } },
  link: { name: 'booking-slots-link', limit: { points: 20, duration: 10 * 60 } },
} as const;

/**
 * The slots page for a token, opened by `client`: the free slots now, or why there are none to
 * show. Opening it changes nothing in the store.
 */
export async function slotsView(
  token: unknown,
  { now = new Date(), client = 'unknown' }: { now?: Date; client?: string } = {},
): Promise<SlotsView> {
  const { client: byClient, link: byLink } = SLOTS_PAGE_LIMITS;
  if (!(await consume(byClient.name, byClient.limit, client)).allowed) return { kind: 'limited' };
  const claims = openLink(token, ['slots', 'move'], now);
  if (claims) {
    const key = `${claims.purpose}:${claims.ref}`;
    if (!(await consume(byLink.name, byLink.limit, key)).allowed) return { kind: 'limited' };
  }
  const who = claims && bookingEnabled() ? await applicantOf(claims) : null;
  // The owner's "not a fit" closes the page, whatever link the applicant holds.
  if (!claims || !who || who.lead.fit !== 1 || who.lead.status === 'not_fit')
    return { kind: 'invalid' };
  // A move link moves the call once: the move's claim used it up.
  if (claims.purpose === 'move' && (await linkUsed(claims))) return { kind: 'used' };
  if (!who.moving && who.lead.booking_id) {
    const held = await getBooking(who.lead.booking_id);
    if (held?.status === 'booked') return { kind: 'booked', path: bookedPath(held.id, now) };
  }
  const free = await currentFreeSlots(now);
  // Not recorded for the lead: opening a link is what a mail scanner does too, and the owner
  // is told of a failure only when the applicant acted (posted a slot, or the screener).
  if (free.kind === 'calendar-failed') return { kind: 'calendar-failed' };
  const days = byDay(free.slots);
  // The zone's line states the first day's offset; a day after a change of the clocks (in a
  // zone that has daylight saving) states its own, since a page without its script shows the
  // times as they are on that day's wall clock.
  const offset = offsetLabel(days[0]?.slots[0]?.start ?? now);
  return {
    kind: 'slots',
    token: token as string,
    moving: Boolean(who.moving),
    days: days.map(({ day, slots }) => {
      const own = offsetLabel(slots[0]!.start);
      return {
        day,
        label: dayLabel(day),
        offset: own === offset ? null : own,
        slots: slots.map((slot) => ({
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
          label: clockLabel(slot.start),
        })),
      };
    }),
    zone: { id: bookingRules.timeZone, label: bookingRules.timeZoneLabel, offset },
  };
}

function bookedPath(bookingId: string, now: Date) {
  return pagePath('booked', sealLink('booked', bookingId, { days: 60, now }));
}

/** What a post of a slot asks: the slots page's token and the slot's start. */
export const bookSlotSchema = z.strictObject({
  t: z.string({ error: 'This link is not complete.' }).min(1).max(400),
  slot: z.iso.datetime({ error: 'Choose one of the times shown.' }),
});

export const BOOKING_GATE = {
  schema: bookSlotSchema,
  maxBytes: 2048,
  rateLimit: {
    name: 'booking',
    // A visitor picks a time, perhaps two after losing a race; thirty is far beyond that.
    limit: { points: 30, duration: 15 * 60 },
    message: () => 'Too many tries from this connection. Please wait a few minutes.',
  },
};

export type BookResult =
  | { kind: 'booked'; path: string; start: string; end: string }
  | { kind: 'taken' | 'calendar-failed' | 'invalid'; path: string }
  | { kind: 'already-booked'; path: string };

/**
 * Books the slot a post names, for the lead (or the move) its token serves; says where the
 * applicant goes next: the booked call's page, or the slots again with why.
 */
export async function bookFromPost(
  input: z.infer<typeof bookSlotSchema>,
  now = new Date(),
): Promise<BookResult> {
  const again = (note: string) => pagePath('slots', input.t, { note });
  const claims = openLink(input.t, ['slots', 'move'], now);
  const who = claims && bookingEnabled() ? await applicantOf(claims) : null;
  if (!claims || !who) return { kind: 'invalid', path: pagePath('slots', input.t) };
  const outcome = await bookSlot({
    leadId: who.lead.id,
    start: new Date(input.slot),
    moving: who.moving?.id,
    link: who.moving ? claims : undefined,
    now,
  });
  switch (outcome.kind) {
    case 'booked':
      return {
        kind: 'booked',
        path: bookedPath(outcome.bookingId, now),
        start: outcome.slot.start.toISOString(),
        end: outcome.slot.end.toISOString(),
      };
    case 'already-booked':
      return { kind: 'already-booked', path: bookedPath(outcome.bookingId, now) };
    case 'taken':
      return { kind: 'taken', path: again('taken') };
    case 'calendar-failed':
      return { kind: 'calendar-failed', path: again('calendar') };
    case 'used':
    case 'unknown':
      return { kind: 'invalid', path: pagePath('slots', input.t) };
  }
}

/** The page of a booked call. */
export async function bookedView(token: unknown, now = new Date()) {
  const claims = openLink(token, ['booked'], now);
  const booking = claims ? await getBooking(claims.ref) : undefined;
  const lead = booking ? await getLeadRow(booking.lead_id) : undefined;
  if (!booking || !lead) return null;
  return {
    status: booking.status,
    email: lead.email,
    time: timeLabel(new Date(booking.starts_at)),
    zone: `${bookingRules.timeZoneLabel}, ${offsetLabel(new Date(booking.starts_at))}`,
  };
}

/** The page behind a single-use link (cancel, or choose another time). */
export async function callLinkView(token: unknown, purpose: 'cancel' | 'change', now = new Date()) {
  const claims = openLink(token, [purpose], now);
  if (!claims) return { kind: 'invalid' as const };
  const booking = await getBooking(claims.ref);
  if (!booking) return { kind: 'invalid' as const };
  if (await linkUsed(claims)) return { kind: 'used' as const };
  if (booking.status !== 'booked') return { kind: 'gone' as const };
  return {
    kind: 'ready' as const,
    time: timeLabel(new Date(booking.starts_at)),
    zone: `${bookingRules.timeZoneLabel}, ${offsetLabel(new Date(booking.starts_at))}`,
  };
}

export const linkPostSchema = z.strictObject({
  t: z.string({ error: 'This link is not complete.' }).min(1).max(400),
});

export const LINK_GATE = { schema: linkPostSchema, rateLimit: BOOKING_GATE.rateLimit };

/** The cancel button: 'cancelled', or why not. */
export async function cancelFromLink(token: string, now = new Date()) {
  const claims = openLink(token, ['cancel'], now);
  if (!claims) return 'invalid' as const;
  return cancelCall(claims, now);
}

/**
 * The "choose another time" button: uses up its link and leads to the free slots for moving
 * the call (a link of its own, good for a day, which the move uses up in turn).
 */
export async function changeFromLink(
  token: string,
  now = new Date(),
): Promise<{ kind: 'invalid' | 'used' | 'gone' } | { kind: 'slots'; path: string }> {
  const claims = openLink(token, ['change'], now);
  const booking = claims ? await getBooking(claims.ref) : undefined;
  if (!claims || !booking) return { kind: 'invalid' };
  if (booking.status !== 'booked') return { kind: 'gone' };
  if (!(await spendLink(getDb(), claims, now))) return { kind: 'used' };
  return { kind: 'slots', path: pagePath('slots', sealLink('move', booking.id, { days: 1, now })) };
}
