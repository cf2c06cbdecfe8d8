import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runEventErasures } from '@/lib/booking/erase';
import { BOOKING_JOBS } from '@/lib/booking/kinds';
import { eventUid } from '@/lib/booking/organiser';
import { putEvent } from '@/lib/caldav';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { purgeData } from '@/lib/purge';
import { runDueJobs } from '@/lib/jobs';
import { registerSiteJobs } from '@/lib/site-jobs';
import { startRadicale, type RunningRadicale } from '@/test/radicale';
import { enginePorts } from './ports';

/**
 * The retention purge against a real CalDAV server (Debian's Radicale on loopback), the store
 * on PostgreSQL: a lead past its 24 months goes with its calls, and the site's events for those
 * calls leave the owner's calendar, at once through `npm run data:purge` or, when the calendar
 * did not answer, later by the job loop; every other event stays.
 */
const ROOT = path.join(__dirname, '..', '..');
const run = promisify(execFile);
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
beforeEach(async () => {
  for (const table of ['jobs', 'booking_slots', 'bookings', 'leads'] as const) {
    await getDb().deleteFrom(table).execute();
  }
});

const NOW = new Date('2027-03-01T00:00:00Z');

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
async function leadWithCall(id: string, createdAt: string, startsAt: string) {
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
      email: `${id}@firm.co`,
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

it('npm run data:purge removes a purged lead’s call from the calendar, and no other event', async () => {
  const purged = await leadWithCall(
    'long-ago',
    '2024-01-10T09:00:00.000Z',
    '2024-01-15T03:00:00.000Z',
  );
  const kept = await leadWithCall('lately', '2026-12-01T09:00:00.000Z', '2026-12-07T03:00:00.000Z');
  const owners = 'dentist-2024@owner.example';
  await writeEvent(owners, '2024-01-16T03:00:00.000Z');
  expect(await inCalendar(purged)).toBe(true);

  const { stdout } = await run(
    'npx',
    ['tsx', '--conditions=react-server', 'scripts/data-purge.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent' },
    },
  );
  expect(JSON.parse(stdout)).toMatchObject({
    event: 'data.purge',
    leads: 1,
    bookings: 1,
    calendarEvents: 1,
    calendar: { removed: 1 },
  });
  expect(await inCalendar(purged)).toBe(false);
  expect(await inCalendar(kept)).toBe(true);
  expect(await inCalendar(owners)).toBe(true);
  expect(await getDb().selectFrom('jobs').select(['kind', 'status', 'outcome']).execute()).toEqual([
    { kind: BOOKING_JOBS.reconcileEvent, status: 'done', outcome: 'removed' },
  ]);
}, 120_000);

it('a calendar down during the purge has the event removed later by the job loop', async () => {
  const purged = await leadWithCall('down', '2024-01-10T09:00:00.000Z', '2024-01-15T03:00:00.000Z');
  await radicale.pause();
  try {
    expect(await purgeData(getDb(), NOW)).toMatchObject({ leads: 1, calendarEvents: 1 });
    expect(await runEventErasures(getDb(), NOW)).toEqual({ retry: 1 });
  } finally {
    await radicale.resume();
  }
  expect(await inCalendar(purged)).toBe(true);
  // The loop's next pass after the retry's delay.
  expect(await runDueJobs(new Date(NOW.getTime() + 60_000))).toEqual({
    [BOOKING_JOBS.reconcileEvent]: { removed: 1 },
  });
  expect(await inCalendar(purged)).toBe(false);
}, 120_000);
