import {
  calendarQuery,
  createCalendarObject,
  deleteCalendarObject,
  updateCalendarObject,
} from 'tsdav';
import { getConfig } from '@/lib/config';
import { busyTimes, type BusyTime } from './busy';

/**
 * The owner's CalDAV calendar, the site's only surface to it: a calendar-query REPORT (which
 * every server answers) and a PUT or DELETE of one event, each bounded; failures are CalendarErrors.
 */
export type { BusyTime } from './busy';

export class CalendarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarError';
  }
}

export function calendarConfigured(): boolean {
  return getConfig().booking.caldav !== undefined;
}

function account() {
  const { caldav, caldavTimeoutMs } = getConfig().booking;
  if (!caldav) throw new CalendarError('no calendar is configured');
  const token = Buffer.from(`${caldav.user}:${caldav.password}`).toString('base64');
  return {
    calendar: { url: caldav.url },
    headers: { authorization: `Basic ${token}` },
    fetchOptions: { signal: AbortSignal.timeout(caldavTimeoutMs), redirect: 'follow' as const },
  };
}

/** Runs a calendar call; every failure becomes a CalendarError saying what happened. */
async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CalendarError) throw error;
    // By its name: a timeout is a DOMException, not an Error of every realm.
    const name = String((error as { name?: unknown } | null)?.name ?? '');
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new CalendarError(
        `${what}: no answer within ${getConfig().booking.caldavTimeoutMs} ms`,
      );
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message = error instanceof Error ? error.message : String(error);
    throw new CalendarError(`${what}: ${cause ?? message}`.slice(0, 300));
  }
}

const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The busy times of the calendar that meet [from, to), asked for now. */
export async function busyBetween(from: Date, to: Date, zone: string): Promise<BusyTime[]> {
  const { calendar, headers, fetchOptions } = account();
  const responses = await calling('reading the calendar', () =>
    calendarQuery({
      url: calendar.url,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      filters: {
        'comp-filter': {
          _attributes: { name: 'VCALENDAR' },
          'comp-filter': {
            _attributes: { name: 'VEVENT' },
            'time-range': { _attributes: { start: stamp(from), end: stamp(to) } },
          },
        },
      },
      depth: '1',
      headers,
      fetchOptions,
    }),
  );
  const objects: string[] = [];
  for (const response of responses) {
    if (response.ok === false) {
      throw new CalendarError(`reading the calendar: HTTP ${response.status ?? '?'}`);
    }
    const data = response.props?.calendarData as unknown;
    const text =
      typeof data === 'string' ? data : (data as { _cdata?: string } | undefined)?._cdata;
    if (text) objects.push(text);
  }
  try {
    return busyTimes(objects, from, to, zone);
  } catch (error) {
    throw new CalendarError(`reading the calendar: ${(error as Error).message}`.slice(0, 300));
  }
}

/**
 * How long a read of the busy times serves this instance's slots pages (one read in flight
 * serves every waiter); a failed read is kept a few seconds. A booking reads afresh.
 */
const RECENT_MS = 30_000;
const FAILED_MS = 5_000;

interface RecentRead {
  until: number;
  busy: Promise<BusyTime[]>;
}

// On globalThis: the server's bundles may each carry a copy of this module.
const globalForCalendar = globalThis as unknown as { __recentBusy?: Map<string, RecentRead> };
const recentReads = (globalForCalendar.__recentBusy ??= new Map<string, RecentRead>());

/** The busy times of [from, to) read at most RECENT_MS ago; `fresh` reads now and keeps it. */
export function recentBusyBetween(
  from: Date,
  to: Date,
  zone: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<BusyTime[]> {
  const now = Date.now();
  const key = [getConfig().booking.caldav?.url, from.toISOString(), to.toISOString(), zone].join(
    ' ',
  );
  const kept = recentReads.get(key);
  if (kept && kept.until > now && !fresh) return kept.busy;
  for (const [old, read] of recentReads) if (read.until <= now) recentReads.delete(old);
  const read: RecentRead = { until: now + RECENT_MS, busy: busyBetween(from, to, zone) };
  read.busy.catch(() => {
    read.until = Math.min(read.until, Date.now() + FAILED_MS);
  });
  recentReads.set(key, read);
  return read.busy;
}

/** Forgets the reads kept (this instance wrote to the calendar; tests). */
export function forgetRecentBusy(): void {
  recentReads.clear();
}

/** The resource name of an event in the calendar. */
const fileOf = (uid: string) => `${encodeURIComponent(uid)}.ics`;

/**
 * Writes an event; a new one only if its resource does not exist (If-None-Match), so two writers
 * never overwrite each other; `replace` writes over the site's own (a move).
 */
export async function putEvent(uid: string, ics: string, { replace = false } = {}): Promise<void> {
  const { calendar, headers, fetchOptions } = account();
  // Whatever comes of it, this instance's pages read the calendar afresh.
  forgetRecentBusy();
  const response = await calling('writing the event', () =>
    replace
      ? updateCalendarObject({
          calendarObject: { url: new URL(fileOf(uid), calendar.url).href, data: ics },
          headers,
          fetchOptions,
        })
      : createCalendarObject({
          calendar,
          iCalString: ics,
          filename: fileOf(uid),
          headers,
          fetchOptions,
        }),
  );
  if (!response.ok) {
    throw new CalendarError(`writing the event: HTTP ${response.status} ${response.statusText}`);
  }
}

/** Removes the event; one already gone is fine. */
export async function deleteEvent(uid: string): Promise<void> {
  const { calendar, headers, fetchOptions } = account();
  forgetRecentBusy();
  const response = await calling('removing the event', () =>
    deleteCalendarObject({
      calendarObject: { url: new URL(fileOf(uid), calendar.url).href },
      headers,
      fetchOptions,
    }),
  );
  if (!response.ok && response.status !== 404) {
    throw new CalendarError(`removing the event: HTTP ${response.status} ${response.statusText}`);
  }
}
