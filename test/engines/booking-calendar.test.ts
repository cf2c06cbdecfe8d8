import ICAL from 'ical.js';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { bookSlot, cancelCall, currentFreeSlots } from '@/lib/booking/book';
import { nextStepAfter } from '@/lib/booking/flow';
import { callIcs } from '@/lib/booking/ics';
import { openLink, sealLink } from '@/lib/sealed-links';
import { eventUid } from '@/lib/booking/organiser';
import { getBooking, getLeadRow } from '@/lib/booking/store';
import { busyBetween, deleteEvent, putEvent } from '@/lib/caldav';
import { leadSchema } from '@/lib/leads/client';
import { getLead, storeLead } from '@/lib/leads/store';
import { registerSiteJobs } from '@/lib/site-jobs';
import { existingBusinessLead } from '@/test/lead-fixtures';
import { startCaldavProxy, type CaldavProxy } from '@/test/caldav-proxy';
import { startRadicale, type RunningRadicale } from '@/test/radicale';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { enginePorts } from './ports';

/**
 * Booking a call against a real CalDAV server (Debian's Radicale on loopback) with the store
 * on PostgreSQL: free slots from the calendar's own events, one booking per slot however many
 * race for it, the invitation's .ics read back by a calendar parser, a cancel, and a calendar
 * that goes away mid-flow. The site reaches the calendar through a proxy that counts its
 * requests and can make one kind fail or answer late (test/caldav-proxy.ts).
 */
registerSiteJobs();

let radicale: RunningRadicale;
let proxy: CaldavProxy;
let sink: SmtpSink;
beforeAll(async () => {
  radicale = await startRadicale({ port: enginePorts.radicale });
  proxy = await startCaldavProxy(radicale);
  sink = await startSmtpSink();
  Object.assign(process.env, proxy.env, {
    SMTP_URL: sink.url,
    LEADS_NOTIFY_EMAIL: 'owner@hiddengrowth.test',
  });
  resetConfigForTests();
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await radicale?.stop();
  await sink?.close();
  for (const name of [...Object.keys(radicale?.env ?? {}), 'SMTP_URL', 'LEADS_NOTIFY_EMAIL'])
    delete process.env[name];
  resetConfigForTests();
});
beforeEach(() => {
  sink.messages.length = 0;
  proxy.reset();
});

/** The event's text as Radicale itself holds it (not through the proxy), or null. */
async function onServer(bookingId: string): Promise<string | null> {
  const url = `${radicale.calendarUrl}${encodeURIComponent(eventUid(bookingId))}.ics`;
  const token = Buffer.from(`${radicale.user}:${radicale.password}`).toString('base64');
  const answer = await fetch(url, { headers: { authorization: `Basic ${token}` } });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`Radicale answered ${answer.status}`);
  return answer.text();
}

const dtstart = (ics: string | null) => /^DTSTART:(\S+)\r?$/m.exec(ics ?? '')?.[1];
// Nothing tried after an answer may outlive its test (nor the store, after the last).
afterEach(() => settle());

// Monday 1 March 2027, 08:00 in Singapore: with four hours' notice the first slot is 12:00.
const NOW = new Date('2027-03-01T00:00:00Z');
const sg = (local: string) => new Date(`${local}+08:00`);

async function fitLead(email: string) {
  const lead = leadSchema.parse(existingBusinessLead({ email }));
  await storeLead(lead, { notify: false, now: NOW });
  return lead;
}

/**
 * Runs the queued work once the tries started after the answer have finished (a pass dated
 * ahead would take a running claim for a stale one).
 */
async function settle() {
  const deadline = Date.now() + 10_000;
  while (
    (await getDb().selectFrom('jobs').select('id').where('status', '=', 'running').execute())
      .length > 0
  ) {
    if (Date.now() > deadline) throw new Error('jobs still running');
    await new Promise((r) => setTimeout(r, 20));
  }
  await runDueJobs(new Date(NOW.getTime() + 60_000), 100);
}

