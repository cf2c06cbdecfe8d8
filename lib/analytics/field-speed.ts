import type { Kysely } from 'kysely';
import { activeStates, recordConditions, type Observation } from '@/lib/alerts';
import { getDb, type Database } from '@/lib/db';
import { periodsOf } from './report';
import { dayOf } from './store';
import { formatVital, GOOD_LINE, p75, readVitals } from './vitals';
import type { VitalMetric } from './schema';

/**
 * The field-speed alert: a route over Google's "good" line for LCP, INP or CLS on three complete
 * UTC days running, each with at least 50 reports; it ends once the latest such day is back
 * under the line, or no day of the last week has 50 reports.
 */
export const ALERT_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalMetric[];
export const MIN_DAILY_SAMPLES = 50;
export const DAYS_RUNNING = 3;
/** How far back a running alert looks for a day with enough reports before it is let go. */
export const JUDGE_WINDOW_DAYS = 7;

export const FIELD_SPEED_PREFIX = 'field-speed:';

export interface DayFigure {
  p75: number;
  n: number;
}

/** Per `route\nmetric`, per day: the p75 and the count of that day's reports. */
export type DailyFigures = Map<string, Map<string, DayFigure>>;

export function dailyFigures(
  samples: readonly { day: string; route: string; metric: VitalMetric; value: number }[],
): DailyFigures {
  const values = new Map<string, Map<string, number[]>>();
  for (const { day, route, metric, value } of samples) {
    const key = `${route}\n${metric}`;
    let days = values.get(key);
    if (!days) values.set(key, (days = new Map()));
    let list = days.get(day);
    if (!list) days.set(day, (list = []));
    list.push(Number(value));
  }
  const figures: DailyFigures = new Map();
  for (const [key, days] of values) {
    figures.set(
      key,
      new Map([...days].map(([day, list]) => [day, { p75: p75(list)!, n: list.length }])),
    );
  }
  return figures;
}

const keyOf = (route: string, metric: VitalMetric) => `${FIELD_SPEED_PREFIX}${route}:${metric}`;

function titleOf(route: string, metric: VitalMetric): string {
  return `${metric} is slow on ${route}`;
}

/** The days ending with `last`, oldest first. */
function daysTo(last: string, count: number): string[] {
  const { current } = periodsOf(count, last);
  const days: string[] = [];
  for (let t = Date.parse(`${current.from}T00:00:00Z`); days.length < count; t += 86_400_000)
    days.push(dayOf(new Date(t)));
  return days;
}

/** What the rule finds from each route's daily figures: conditions to begin, or to end. */
export function judgeFieldSpeed(
  daily: DailyFigures,
  lastDay: string,
  active: ReadonlySet<string>,
): Observation[] {
  const observations: Observation[] = [];
  const running = daysTo(lastDay, DAYS_RUNNING);
  const window = daysTo(lastDay, JUDGE_WINDOW_DAYS);
  const judged = new Set<string>();
  for (const [entry, days] of daily) {
    const [route, metric] = entry.split('\n') as [string, VitalMetric];
    if (!(ALERT_METRICS as readonly string[]).includes(metric)) continue;
    const key = keyOf(route, metric);
    judged.add(key);
    const title = titleOf(route, metric);
    const line = GOOD_LINE[metric];
    const figures = running.map((day) => days.get(day));
    const slow = figures.every(
      (figure) => figure !== undefined && figure.n >= MIN_DAILY_SAMPLES && figure.p75 > line,
    );
    if (slow) {
      const shown = figures as DayFigure[];
      observations.push({
        key,
        active: true,
        title,
        reason:
          `its 75th percentile was ${shown.map((f) => formatVital(metric, f.p75)).join(', ')} ` +
          `on ${running.join(', ')} (good is ${formatVital(metric, line)} or less), ` +
          `from ${shown.map((f) => f.n).join(', ')} page loads`,
      });
      continue;
    }
    if (!active.has(key)) continue;
    const latest = [...window]
      .reverse()
      .find((day) => (days.get(day)?.n ?? 0) >= MIN_DAILY_SAMPLES);
    if (!latest || days.get(latest)!.p75 <= line) observations.push({ key, active: false, title });
  }
  // A running alert whose route has had no report at all this week: nothing left to judge by.
  for (const key of active) {
    if (judged.has(key)) continue;
    const [route, metric] = splitKey(key);
    observations.push({ key, active: false, title: titleOf(route, metric) });
  }
  return observations;
}

function splitKey(key: string): [string, VitalMetric] {
  const rest = key.slice(FIELD_SPEED_PREFIX.length);
  const at = rest.lastIndexOf(':');
  return [rest.slice(0, at), rest.slice(at + 1) as VitalMetric];
}

/** Applies the rule to the days up to yesterday and alerts on what began or ended. */
export async function checkFieldSpeed(now = new Date(), db: Kysely<Database> = getDb()) {
  const lastDay = dayOf(new Date(now.getTime() - 86_400_000));
  const { current } = periodsOf(JUDGE_WINDOW_DAYS, lastDay);
  const daily = dailyFigures(await readVitals(db, current, ALERT_METRICS));
  const active = new Set((await activeStates(db, FIELD_SPEED_PREFIX)).map((s) => s.key));
  return recordConditions(judgeFieldSpeed(daily, lastDay, active), now, db);
}
