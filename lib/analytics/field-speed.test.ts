import { activeStates } from '@/lib/alerts';
import { getDb } from '@/lib/db';
import { checkFieldSpeed, dailyFigures, judgeFieldSpeed, MIN_DAILY_SAMPLES } from './field-speed';
import type { VitalMetric } from './schema';

const db = () => getDb();

type Sample = { day: string; route: string; metric: VitalMetric; value: number };

/** `count` samples of one day whose p75 (nearest rank) is `p75`: a quarter above it. */
function day(
  day: string,
  metric: VitalMetric,
  p75: number,
  count = MIN_DAILY_SAMPLES,
  route = '/',
) {
  const samples: Sample[] = [];
  const over = Math.floor(count / 4);
  for (let i = 0; i < count - over; i++) samples.push({ day, route, metric, value: p75 });
  for (let i = 0; i < over; i++) samples.push({ day, route, metric, value: p75 * 10 });
  return samples;
}

const none = new Set<string>();

describe('the field-speed alert rule', () => {
  it('begins when a route’s p75 is over the good line on three days running, each of 50 loads', () => {
    const daily = dailyFigures([
      ...day('2026-11-28', 'LCP', 2600),
      ...day('2026-11-29', 'LCP', 3100),
      ...day('2026-11-30', 'LCP', 2501),
    ]);
    expect(daily.get('/\nLCP')!.get('2026-11-30')).toEqual({ p75: 2501, n: 50 });
    expect(judgeFieldSpeed(daily, '2026-11-30', none)).toEqual([
      {
        key: 'field-speed:/:LCP',
        active: true,
        title: 'LCP is slow on /',
        reason:
          'its 75th percentile was 2.60 s, 3.10 s, 2.50 s on 2026-11-28, 2026-11-29, 2026-11-30 ' +
          '(good is 2.50 s or less), from 50, 50, 50 page loads',
      },
    ]);
  });

  it('uses each metric’s own line: INP 200 ms, CLS 0.1', () => {
    const slow = (metric: VitalMetric, value: number) =>
      ['2026-11-28', '2026-11-29', '2026-11-30'].flatMap((d) => day(d, metric, value));
    const judged = (samples: Sample[]) =>
      judgeFieldSpeed(dailyFigures(samples), '2026-11-30', none).map((o) => o.key);
    expect(judged(slow('INP', 200))).toEqual([]);
    expect(judged(slow('INP', 201))).toEqual(['field-speed:/:INP']);
    expect(judged(slow('CLS', 0.1))).toEqual([]);
    expect(judged(slow('CLS', 0.11))).toEqual(['field-speed:/:CLS']);
    // FCP and TTFB are reported, never alerted on.
    expect(judged(slow('TTFB', 5000))).toEqual([]);
  });

  it('does not begin on two slow days, a good day between, or a day under 50 loads', () => {
    const judged = (samples: Sample[]) =>
      judgeFieldSpeed(dailyFigures(samples), '2026-11-30', none);
    expect(judged([...day('2026-11-29', 'LCP', 4000), ...day('2026-11-30', 'LCP', 4000)])).toEqual(
      [],
    );
    expect(
      judged([
        ...day('2026-11-28', 'LCP', 4000),
        ...day('2026-11-29', 'LCP', 2500),
        ...day('2026-11-30', 'LCP', 4000),
      ]),
    ).toEqual([]);
    expect(
      judged([
        ...day('2026-11-28', 'LCP', 4000),
        ...day('2026-11-29', 'LCP', 4000, MIN_DAILY_SAMPLES - 1),
        ...day('2026-11-30', 'LCP', 4000),
      ]),
    ).toEqual([]);
    // Another route's slow days are its own.
    expect(
      judged([
        ...day('2026-11-28', 'LCP', 4000),
        ...day('2026-11-29', 'LCP', 4000, 50, '/pricing'),
        ...day('2026-11-30', 'LCP', 4000),
      ]),
    ).toEqual([]);
  });

  it('ends a running alert once the latest day with 50 loads is good, and not before', () => {
    const active = new Set(['field-speed:/:LCP']);
    const slowThenQuiet = dailyFigures([
      ...day('2026-11-28', 'LCP', 4000),
      ...day('2026-11-29', 'LCP', 4000),
      ...day('2026-11-30', 'LCP', 1000, 10),
    ]);
    // Ten loads of a good day do not say the route is good again: nothing changes.
    expect(judgeFieldSpeed(slowThenQuiet, '2026-11-30', active)).toEqual([]);
    const good = dailyFigures([
      ...day('2026-11-28', 'LCP', 4000),
      ...day('2026-11-29', 'LCP', 4000),
      ...day('2026-11-30', 'LCP', 2400),
    ]);
    expect(judgeFieldSpeed(good, '2026-11-30', active)).toEqual([
      { key: 'field-speed:/:LCP', active: false, title: 'LCP is slow on /' },
    ]);
    // A route with no reports for a week has nothing to judge by: its alert ends.
    expect(judgeFieldSpeed(dailyFigures([]), '2026-11-30', active)).toEqual([
      { key: 'field-speed:/:LCP', active: false, title: 'LCP is slow on /' },
    ]);
  });
});

describe('the field-speed check', () => {
  beforeEach(async () => {
    await db().deleteFrom('web_vitals').execute();
    await db().deleteFrom('alert_states').execute();
    await db().deleteFrom('jobs').execute();
  });

  async function store(samples: Sample[]) {
    await db()
      .insertInto('web_vitals')
      .values(samples.map((s) => ({ ...s, device: 'mobile' as const })))
      .execute();
  }

  it('judges the complete days up to yesterday from the store, and records the alert once', async () => {
    await store([
      ...day('2026-11-28', 'INP', 450, 60, '/pricing'),
      ...day('2026-11-29', 'INP', 450, 60, '/pricing'),
      ...day('2026-11-30', 'INP', 450, 60, '/pricing'),
      // Today is still filling: its figures wait for tomorrow's look.
      ...day('2026-12-01', 'INP', 50, 60, '/pricing'),
    ]);
    const now = new Date('2026-12-01T09:00:00Z');
    expect(await checkFieldSpeed(now)).toEqual([
      expect.objectContaining({ key: 'field-speed:/pricing:INP', state: 'begin' }),
    ]);
    expect(await checkFieldSpeed(new Date('2026-12-01T10:00:00Z'))).toEqual([]);
    expect((await activeStates(db(), 'field-speed:')).map((s) => s.key)).toEqual([
      'field-speed:/pricing:INP',
    ]);
    // The next day judges 1 December, which was good: the alert ends.
    expect(await checkFieldSpeed(new Date('2026-12-02T09:00:00Z'))).toEqual([
      expect.objectContaining({ key: 'field-speed:/pricing:INP', state: 'end' }),
    ]);
  });
});
