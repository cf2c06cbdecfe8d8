import { eventUid } from '@/lib/booking/organiser';
import { storedLeadRow } from '@/test/lead-fixtures';
import { putEvent } from '@/lib/caldav';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { startRadicale, type RunningRadicale } from '@/test/radicale';
import { enginePorts } from './ports';

/**
 * The site's booked calls in a real CalDAV server (Debian's Radicale on loopback), for the
 * engine tests of what removes them (the purge, the privacy desk).
 */
let radicale: RunningRadicale;

/** Starts Radicale for the file's tests and points the site's calendar at it; the server. */
export function calendarForTests(): () => RunningRadicale {
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
  return () => radicale;
}

/** An event in the calendar, as the site writes a booked call (or as the owner adds one). */
export async function writeEvent(uid: string, start: string) {
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
export async function inCalendar(uid: string): Promise<boolean> {
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

/**
 * A lead (`id`, at `id`@firm.co) applied at `createdAt` with one call booked at `startsAt`, and
 * the call's event: its uid.
 */
export async function leadWithCall(id: string, createdAt: string, startsAt: string) {
  await getDb()
    .insertInto('leads')
    .values(storedLeadRow(id, createdAt, { status: 'booked', status_at: createdAt }))
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
