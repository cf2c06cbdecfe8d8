import { BOOKING_JOBS } from '@/lib/booking/kinds';
import { getDb } from '@/lib/db';
import { eraseAddress, withdraw } from '@/lib/privacy';
import { registerSiteJobs } from '@/lib/site-jobs';
import { inCalendar, leadWithCall, calendarForTests } from './calendar-calls';

/**
 * The privacy desk against a real CalDAV server (Debian's Radicale on loopback), the store on
 * PostgreSQL: withdrawing consent to a booked call cancels it at once (its event leaves the
 * owner's calendar, the cancellations with METHOD:CANCEL are queued), and erasing an address
 * removes its calls’ events; another person's event stays.
 */
registerSiteJobs();

calendarForTests();

const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

it('withdrawing consent to a booked call cancels it and removes its event from the calendar', async () => {
  const mine = await leadWithCall('withdraw-a', soon(-1), soon(3));
  const other = await leadWithCall('withdraw-b', soon(-1), soon(4));
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
  const mine = await leadWithCall('erase-a', soon(-1), soon(5));
  const other = await leadWithCall('erase-b', soon(-1), soon(6));
  const outcome = await eraseAddress('erase-a@firm.co');
  expect(outcome.counts).toMatchObject({ leads: 1, bookings: 1, calendarEvents: 1 });
  expect(await inCalendar(mine)).toBe(false);
  expect(await inCalendar(other)).toBe(true);
}, 120_000);
