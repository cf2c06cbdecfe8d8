import { DateTime } from 'luxon';
import { bookingRules } from '@/content/booking';

/**
 * The owner's bookable times, worked out in the consultancy's time zone (content/booking.ts):
 * on each working day, calls of `slotMinutes` from the start of working hours, one every
 * slot plus buffer, each ending by the end of working hours; from `minimumNoticeMinutes` after
 * the moment of asking, over the next `workingDaysAhead` working days (today counts when it is
 * one). A slot is free when nothing busy comes within the buffer before or after it. Zone
 * arithmetic (daylight saving included, for a zone that has it) is Luxon's.
 */
export interface Slot {
  start: Date;
  end: Date;
}

type Rules = Pick<
  typeof bookingRules,
  | 'timeZone'
  | 'workingDays'
  | 'workingHours'
  | 'slotMinutes'
  | 'bufferMinutes'
  | 'minimumNoticeMinutes'
  | 'workingDaysAhead'
>;

const clock = (value: string) => {
  const [hour, minute] = value.split(':').map(Number);
  return { hour: hour!, minute: minute! };
};

function isWorkingDay(day: DateTime, rules: Rules): boolean {
  return (rules.workingDays as readonly number[]).includes(day.weekday);
}

/** Every slot on the grid from the notice on, for the working days ahead. */
export function candidateSlots(now: Date, rules: Rules = bookingRules): Slot[] {
  const earliest = DateTime.fromJSDate(now).plus({ minutes: rules.minimumNoticeMinutes });
  const slots: Slot[] = [];
  let day = DateTime.fromJSDate(now, { zone: rules.timeZone }).startOf('day');
  for (let counted = 0, guard = 0; counted < rules.workingDaysAhead && guard < 366; guard++) {
    if (isWorkingDay(day, rules)) {
      counted++;
      const close = day.set(clock(rules.workingHours.end));
      for (
        let start = day.set(clock(rules.workingHours.start));
        start.plus({ minutes: rules.slotMinutes }) <= close;
        start = start.plus({ minutes: rules.slotMinutes + rules.bufferMinutes })
      ) {
        if (start >= earliest) {
          slots.push({
            start: start.toJSDate(),
            end: start.plus({ minutes: rules.slotMinutes }).toJSDate(),
          });
        }
      }
    }
    day = day.plus({ days: 1 }).startOf('day');
  }
  return slots;
}

/** The span the calendar is asked about for these slots (buffer included). */
export function spanOf(slots: Slot[], rules: Rules = bookingRules): Slot | null {
  if (slots.length === 0) return null;
  const pad = rules.bufferMinutes * 60_000;
  return {
    start: new Date(slots[0]!.start.getTime() - pad),
    end: new Date(slots.at(-1)!.end.getTime() + pad),
  };
}

/** The slots nothing busy comes near (within the buffer on either side). */
export function freeSlots(slots: Slot[], busy: Slot[], rules: Rules = bookingRules): Slot[] {
  const pad = rules.bufferMinutes * 60_000;
  return slots.filter(
    (slot) =>
      !busy.some(
        (b) =>
          b.start.getTime() < slot.end.getTime() + pad &&
          b.end.getTime() > slot.start.getTime() - pad,
      ),
  );
}

/**
 * The slot starting at `start` if it is one the page may offer at `now` (on the grid, after
 * the notice, within the days ahead): a posted slot is checked against the rules again.
 */
export function slotAt(start: Date, now: Date, rules: Rules = bookingRules): Slot | null {
  return (
    candidateSlots(now, rules).find((slot) => slot.start.getTime() === start.getTime()) ?? null
  );
}

/** The slots grouped by their day in the consultancy's zone, in order. */
export function byDay(
  slots: Slot[],
  rules: Rules = bookingRules,
): { day: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = DateTime.fromJSDate(slot.start, { zone: rules.timeZone }).toISODate()!;
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** A day (YYYY-MM-DD, the consultancy's) as the pages say it: "Tuesday 4 March". */
export function dayLabel(day: string, rules: Rules = bookingRules): string {
  return DateTime.fromISO(day, { zone: rules.timeZone }).setLocale('en-GB').toFormat('cccc d LLLL');
}

/** The clock time alone, in the consultancy's zone: "10:00". */
export function clockLabel(start: Date, rules: Rules = bookingRules): string {
  return DateTime.fromJSDate(start, { zone: rules.timeZone }).toFormat('HH:mm');
}

/** The zone's offset from UTC at `at`, as "GMT+8". */
export function offsetLabel(at: Date, rules: Rules = bookingRules): string {
  const offset = DateTime.fromJSDate(at, { zone: rules.timeZone }).offset;
  const hours = Math.trunc(offset / 60);
  const minutes = Math.abs(offset % 60);
  return `GMT${offset >= 0 ? '+' : '-'}${Math.abs(hours)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
