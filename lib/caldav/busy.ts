import ICAL from 'ical.js';
import { DateTime } from 'luxon';

/** A time the calendar holds: nothing may be booked across it. */
export interface BusyTime {
  start: Date;
  end: Date;
  /** The event's UID, so that a booking's own event can be told apart. */
  uid: string;
}

/**
 * How far one recurring event is walked from DTSTART: years on (a daily event for a century),
 * while still stopping a rule no calendar would hold (every second).
 */
const MAX_STEPS = 50_000;
/** The steps of every recurring event of one read together, so that many cannot add up. */
const MAX_STEPS_PER_READ = 100_000;
/** Occurrences of one event inside the window, at most (every minute of two weeks is 20,000). */
const MAX_IN_WINDOW = 2_000;

/**
 * The busy times in [from, to) of iCalendar objects: recurrences expanded with their exceptions,
 * cancelled and "free" events left out. An event the guard stops takes the rest of the window;
 * an undefined zone is read as the IANA zone of that name; floating times are `zone`'s.
 */
export function busyTimes(objects: string[], from: Date, to: Date, zone: string): BusyTime[] {
  const busy: BusyTime[] = [];
  const budget = { steps: MAX_STEPS_PER_READ };
  for (const text of objects) {
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const vevents = calendar.getAllSubcomponents('vevent');
    const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
    const exceptions = vevents.filter((v) => v.hasProperty('recurrence-id'));
    const uids = new Set(masters.map((v) => v.getFirstPropertyValue('uid')));
    for (const lone of exceptions.filter((v) => !uids.has(v.getFirstPropertyValue('uid')))) {
      const event = new ICAL.Event(lone);
      if (event.startDate)
        add(busy, lone, event.uid, event.startDate, endOf(event), from, to, zone);
    }
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
      expand(busy, event, from, to, zone, budget);
    }
  }
  return busy;
}

/** Adds the occurrences of a recurring event that meet [from, to), within the guards. */
function expand(
  busy: BusyTime[],
  event: ICAL.Event,
  from: Date,
  to: Date,
  zone: string,
  budget: { steps: number },
) {
  const iterator = event.iterator();
  // Occurrences that end before the window need no reading unless an exception could move one.
  const plain = event.exceptions && Object.keys(event.exceptions).length === 0;
  const length = instant(endOf(event), zone).getTime() - instant(event.startDate, zone).getTime();
  let steps = 0;
  let inWindow = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    // Its place in the rule, before any exception moves it: the rule's order.
    const planned = instant(next, zone);
    if (planned >= to) return;
    if (steps >= MAX_STEPS || budget.steps <= 0 || inWindow >= MAX_IN_WINDOW) {
      const start = planned > from ? planned : from;
      busy.push({ start, end: to, uid: event.uid });
      return;
    }
    steps++;
    budget.steps--;
    if (plain && planned.getTime() + length <= from.getTime()) continue;
    const details = event.getOccurrenceDetails(next);
    const added = add(
      busy,
      details.item.component,
      event.uid,
      details.startDate,
      details.endDate,
      from,
      to,
      zone,
    );
    if (added) inWindow++;
  }
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
): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  if (status === 'CANCELLED' || transparency === 'TRANSPARENT') return false;
  const start = instant(startTime, zone);
  const end = instant(endTime, zone);
  if (!(start < to && end > from)) return false;
  busy.push({ start, end, uid });
  return true;
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