/** Runs the queued mails and gives those with a calendar part, as [mail, parsed event]. */
async function invitations(method: 'REQUEST' | 'CANCEL') {
  await settle();
  return sink.messages.flatMap((mail) => {
    const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    const text = part?.content.toString('utf8') ?? '';
    if (!text.includes(`METHOD:${method}`)) return [];
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    return [{ mail, calendar, event }];
  });
}

describe('booking from the CalDAV calendar', () => {
  it('offers the working slots the calendar leaves free, buffer included', async () => {
    const before = await currentFreeSlots(NOW);
    if (before.kind !== 'slots') throw new Error(before.reason);
    expect(before.slots[0]!.start).toEqual(sg('2027-03-01T12:00:00'));
    expect(before.slots.map((s) => s.start)).toContainEqual(sg('2027-03-01T12:45:00'));
    // The owner's own event, 12:10 to 12:40: the 12:00 and 12:45 calls would touch it.
    const uid = 'owner-dentist@example.com';
    await putEvent(
      uid,
      callIcs(
        {
          uid,
          start: sg('2027-03-01T12:10:00'),
          end: sg('2027-03-01T12:40:00'),
          sequence: 0,
          owner: { name: 'Owner', email: 'owner@example.com' },
          applicant: { name: 'Dentist', email: 'dentist@example.com' },
        },
        'store',
      ),
    );
    const after = await currentFreeSlots(NOW);
    if (after.kind !== 'slots') throw new Error(after.reason);
    const starts = after.slots.map((s) => s.start.getTime());
    expect(starts).not.toContain(sg('2027-03-01T12:00:00').getTime());
    expect(starts).not.toContain(sg('2027-03-01T12:45:00').getTime());
    expect(starts).toContain(sg('2027-03-01T13:30:00').getTime());
    // Ten working days, none at the weekend.
    const days = new Set(after.slots.map((s) => s.start.toISOString().slice(0, 10)));
    expect(days.size).toBe(10);
  });

  it('books a slot once however many race for it, and both sides get an invitation', async () => {
    const start = sg('2027-03-02T10:30:00');
    const leads = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fitLead(`racer${i}@example.com`)),
    );
    const outcomes = await Promise.all(
      leads.map((lead) => bookSlot({ leadId: lead.id, start, now: NOW })),
    );
    const booked = outcomes.filter((o) => o.kind === 'booked');
    expect(booked).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'taken')).toHaveLength(19);
    const winner = booked[0]!;
    if (winner.kind !== 'booked') throw new Error('unreachable');
    // The calendar holds one event at that time: the booking's.
    const busy = await busyBetween(start, new Date(start.getTime() + 30 * 60_000), 'UTC');
    expect(busy).toHaveLength(1);
    expect(busy[0]!.uid).toContain(winner.bookingId);
    const booking = await getBooking(winner.bookingId);
    expect(booking).toMatchObject({ status: 'booked', starts_at: start.toISOString() });
    const lead = await getLeadRow(booking!.lead_id);
    expect(lead).toMatchObject({ status: 'booked', booking_id: winner.bookingId });

    const sent = await invitations('REQUEST');
    expect(
      sent
        .map(({ mail }) => (mail.to && 'value' in mail.to ? mail.to.value[0]!.address : ''))
        .sort(),
    ).toEqual([lead!.email, 'owner@hiddengrowth.test'].sort());
    for (const { calendar, event, mail } of sent) {
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(event.startDate.toJSDate()).toEqual(start);
      expect(event.endDate.toJSDate()).toEqual(new Date(start.getTime() + 30 * 60_000));
      expect(String(event.organizer)).toBe('mailto:owner@hiddengrowth.test');
      expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([
        `mailto:${lead!.email}`,
      ]);
      expect(mail.text).toContain('Tuesday 2 March 2027, 10:30');
    }
  }, 60_000);

  it('cancels through a single-use link: the event leaves the calendar, both get a cancellation', async () => {
    const lead = await fitLead('cancel@example.com');
    const start = sg('2027-03-03T14:15:00');
    const outcome = await bookSlot({ leadId: lead.id, start, now: NOW });
    if (outcome.kind !== 'booked') throw new Error(outcome.kind);
    await invitations('REQUEST');
    sink.messages.length = 0;
    const link = openLink(sealLink('cancel', outcome.bookingId, { days: 1 }), ['cancel'])!;
    expect(await cancelCall(link, NOW)).toBe('cancelled');
    expect(await cancelCall(link, NOW)).toBe('used');
    await settle();
    expect(await busyBetween(start, new Date(start.getTime() + 30 * 60_000), 'UTC')).toEqual([]);
    const cancelled = await invitations('CANCEL');
    expect(cancelled).toHaveLength(2);
    for (const { event } of cancelled) {
      expect(event.startDate.toJSDate()).toEqual(start);
      expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    }
    expect(await getLeadRow(lead.id)).toMatchObject({ status: 'new', booking_id: null });
    // The time is free again.
    const free = await currentFreeSlots(NOW);
    expect(
      free.kind === 'slots' && free.slots.some((s) => s.start.getTime() === start.getTime()),
    ).toBe(true);
  }, 60_000);

  it('moves a booked call to another time: one event, the old time given back', async () => {
    const lead = await fitLead('move@example.com');
    const first = sg('2027-03-05T09:00:00');
    const later = sg('2027-03-05T15:00:00');
    const booked = await bookSlot({ leadId: lead.id, start: first, now: NOW });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    await invitations('REQUEST');
    sink.messages.length = 0;
    const moved = await bookSlot({
      leadId: lead.id,
      start: later,
      moving: booked.bookingId,
      now: NOW,
    });
    expect(moved).toMatchObject({ kind: 'booked', bookingId: booked.bookingId });
    const day = await busyBetween(sg('2027-03-05T00:00:00'), sg('2027-03-06T00:00:00'), 'UTC');
    expect(day.map((b) => b.start)).toEqual([later]);
    expect(await getBooking(booked.bookingId)).toMatchObject({
      status: 'booked',
      starts_at: later.toISOString(),
      sequence: 1,
    });
    const update = await invitations('REQUEST');
    expect(update).toHaveLength(2);
    for (const { event } of update) {
      expect(event.startDate.toJSDate()).toEqual(later);
      expect(event.sequence).toBe(1);
    }
    const free = await currentFreeSlots(NOW);
    expect(
      free.kind === 'slots' && free.slots.some((s) => s.start.getTime() === first.getTime()),
    ).toBe(true);
  }, 60_000);

  it('sends a fit applicant on to the slots, with one reminder queued for 30 minutes on', async () => {
    // Stored as the local backend stores a lead: with its receipt (and the address's day).
    const lead = leadSchema.parse(existingBusinessLead({ email: 'next@example.com' }));
    await storeLead(lead, { notify: false, followUps: true, now: NOW });
    const next = await nextStepAfter(lead, NOW);
    expect(next).toMatchObject({
      kind: 'slots',
      path: expect.stringMatching(/^\/booking\/time\?t=/),
    });
    await nextStepAfter(lead, NOW);
    const jobs = await getDb()
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'booking-reminder')
      .where('ref', 'like', `%${lead.id}%`)
      .execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.next_at).toBe(new Date(NOW.getTime() + 30 * 60_000).toISOString());
    const notYet = leadSchema.parse(existingBusinessLead({ risk_level: 'low_risk' }));
    await storeLead(notYet, { notify: false, now: NOW });
    expect(await nextStepAfter(notYet, NOW)).toEqual({ kind: 'home' });
  });

  it("sends a fit applicant's receipt with the link to the free slots", async () => {
    const lead = leadSchema.parse(existingBusinessLead({ email: 'receipt@example.com' }));
    await storeLead(lead, { notify: false, followUps: true, now: NOW });
    await settle();
    const receipt = sink.messages.find((m) => m.subject === 'Your application to Hidden Growth')!;
    expect(receipt.text).toContain('choose a time for your 30-minute call');
    const url = /^(https?:\/\/\S+\/booking\/time\?t=\S+)$/m.exec(receipt.text!)![1]!;
    expect(openLink(new URL(url).searchParams.get('t'), ['slots'])).toMatchObject({
      ref: lead.id,
    });
  });

  it("keeps the owner's daily event begun in 2018 free of calls: no slot offered, none booked", async () => {
    const uid = 'owner-daily-since-2018@example.com';
    const daily = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//owner//EN',
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20180101T000000Z',
      // 16:00 to 16:30 in Singapore.
      'DTSTART:20180102T080000Z',
      'DTEND:20180102T083000Z',
      'RRULE:FREQ=DAILY',
      'SUMMARY:School run',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    await putEvent(uid, daily);
    try {
      const free = await currentFreeSlots(NOW);
      if (free.kind !== 'slots') throw new Error(free.reason);
      const clocks = new Set(
        free.slots.map((s) =>
          s.start.toLocaleTimeString('en-GB', { timeZone: 'Asia/Singapore', hour12: false }),
        ),
      );
      // 15:45 and 16:30 come within the buffer of 16:00-16:30 on every one of the ten days.
      expect(clocks).not.toContain('15:45:00');
      expect(clocks).not.toContain('16:30:00');
      expect(clocks).toContain('15:00:00');
      const lead = await fitLead('daily@example.com');
      const outcome = await bookSlot({
        leadId: lead.id,
        start: sg('2027-03-08T15:45:00'),
        now: NOW,
      });
      expect(outcome.kind).toBe('taken');
      expect(await getLeadRow(lead.id)).toMatchObject({ booking_id: null, status: 'new' });
      const day = await busyBetween(sg('2027-03-08T00:00:00'), sg('2027-03-09T00:00:00'), 'UTC');
      expect(day.map((b) => b.uid)).toEqual([uid]);
    } finally {
      await deleteEvent(uid);
    }
  }, 60_000);

  it('keeps the lead and records the failure when the calendar is down', async () => {
    const lead = await fitLead('down@example.com');
    await radicale.pause();
    try {
      expect((await currentFreeSlots(NOW)).kind).toBe('calendar-failed');
      const outcome = await bookSlot({
        leadId: lead.id,
        start: sg('2027-03-04T09:00:00'),
        now: NOW,
      });
      expect(outcome.kind).toBe('calendar-failed');
    } finally {
      await radicale.resume();
    }
    expect(await getLead(lead.id)).not.toBeNull();
    const row = await getLeadRow(lead.id);
    expect(row).toMatchObject({ booking_id: null, status: 'new' });
    expect(row!.calendar_failed_at).not.toBeNull();
    // Through the test's proxy, a calendar that is down answers 502.
    expect(row!.calendar_error).toMatch(/ECONNREFUSED|fetch failed|no answer|HTTP 502/);
    // The slot was given back: it can be booked once the calendar is back.
    const again = await bookSlot({ leadId: lead.id, start: sg('2027-03-04T09:00:00'), now: NOW });
    expect(again.kind).toBe('booked');
    const owner = await getDb()
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', 'lead-calendar-failed')
      .execute();
    expect(owner).toHaveLength(1);
  }, 60_000);

  /** The ids of the reconciling jobs queued so far. */
  const reconciling = async () =>
    (
      await getDb()
        .selectFrom('jobs')
        .select(['id', 'ref'])
        .where('kind', '=', 'booking-reconcile-event')
        .execute()
    ).map((job) => ({ id: Number(job.id), ref: job.ref }));

  it('takes the event back when the calendar fails after it was written', async () => {
    const before = await reconciling();
    const lead = await fitLead('after-put@example.com');
    const start = sg('2027-03-09T10:30:00');
    proxy.set('REPORT', 'fail');
    const outcome = await bookSlot({ leadId: lead.id, start, now: NOW });
    expect(outcome.kind).toBe('calendar-failed');
    expect(proxy.count('PUT')).toBeGreaterThan(0);
    expect(await getLeadRow(lead.id)).toMatchObject({ booking_id: null, status: 'new' });
    const bookings = await getDb()
      .selectFrom('bookings')
      .select('id')
      .where('lead_id', '=', lead.id)
      .execute();
    expect(bookings).toEqual([]);
    // Nothing at that time in the owner's calendar, and nothing left for a job to do.
    proxy.reset();
    expect(await busyBetween(start, new Date(start.getTime() + 30 * 60_000), 'UTC')).toEqual([]);
    expect(await reconciling()).toEqual(before);
  }, 60_000);

  it('and when the calendar does not take it back at once, a job does it later', async () => {
    const before = new Set((await reconciling()).map((job) => job.id));
    const lead = await fitLead('after-put-later@example.com');
    const start = sg('2027-03-09T11:15:00');
    proxy.set('REPORT', 'fail');
    proxy.set('DELETE', 'fail');
    const outcome = await bookSlot({ leadId: lead.id, start, now: NOW });
    expect(outcome.kind).toBe('calendar-failed');
    const queued = (await reconciling()).filter((job) => !before.has(job.id));
    expect(queued).toHaveLength(1);
    const { bookingId } = JSON.parse(queued[0]!.ref) as { bookingId: string };
    // The event is still in the calendar while it does not answer...
    expect(await onServer(bookingId)).not.toBeNull();
    await settle();
    expect(await onServer(bookingId)).not.toBeNull();
    // ...and gone once it does.
    proxy.reset();
    await runDueJobs(new Date(NOW.getTime() + 3600_000), 100);
    expect(await onServer(bookingId)).toBeNull();
  }, 60_000);

  it('puts a moved call back at its time when the calendar fails after the move was written', async () => {
    const lead = await fitLead('move-fails@example.com');
    const first = sg('2027-03-10T09:00:00');
    const booked = await bookSlot({ leadId: lead.id, start: first, now: NOW });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    await settle();
    proxy.set('REPORT', 'fail');
    const moved = await bookSlot({
      leadId: lead.id,
      start: sg('2027-03-10T15:00:00'),
      moving: booked.bookingId,
      now: NOW,
    });
    expect(moved.kind).toBe('calendar-failed');
    expect(dtstart(await onServer(booked.bookingId))).toBe('20270310T010000Z');
    expect(await getBooking(booked.bookingId)).toMatchObject({
      status: 'booked',
      starts_at: first.toISOString(),
    });
  }, 60_000);

  it('takes back an event whose write landed after the site stopped waiting for it', async () => {
    process.env.BOOKING_CALDAV_TIMEOUT_MS = '1000';
    resetConfigForTests();
    try {
      const lead = await fitLead('late-put@example.com');
      proxy.set('PUT', { lateMs: 2500 });
      const outcome = await bookSlot({
        leadId: lead.id,
        start: sg('2027-03-11T12:00:00'),
        now: NOW,
      });
      expect(outcome.kind).toBe('calendar-failed');
      expect(proxy.count('DELETE')).toBeGreaterThan(0);
      const row = await getLeadRow(lead.id);
      expect(row).toMatchObject({ booking_id: null });
      expect(row!.calendar_error).toMatch(/no answer within 1000 ms/);
      proxy.reset();
      const day = await busyBetween(sg('2027-03-11T00:00:00'), sg('2027-03-12T00:00:00'), 'UTC');
      expect(day).toEqual([]);
    } finally {
      delete process.env.BOOKING_CALDAV_TIMEOUT_MS;
      resetConfigForTests();
    }
  }, 60_000);
});
