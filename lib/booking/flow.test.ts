import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { leadSchema } from '@/lib/leads/schema';
import { storeLead } from '@/lib/leads/store';
import { existingBusinessLead } from '@/test/lead-fixtures';
import { CalendarError } from '@/lib/caldav';
import { slotsView } from './flow';
import { sealLink } from './links';

/**
 * The slots page's view, with the calendar replaced by what each test says it holds, and the
 * consultancy moved to London (a zone with daylight saving) to read the page across a change
 * of the clocks.
 */
const calendarHolds: { busy: () => Promise<unknown[]> } = { busy: async () => [] };
jest.mock('@/lib/caldav', () => {
  const actual = jest.requireActual('@/lib/caldav');
  return { ...actual, busyBetween: () => calendarHolds.busy() };
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
  await getDb().deleteFrom('leads').execute();
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
