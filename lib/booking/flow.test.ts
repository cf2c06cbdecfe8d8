import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { leadSchema } from '@/lib/leads/client';
import { storeLead } from '@/lib/leads/store';
import { existingBusinessLead } from '@/test/lead-fixtures';
import { randomUUID } from 'node:crypto';
import { forgetRecentBusy, putEvent } from '@/lib/caldav';
import { runChecks, runDueJobs } from '@/lib/jobs';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { registerSiteJobs } from '@/lib/site-jobs';
import { bookSlot, cancelCall, eventOf, releaseAbandonedClaims } from './book';
import { bookFromPost, nextStepAfter, slotsView } from './flow';
import { callIcs } from './ics';
import { openLink, sealLink } from '@/lib/sealed-links';
import { eventUid } from './organiser';
import { slotAt } from './slots';
import { claimSlot, getBooking, getLeadRow, recordStatus } from './store';

registerSiteJobs();

/**
 * The booking's rules and pages over a calendar that lives in this test (tsdav's requests
 * answered from a map of events), with the consultancy moved to London (a zone with daylight
 * saving) to read the page across a change of the clocks. `calendar.before` runs before each
 * request the site makes, by method: it may throw (a calendar that fails) or do something
 * else meanwhile (a cancel while a move writes its event).
 */
type Method = 'REPORT' | 'PUT' | 'DELETE';
const fake = {
  events: new Map<string, string>(),
  requests: [] as Method[],
  before: async (_method: Method): Promise<void> => undefined,
};
const uidOf = (url: string) =>
  decodeURIComponent(
    url
      .split('/')
      .pop()!
      .replace(/\.ics$/, ''),
  );
jest.mock('tsdav', () => {
  const answer = (status: number) => ({ ok: status < 300, status, statusText: String(status) });
  const request = async (method: Method) => {
    fake.requests.push(method);
    await fake.before(method);
  };
  return {
    calendarQuery: async () => {
      await request('REPORT');
      return [...fake.events.values()].map((ics) => ({
        ...answer(200),
        props: { calendarData: ics },
      }));
    },
    createCalendarObject: async (params: { filename: string; iCalString: string }) => {
      await request('PUT');
      const uid = uidOf(params.filename);
      if (fake.events.has(uid)) return answer(412);
      fake.events.set(uid, params.iCalString);
      return answer(201);
    },
    updateCalendarObject: async (params: { calendarObject: { url: string; data: string } }) => {
      await request('PUT');
      fake.events.set(uidOf(params.calendarObject.url), params.calendarObject.data);
      return answer(204);
    },
    deleteCalendarObject: async (params: { calendarObject: { url: string } }) => {
      await request('DELETE');
      return answer(fake.events.delete(uidOf(params.calendarObject.url)) ? 204 : 404);
    },
  };
});
jest.mock('@/content/booking', () => {
  const actual = jest.requireActual('@/content/booking');
  return {
    ...actual,
    bookingRules: {
      ...actual.bookingRules,
      timeZone: 'Europe/London',
      timeZoneLabel: 'London time',
    },
  };
});

const calendar = {
  BOOKING_CALDAV_URL: 'http://127.0.0.1:9/owner/calls',
  BOOKING_CALDAV_USER: 'owner',
  BOOKING_CALDAV_PASSWORD: 'not used',
  LEADS_NOTIFY_EMAIL: 'team@hiddengrowth.test',
};

beforeAll(() => {
  Object.assign(process.env, calendar);
  resetConfigForTests();
});
afterAll(() => {
  for (const name of Object.keys(calendar)) delete process.env[name];
  resetConfigForTests();
});
beforeEach(async () => {
  resetRateLimitsForTests();
  forgetRecentBusy();
  fake.events.clear();
  fake.requests.length = 0;
  fake.before = async () => undefined;
  await getDb().deleteFrom('leads').execute();
  await getDb().deleteFrom('bookings').execute();
  await getDb().deleteFrom('booking_slots').execute();
  await getDb().deleteFrom('jobs').execute();
});

