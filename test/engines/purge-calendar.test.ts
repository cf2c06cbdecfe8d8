import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runEventErasures } from '@/lib/booking/erase';
import { BOOKING_JOBS } from '@/lib/booking/kinds';
import { getDb } from '@/lib/db';
import { purgeData } from '@/lib/purge';
import { runDueJobs } from '@/lib/jobs';
import { registerSiteJobs } from '@/lib/site-jobs';
import { inCalendar, leadWithCall, calendarForTests, writeEvent } from './calendar-calls';

/**
 * The retention purge against a real CalDAV server (Debian's Radicale on loopback), the store
 * on PostgreSQL: a lead past its 24 months goes with its calls, and the site's events for those
 * calls leave the owner's calendar, at once through `npm run data:purge` or, when the calendar
 * did not answer, later by the job loop; every other event stays.
 */
const ROOT = path.join(__dirname, '..', '..');
const run = promisify(execFile);
registerSiteJobs();

const calendar = calendarForTests();
beforeEach(async () => {
  for (const table of ['jobs', 'booking_slots', 'bookings', 'leads'] as const) {
    await getDb().deleteFrom(table).execute();
  }
});

const NOW = new Date('2027-03-01T00:00:00Z');

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
  await calendar().pause();
  try {
    expect(await purgeData(getDb(), NOW)).toMatchObject({ leads: 1, calendarEvents: 1 });
    expect(await runEventErasures(getDb(), NOW)).toEqual({ retry: 1 });
  } finally {
    await calendar().resume();
  }
  expect(await inCalendar(purged)).toBe(true);
  // The loop's next pass after the retry's delay.
  expect(await runDueJobs(new Date(NOW.getTime() + 60_000))).toEqual({
    [BOOKING_JOBS.reconcileEvent]: { removed: 1 },
  });
  expect(await inCalendar(purged)).toBe(false);
}, 120_000);
