import { addWorkingMinutes, timeLabel } from './hours';

// Singapore has no daylight saving: 09:00 there is 01:00 UTC.
const sg = (local: string) => new Date(`${local}+08:00`);

describe('working time', () => {
  it('adds minutes within a working day', () => {
    expect(addWorkingMinutes(sg('2026-03-02T10:15:00'), 60)).toEqual(sg('2026-03-02T11:15:00'));
  });

  it('carries what is left of a day over to the next working morning', () => {
    // Monday 16:30 + 60 working minutes: 30 on Monday, 30 on Tuesday.
    expect(addWorkingMinutes(sg('2026-03-02T16:30:00'), 60)).toEqual(sg('2026-03-03T09:30:00'));
  });

  it('skips the weekend and the night', () => {
    // Friday 16:30 is an hour old at 09:30 on Monday.
    expect(addWorkingMinutes(sg('2026-03-06T16:30:00'), 60)).toEqual(sg('2026-03-09T09:30:00'));
    // Saturday, and before opening on a working day, count from the opening.
    expect(addWorkingMinutes(sg('2026-03-07T11:00:00'), 60)).toEqual(sg('2026-03-09T10:00:00'));
    expect(addWorkingMinutes(sg('2026-03-03T06:00:00'), 60)).toEqual(sg('2026-03-03T10:00:00'));
    expect(addWorkingMinutes(sg('2026-03-03T22:00:00'), 60)).toEqual(sg('2026-03-04T10:00:00'));
  });

  it('follows the zone and hours it is given, daylight saving included', () => {
    const london = {
      timeZone: 'Europe/London',
      workingDays: [1, 2, 3, 4, 5],
      workingHours: { start: '09:00', end: '17:00' },
    } as const;
    // Friday 27 March 2026 16:30 GMT; the clocks go forward on Sunday 29 March.
    expect(addWorkingMinutes(new Date('2026-03-27T16:30:00Z'), 60, london)).toEqual(
      new Date('2026-03-30T08:30:00Z'), // 09:30 BST
    );
  });

  it("says a moment in the consultancy's zone", () => {
    expect(timeLabel(new Date('2026-03-03T02:00:00Z'))).toBe('Tuesday 3 March 2026, 10:00');
  });
});