/** Waits for the work tried after an answer, then runs whatever is due by `at`. */
async function settle(at: Date) {
  for (let i = 0; i < 500; i++) {
    const running = await getDb()
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'running')
      .execute();
    if (running.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await runDueJobs(at, 100);
}

/** The start (UTC) of the event the calendar holds for `uid`, if any. */
const eventStart = (uid: string) => /^DTSTART:(\S+)$/m.exec(fake.events.get(uid) ?? '')?.[1];

async function fitLead(now: Date) {
  const lead = leadSchema.parse(existingBusinessLead());
  await storeLead(lead, { notify: false, now });
  return lead;
}

describe('the slots page', () => {
  it('states the offset of the days after a change of the clocks, without the script', async () => {
    // Wednesday 24 March 2027 in London; the clocks go forward on Sunday 28 March.
    const now = new Date('2027-03-24T07:00:00Z');
    const lead = await fitLead(now);
    const view = await slotsView(sealLink('slots', lead.id, { days: 30, now }), { now });
    if (view.kind !== 'slots') throw new Error(view.kind);
    expect(view.zone).toMatchObject({ label: 'London time', offset: 'GMT+0' });
    const offsets = Object.fromEntries(view.days.map((day) => [day.day, day.offset]));
    expect(offsets).toMatchObject({
      '2027-03-24': null,
      '2027-03-26': null,
      '2027-03-29': 'GMT+1',
      '2027-04-06': 'GMT+1',
    });
    // The labels are the wall clock of each day: 09:00 is 08:00 UTC after the change.
    const monday = view.days.find((day) => day.day === '2027-03-29')!;
    expect(monday.slots[0]).toMatchObject({ label: '09:00', start: '2027-03-29T08:00:00.000Z' });
  });

  it('records no calendar failure when it is only opened (a mail scanner), and mails nobody', async () => {
    const now = new Date('2027-03-24T07:00:00Z');
    const lead = await fitLead(now);
    fake.before = async () => {
      throw new TypeError('fetch failed');
    };
    const view = await slotsView(sealLink('slots', lead.id, { days: 30, now }), { now });
    expect(view).toEqual({ kind: 'calendar-failed' });
    // Whatever the page might have left to run after its answer has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const row = await getDb()
      .selectFrom('leads')
      .select(['calendar_failed_at', 'calendar_error'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ calendar_failed_at: null, calendar_error: null });
    expect(await getDb().selectFrom('jobs').select('kind').execute()).toEqual([]);
  });
});

describe("an owner's word on a lead", () => {
  // Wednesday 24 March 2027, 08:00 in London: the first slot offered is 12:30.
  const now = new Date('2027-03-24T08:00:00Z');
  const slot = new Date('2027-03-25T09:00:00Z');
  const cancel = (bookingId: string) =>
    cancelCall(openLink(sealLink('cancel', bookingId, { days: 1, now }), ['cancel'], now)!, now);

  it('"not a fit" closes the slots page and refuses a booking, the calendar untouched', async () => {
    const lead = await fitLead(now);
    await recordStatus(lead.id, 'not_fit', now);
    const view = await slotsView(sealLink('slots', lead.id, { days: 30, now }), { now });
    expect(view).toEqual({ kind: 'invalid' });
    expect(await bookSlot({ leadId: lead.id, start: slot, now })).toEqual({ kind: 'unknown' });
    expect(fake.requests).toEqual([]);
    expect(await getLeadRow(lead.id)).toMatchObject({ status: 'not_fit', booking_id: null });
  });

  it('"contacted" lets the applicant book, and neither the booking nor its cancel changes it', async () => {
    const lead = await fitLead(now);
    await recordStatus(lead.id, 'contacted', now);
    const booked = await bookSlot({ leadId: lead.id, start: slot, now });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    expect(await getLeadRow(lead.id)).toMatchObject({
      status: 'contacted',
      booking_id: booked.bookingId,
    });
    expect(await cancel(booked.bookingId)).toBe('cancelled');
    expect(await getLeadRow(lead.id)).toMatchObject({ status: 'contacted', booking_id: null });
  });

  it('"booked" recorded by the owner stays when the call booked through the site is cancelled', async () => {
    const lead = await fitLead(now);
    const booked = await bookSlot({ leadId: lead.id, start: slot, now });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    await recordStatus(lead.id, 'booked', now);
    expect(await cancel(booked.bookingId)).toBe('cancelled');
    expect(await getLeadRow(lead.id)).toMatchObject({ status: 'booked', booking_id: null });
  });

  it('a lead the owner has not acted on is booked by its booking, and new again after a cancel', async () => {
    const lead = await fitLead(now);
    const booked = await bookSlot({ leadId: lead.id, start: slot, now });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    expect(await getLeadRow(lead.id)).toMatchObject({ status: 'booked' });
    expect(await cancel(booked.bookingId)).toBe('cancelled');
    expect(await getLeadRow(lead.id)).toMatchObject({ status: 'new', booking_id: null });
  });
});

describe('a booking while something else happens', () => {
  // Wednesday 24 March 2027, 08:00 in London.
  const now = new Date('2027-03-24T08:00:00Z');
  const first = new Date('2027-03-25T09:00:00Z');
  const later = new Date('2027-03-25T13:30:00Z');
  const lease = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('a cancel while a move writes its event leaves the call cancelled and out of the calendar', async () => {
    const lead = await fitLead(now);
    const booked = await bookSlot({ leadId: lead.id, start: first, now });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    await settle(now);
    // The applicant moves the call in one tab and, while its event is written, cancels it in
    // another.
    fake.before = async (method) => {
      if (method !== 'PUT') return;
      fake.before = async () => undefined;
      const link = openLink(sealLink('cancel', booked.bookingId, { days: 1, now }), ['cancel'])!;
      expect(await cancelCall(link, now)).toBe('cancelled');
    };
    const moved = await bookSlot({ leadId: lead.id, start: later, moving: booked.bookingId, now });
    expect(moved.kind).not.toBe('booked');
    await settle(lease(1));
    expect(await getBooking(booked.bookingId)).toMatchObject({ status: 'cancelled' });
    expect(await getLeadRow(lead.id)).toMatchObject({ status: 'new', booking_id: null });
    expect(fake.events.size).toBe(0);
    const invitations = await getDb()
      .selectFrom('jobs')
      .select('ref')
      .where('kind', '=', 'booking-invitation')
      .execute();
    // The first booking's invitations (the applicant's and the owner's), none for the move.
    expect(invitations.map((job) => JSON.parse(job.ref).sequence)).toEqual([0, 0]);
  });

  it('a claim left pending by a crash is released after its lease, its event removed', async () => {
    const lead = await fitLead(now);
    const bookingId = randomUUID();
    const slot = slotAt(first, now)!;
    expect(await claimSlot({ bookingId, leadId: lead.id, slot, now })).toBe('claimed');
    const uid = eventUid(bookingId);
    await putEvent(uid, callIcs(eventOf(lead, uid, slot, 0), 'store', now));
    // The process died here, between the event and the confirmation.
    await runChecks(lease(1));
    expect(await getBooking(bookingId)).toMatchObject({ status: 'pending' });
    await runChecks(lease(10));
    expect(await getBooking(bookingId)).toBeUndefined();
    expect(await getLeadRow(lead.id)).toMatchObject({ booking_id: null, status: 'new' });
    await settle(lease(11));
    expect(fake.events.has(uid)).toBe(false);
    // The lead and the slot are free again.
    const again = await bookSlot({ leadId: lead.id, start: first, now: lease(11) });
    expect(again.kind).toBe('booked');
  });

  it('a move left half-done by a crash is taken back after its lease, the event at the old time', async () => {
    const lead = await fitLead(now);
    const booked = await bookSlot({ leadId: lead.id, start: first, now });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const uid = eventUid(booked.bookingId);
    const slot = slotAt(later, now)!;
    const claim = { bookingId: booked.bookingId, leadId: lead.id, slot, move: { sequence: 0 } };
    expect(await claimSlot({ ...claim, now })).toBe('claimed');
    await putEvent(uid, callIcs(eventOf(lead, uid, slot, 1), 'store', now), { replace: true });
    expect(eventStart(uid)).toBe('20270325T133000Z');
    await releaseAbandonedClaims(lease(10));
    await settle(lease(11));
    expect(await getBooking(booked.bookingId)).toMatchObject({
      status: 'booked',
      starts_at: first.toISOString(),
    });
    expect(eventStart(uid)).toBe('20270325T090000Z');
    // The later slot is free again.
    const other = await fitLead(now);
    expect((await bookSlot({ leadId: other.id, start: later, now: lease(11) })).kind).toBe(
      'booked',
    );
  });

  it('a move link moves the call once', async () => {
    const lead = await fitLead(now);
    const booked = await bookSlot({ leadId: lead.id, start: first, now });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const move = sealLink('move', booked.bookingId, { days: 1, now });
    // A time someone else has just taken does not use the link up.
    const other = await fitLead(now);
    const third = new Date('2027-03-26T09:00:00Z');
    expect((await bookSlot({ leadId: other.id, start: third, now })).kind).toBe('booked');
    expect(await bookFromPost({ t: move, slot: third.toISOString() }, now)).toMatchObject({
      kind: 'taken',
    });
    expect(await bookFromPost({ t: move, slot: later.toISOString() }, now)).toMatchObject({
      kind: 'booked',
    });
    const again = await bookFromPost(
      { t: move, slot: new Date('2027-03-26T13:30:00Z').toISOString() },
      now,
    );
    expect(again.kind).toBe('invalid');
    expect(await getBooking(booked.bookingId)).toMatchObject({ starts_at: later.toISOString() });
    expect(await slotsView(move, { now })).toEqual({ kind: 'used' });
  });
});

describe('the slots page under load', () => {
  const now = new Date('2027-03-24T08:00:00Z');
  const reports = () => fake.requests.filter((method) => method === 'REPORT').length;

  it('asks the calendar once for loads close together, and a booking afresh', async () => {
    const lead = await fitLead(now);
    const token = sealLink('slots', lead.id, { days: 30, now });
    const views = await Promise.all(
      Array.from({ length: 10 }, () => slotsView(token, { now, client: '203.0.113.1' })),
    );
    for (let i = 0; i < 10; i++) views.push(await slotsView(token, { now, client: '203.0.113.1' }));
    expect(views.every((view) => view.kind === 'slots')).toBe(true);
    expect(reports()).toBe(1);
    // The check after writing a booking's event never uses what the pages read.
    const booked = await bookSlot({
      leadId: lead.id,
      start: new Date('2027-03-25T09:00:00Z'),
      now,
    });
    expect(booked.kind).toBe('booked');
    expect(reports()).toBe(2);
  });

  it('reads afresh for the screener’s last step, and the page after it uses that read', async () => {
    const lead = await fitLead(now);
    const token = sealLink('slots', lead.id, { days: 30, now });
    expect((await slotsView(token, { now })).kind).toBe('slots');
    expect(reports()).toBe(1);
    expect((await nextStepAfter(lead, now)).kind).toBe('slots');
    expect(reports()).toBe(2);
    expect((await slotsView(token, { now })).kind).toBe('slots');
    expect(reports()).toBe(2);
    // A calendar that has just gone away is seen there, whatever a page read before.
    fake.before = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await nextStepAfter(lead, now)).toEqual({ kind: 'calendar-failed' });
  });

  it('is limited per link and per client, in plain words, without asking the calendar', async () => {
    const lead = await fitLead(now);
    const token = sealLink('slots', lead.id, { days: 30, now });
    // Another link to the same lead (the reminder's) counts with the first.
    const again = sealLink('slots', lead.id, { days: 30, now });
    for (let i = 0; i < 20; i++) {
      const view = await slotsView(i % 2 ? again : token, { now, client: `203.0.113.${i + 10}` });
      expect(view.kind).toBe('slots');
    }
    const before = reports();
    expect(await slotsView(token, { now, client: '203.0.113.99' })).toEqual({ kind: 'limited' });
    expect(reports()).toBe(before);
    // One client, many leads: thirty loads, then no more.
    const client = '198.51.100.20';
    for (let i = 0; i < 30; i++) {
      const other = await fitLead(now);
      const view = await slotsView(sealLink('slots', other.id, { days: 30, now }), { now, client });
      expect(view.kind).toBe('slots');
    }
    const last = await fitLead(now);
    const view = await slotsView(sealLink('slots', last.id, { days: 30, now }), { now, client });
    expect(view).toEqual({ kind: 'limited' });
  });
});
