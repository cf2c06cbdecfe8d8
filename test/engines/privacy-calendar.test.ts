import { BOOKING_JOBS } from '@/lib/booking/kinds';
import { eventUid } from '@/lib/booking/organiser';
import { putEvent } from '@/lib/caldav';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { eraseAddress, withdraw } from '@/lib/privacy';
import { registerSiteJobs } from '@/lib/site-jobs';
import { startRadicale, type RunningRadicale } from '@/test/radicale';
import { enginePorts } from './ports';

/**
 * The privacy desk against a real CalDAV server (Debian's Radicale on loopback), the store on
 * PostgreSQL: withdrawing consent to a booked call cancels it at once (its event leaves the
 * owner's calendar, the cancellations with METHOD:CANCEL are queued), and erasing an address
 * removes its calls’ events; another person's event stays.
 */
registerSiteJobs();

let radicale: RunningRadicale;
beforeAll(async () => {
  radicale = await startRadicale({ port: enginePorts.radicale });
  Object.assign(process.env, radicale.env);
  resetConfigForTests();
}, 60_000);
afterAll(async () => {
  await radicale?.stop();
  for (const name of Object.keys(radicale?.env ?? {})) delete process.env[name];
  resetConfigForTests();
});

const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An event in the calendar, as the site writes a booked call (or as the owner adds one). */
async function writeEvent(uid: string, start: string) {
  const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  await putEvent(
    uid,
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//engines test//EN',
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp(start)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      'SUMMARY:Growth call with A Person (a.person@firm.co)',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
}

/** Whether the calendar still holds the event, read straight from the server. */
async function inCalendar(uid: string): Promise<boolean> {
  const response = await fetch(new URL(`${encodeURIComponent(uid)}.ics`, radicale.calendarUrl), {
    headers: {
      authorization: `Basic ${Buffer.from(`${radicale.user}:${radicale.password}`).toString('base64')}`,
    },
  });
  await response.body?.cancel();
  if (response.status !== 200 && response.status !== 404) {
    throw new Error(`the calendar answered ${response.status}`);
  }
  return response.status === 200;
}

/** A lead applied at `createdAt` with one call booked at `startsAt`, and the call's event. */
async function leadWithCall(id: string, email: string, createdAt: string, startsAt: string) {
  await getDb()
    .insertInto('leads')
    .values({
      id,
      business_type: 'new_venture',
      annual_revenue: 'pre_revenue',
      revenue_tracking_percentage: null,
      product_stage: null,
      obstacles: '[]',
      other_obstacle: null,
      risk_level: 'low_risk',
      customer_understanding: 'no_research',
      full_name: 'A Person',
      website_url: 'https://firm.co',
      email,
      newsletter_opt_in: 0,
      cta_source: null,
      page_referrer: null,
      created_at: createdAt,
      forward_error: null,
      forwarded_at: null,
      status: 'booked',
      status_at: createdAt,
    })
    .execute();
  const bookingId = `${id}-call`;
  await getDb()
    .insertInto('bookings')
    .values({
      id: bookingId,
      lead_id: id,
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
      status: 'booked',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await writeEvent(eventUid(bookingId), startsAt);
  return eventUid(bookingId);
}

it('withdrawing consent to a booked call cancels it and removes its event from the calendar', async () => {
  const mine = await leadWithCall('withdraw-a', 'withdraw-a@firm.co', soon(-1), soon(3));
  const other = await leadWithCall('withdraw-b', 'withdraw-b@firm.co', soon(-1), soon(4));
  expect(await inCalendar(mine)).toBe(true);

  const outcome = await withdraw('withdraw-a@firm.co', 'call');
  expect(outcome.counts).toEqual({ calls: 1 });
  expect(await inCalendar(mine)).toBe(false);
  expect(await inCalendar(other)).toBe(true);
  const booking = await getDb()
    .selectFrom('bookings')
    .select('status')
    .where('id', '=', 'withdraw-a-call')
    .executeTakeFirstOrThrow();
  expect(booking.status).toBe('cancelled');
  const cancellations = await getDb()
    .selectFrom('jobs')
    .select('ref')
    .where('kind', '=', BOOKING_JOBS.cancellation)
    .execute();
  expect(cancellations.map((job) => JSON.parse(job.ref).bookingId)).toContain('withdraw-a-call');
}, 120_000);

it('erasing an address removes its calls’ events from the calendar, and no other', async () => {
  const mine = await leadWithCall('erase-a', 'erase-a@firm.co', soon(-1), soon(5));
  const other = await leadWithCall('erase-b', 'erase-b@firm.co', soon(-1), soon(6));
  const outcome = await eraseAddress('erase-a@firm.co');
  expect(outcome.counts).toMatchObject({ leads: 1, bookings: 1, calendarEvents: 1 });
  expect(await inCalendar(mine)).toBe(false);
  expect(await inCalendar(other)).toBe(true);
}, 120_000);
