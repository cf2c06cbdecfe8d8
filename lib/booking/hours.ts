import { DateTime, Interval } from 'luxon';
import { bookingRules } from '@/content/booking';

/**
 * The owner's working time (content/booking.ts), worked out in the consultancy's zone. Zone
 * arithmetic (daylight saving included, for a zone that has it) is Luxon's.
 */
interface Rules {
  timeZone: string;
  workingDays: readonly number[];
  workingHours: { start: string; end: string };
}

const clock = (value: string) => {
  const [hour, minute] = value.split(':').map(Number);
  return { hour: hour!, minute: minute! };
};

/**
 * The moment `minutes` working minutes after `from`: time outside working hours and days does
 * not count (a lead at 16:30 on a Friday is an hour old at 09:30 on Monday).
 */
export function addWorkingMinutes(from: Date, minutes: number, rules: Rules = bookingRules): Date {
  let left = minutes;
  let at = DateTime.fromJSDate(from, { zone: rules.timeZone });
  // A year of days at most: a rule with no working day would otherwise never end.
  for (let guard = 0; guard < 400; guard++) {
    const open = at.startOf('day').set(clock(rules.workingHours.start));
    const close = at.startOf('day').set(clock(rules.workingHours.end));
    if (rules.workingDays.includes(at.weekday) && at < close) {
      const start = at < open ? open : at;
      const available = Interval.fromDateTimes(start, close).length('minutes');
      if (available >= left) return start.plus({ minutes: left }).toJSDate();
      left -= available;
    }
    at = at.plus({ days: 1 }).startOf('day');
  }
  return at.toJSDate();
}

/** A moment as the owner's pages say it, in the consultancy's zone: "Tuesday 4 March 2026, 10:00". */
export function timeLabel(at: Date, rules: Pick<Rules, 'timeZone'> = bookingRules): string {
  return DateTime.fromJSDate(at, { zone: rules.timeZone })
    .setLocale('en-GB')
    .toFormat('cccc d LLLL yyyy, HH:mm');
}
