import ICAL from 'ical.js';
import { DateTime } from 'luxon';

/** A time the calendar holds: nothing may be booked across it. */
export interface BusyTime {
  start: Date;
  end: Date;
  /** The event's UID, so that a booking's own event can be told apart. */
  uid: string;
}

/** Occurrences of one recurring event looked at, at most: a guard against endless rules. */
const MAX_OCCURRENCES = 2000;

/**
 * The busy times of calendar objects (iCalendar texts, as a CalDAV REPORT returns them) that
 * meet [from, to), read with ical.js: recurring events expanded with their exceptions,
 * cancelled and transparent ("free") events left out. Times in a zone the object defines are
 * ical.js's; a zone it names without defining (outside the standard, but seen) is read as the
 * IANA zone of that name; floating times and all-day dates are the owner's own wall clock,
 * `zone`.
 */
export function busyTimes(objects: string[], from: Date, to: Date, zone: string): BusyTime[] {
  const busy: BusyTime[] = [];
  for (const text of objects) {
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const vevents = calendar.getAllSubcomponents('vevent');
    const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
    const exceptions = vevents.filter((v) => v.hasProperty('recurrence-id'));
    for (const master of masters) {
      const event = new ICAL.Event(master);
      for (const exception of exceptions) {
        if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
      }
      if (!event.startDate) continue;
      if (!event.isRecurring()) {
        add(busy, master, event.uid, event.startDate, endOf(event), from, to, zone);
        continue;
      }
      const iterator = event.iterator();
      for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++) {
        const details = event.getOccurrenceDetails(next);
        const start = instant(details.startDate, zone);
        if (start >= to) break;
        add(
          busy,
          details.item.component,
          event.uid,
          details.startDate,
          details.endDate,
          from,
          to,
          zone,
        );
        next = iterator.next();
      }
    }
  }
  return busy;
}

function endOf(event: ICAL.Event): ICAL.Time {
  if (event.endDate) return event.endDate;
  const end = event.startDate.clone();
  // RFC 5545: without DTEND or DURATION a date lasts one day, a date-time takes no time.
  if (end.isDate) end.day += 1;
  return end;
}

function add(
  busy: BusyTime[],
  component: ICAL.Component,
  uid: string,
  startTime: ICAL.Time,
  endTime: ICAL.Time,
  from: Date,
  to: Date,
  zone: string,
) {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  if (status === 'CANCELLED' || transparency === 'TRANSPARENT') return;
  const start = instant(startTime, zone);
  const end = instant(endTime, zone);
  if (start < to && end > from) busy.push({ start, end, uid });
}

/** The moment an iCalendar time stands for (see busyTimes for zones). */
export function instant(time: ICAL.Time, zone: string): Date {
  const tzid = time.zone?.tzid;
  if (tzid === 'UTC' || (tzid && tzid !== 'floating' && !time.isDate)) return time.toJSDate();
  const named = (time as unknown as { timezone?: string }).timezone;
  const wall = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  };
  const inNamed = named && !time.isDate ? DateTime.fromObject(wall, { zone: named }) : null;
  return (inNamed?.isValid ? inNamed : DateTime.fromObject(wall, { zone })).toJSDate();
}
