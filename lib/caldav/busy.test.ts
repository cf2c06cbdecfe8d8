import { busyTimes } from './busy';

/** One calendar object holding `events` (the VEVENT lines of each, without BEGIN and END). */
function calendar(...events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//busy//EN',
    ...events.flatMap((lines) => [
      'BEGIN:VEVENT',
      'DTSTAMP:20180101T000000Z',
      ...lines,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');
}

// Twelve days in March 2027, as the slots page asks for them.
const FROM = new Date('2027-03-01T00:00:00Z');
const TO = new Date('2027-03-13T00:00:00Z');
const ZONE = 'Asia/Singapore';

describe('the busy times of a calendar', () => {
  it('expands a daily event begun in 2018 over the window asked for, one busy time a day', () => {
    const daily = calendar([
      'UID:standup@example.com',
      'DTSTART:20180102T020000Z',
      'DTEND:20180102T030000Z',
      'RRULE:FREQ=DAILY',
    ]);
    const busy = busyTimes([daily], FROM, TO, ZONE);
    expect(busy).toHaveLength(12);
    expect(busy[0]).toEqual({
      start: new Date('2027-03-01T02:00:00Z'),
      end: new Date('2027-03-01T03:00:00Z'),
      uid: 'standup@example.com',
    });
    expect(busy.at(-1)!.start).toEqual(new Date('2027-03-12T02:00:00Z'));
  });

  it('expands weekday meetings begun in 2012, in the zone they name', () => {
    const weekdays = calendar([
      'UID:weekly@example.com',
      'DTSTART;TZID=Asia/Singapore:20120102T100000',
      'DTEND;TZID=Asia/Singapore:20120102T103000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    ]);
    const busy = busyTimes([weekdays], FROM, TO, ZONE);
    // 1-5 and 8-12 March 2027 are weekdays.
    expect(busy.map((b) => b.start.toISOString().slice(0, 10))).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
    ]);
    expect(busy[0]!.start).toEqual(new Date('2027-03-01T02:00:00Z'));
  });

  it('keeps an old event’s exceptions: a moved occurrence and a cancelled one', () => {
    const moved = calendar(
      [
        'UID:sync@example.com',
        'DTSTART:20180102T020000Z',
        'DTEND:20180102T030000Z',
        'RRULE:FREQ=DAILY',
      ],
      [
        'UID:sync@example.com',
        'RECURRENCE-ID:20270302T020000Z',
        'DTSTART:20270302T080000Z',
        'DTEND:20270302T090000Z',
      ],
      [
        'UID:sync@example.com',
        'RECURRENCE-ID:20270303T020000Z',
        'DTSTART:20270303T020000Z',
        'DTEND:20270303T030000Z',
        'STATUS:CANCELLED',
      ],
    );
    const busy = busyTimes([moved], FROM, new Date('2027-03-05T00:00:00Z'), ZONE);
    expect(busy.map((b) => b.start.toISOString())).toEqual([
      '2027-03-01T02:00:00.000Z',
      '2027-03-02T08:00:00.000Z',
      '2027-03-04T02:00:00.000Z',
    ]);
  });

  it('reads an event it cannot walk up to the window as taking the rest of the window', () => {
    // Every second since 2018: far more steps than the guard allows before March 2027.
    const endless = calendar([
      'UID:endless@example.com',
      'DTSTART:20180102T020000Z',
      'DTEND:20180102T020001Z',
      'RRULE:FREQ=SECONDLY',
    ]);
    expect(busyTimes([endless], FROM, TO, ZONE)).toEqual([
      { start: FROM, end: TO, uid: 'endless@example.com' },
    ]);
  });

  it('reads a lone occurrence of a recurring event (no master in the object) as an event', () => {
    const lone = calendar([
      'UID:invited@example.com',
      'RECURRENCE-ID:20270304T020000Z',
      'DTSTART:20270304T060000Z',
      'DTEND:20270304T070000Z',
    ]);
    expect(busyTimes([lone], FROM, TO, ZONE)).toEqual([
      {
        start: new Date('2027-03-04T06:00:00Z'),
        end: new Date('2027-03-04T07:00:00Z'),
        uid: 'invited@example.com',
      },
    ]);
  });
});
