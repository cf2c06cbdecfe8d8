import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { leadSchema } from '@/lib/leads/schema';
import { storeLead } from '@/lib/leads/store';
import { existingBusinessLead } from '@/test/lead-fixtures';
import { CalendarError } from '@/lib/caldav';
import { bookSlot, cancelCall } from './book';
import { slotsView } from './flow';
import { openLink, sealLink } from './links';
import { getLeadRow, recordStatus } from './store';

/**
 * The slots page's view, with the calendar replaced by what each test says it holds, and the
 * consultancy moved to London (a zone with daylight saving) to read the page across a change
 * of the clocks.
 */
const calendarHolds: { busy: () => Promise<unknown[]>; events: Map<string, string> } = {
  busy: async () => [],
  events: new Map(),
};
jest.mock('@/lib/caldav', () => {
  const actual = jest.requireActual('@/lib/caldav');
  return {
    ...actual,
    busyBetween: () => calendarHolds.busy(),
    putEvent: async (uid: string, ics: string) => void calendarHolds.events.set(uid, ics),
    deleteEvent: async (uid: string) => void calendarHolds.events.delete(uid),
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
  calendarHolds.busy = async () => [];
  calendarHolds.events.clear();
  await getDb().deleteFrom('leads').execute();
  await getDb().deleteFrom('bookings').execute();
  await getDb().deleteFrom('booking_slots').execute();
  await getDb().deleteFrom('jobs').execute();
});

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
    const view = await slotsView(sealLink('slots', lead.id, { days: 30, now }), now);
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
    calendarHolds.busy = async () => {
      throw new CalendarError('reading the calendar: ECONNREFUSED');
    };
    const view = await slotsView(sealLink('slots', lead.id, { days: 30, now }), now);
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
    const view = await slotsView(sealLink('slots', lead.id, { days: 30, now }), now);
    expect(view).toEqual({ kind: 'invalid' });
    expect(await bookSlot({ leadId: lead.id, start: slot, now })).toEqual({ kind: 'unknown' });
    expect(calendarHolds.events.size).toBe(0);
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
