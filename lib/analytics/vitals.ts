import type { Kysely } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import type { RouteRateLimit } from '@/lib/http/route';
import { csvOf, periodsOf, textColumns, type Period } from './report';
import { DEVICE_CLASSES, type DeviceClass } from './routes';
import { VITAL_METRICS, type VitalMetric, type VitalsReport } from './schema';
import { dayOf } from './store';

/**
 * Field speed: what visitors' browsers measured, one row per metric with the route's template,
 * device class and day, read back as the 75th percentile (as Google judges a page).
 */

/** Google's "good" line of each metric (a p75 at or under it is good). */
export const GOOD_LINE: Record<VitalMetric, number> = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
  FCP: 1800,
  TTFB: 800,
};

/**
 * Reports per client: a page load sends one, so 10 a minute and 30 a day exceed a reader, and
 * one client can never supply the 50 a day the slow-route alert judges a route by.
 */
export const VITALS_MINUTE_LIMIT = {
  name: 'vitals',
  limit: { points: 10, duration: 60 },
} as const satisfies RouteRateLimit;
export const VITALS_DAILY_LIMIT = {
  name: 'vitals-day',
  limit: { points: 30, duration: 24 * 60 * 60 },
  message: 'This browser has sent the field-speed reports of a day already.',
} as const satisfies RouteRateLimit;

/** Stores a page's report, one row per metric, in one statement: all of it or nothing. */
export async function recordVitals(report: VitalsReport, now = new Date()): Promise<void> {
  const day = dayOf(now);
  const rows = VITAL_METRICS.flatMap((metric) => {
    const value = report.metrics[metric];
    if (value === undefined) return [];
    // Milliseconds to the millisecond, CLS to four places: finer is noise.
    const kept = metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
    return [{ day, route: report.route, device: report.device, metric, value: kept }];
  });
  await getDb().insertInto('web_vitals').values(rows).execute();
}

/** The 75th percentile by nearest rank; null for no values. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

export interface Figure {
  p75: number | null;
  /** How many reports of the metric. */
  n: number;
}
export type Figures = Record<VitalMetric, Figure>;

export type DeviceColumn = DeviceClass | 'all';

export interface VitalsRow {
  route: string;
  device: DeviceColumn;
  current: Figures;
  previous: Figures;
}

export interface VitalsReportTable {
  days: number;
  current: Period;
  previous: Period;
  rows: VitalsRow[];
}

export interface VitalSample {
  route: string;
  device: DeviceClass;
  metric: VitalMetric;
  value: number;
}

/** The samples of the days from `from` to `to`, included. */
export async function readVitals(
  db: Kysely<Database>,
  { from, to }: Period,
  metrics: readonly VitalMetric[] = VITAL_METRICS,
): Promise<(VitalSample & { day: string })[]> {
  return db
    .selectFrom('web_vitals')
    .select(['day', 'route', 'device', 'metric', 'value'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('metric', 'in', [...metrics])
    .execute();
}

/** The figures of each route and device, and of each route on every device ('all'). */
export function figuresBy(samples: readonly VitalSample[]): Map<string, Figures> {
  const values = new Map<string, Record<VitalMetric, number[]>>();
  const add = (key: string, metric: VitalMetric, value: number) => {
    let entry = values.get(key);
    if (!entry) {
      entry = { LCP: [], INP: [], CLS: [], FCP: [], TTFB: [] };
      values.set(key, entry);
    }
    entry[metric].push(Number(value));
  };
  for (const { route, device, metric, value } of samples) {
    add(`${route}\n${device}`, metric, value);
    add(`${route}\nall`, metric, value);
  }
  const figures = new Map<string, Figures>();
  for (const [key, byMetric] of values) {
    figures.set(
      key,
      Object.fromEntries(
        VITAL_METRICS.map((metric) => [
          metric,
          { p75: p75(byMetric[metric]), n: byMetric[metric].length },
        ]),
      ) as Figures,
    );
  }
  return figures;
}

const NONE: Figures = Object.fromEntries(
  VITAL_METRICS.map((metric) => [metric, { p75: null, n: 0 }]),
) as Figures;

const DEVICE_ORDER: DeviceColumn[] = ['all', ...DEVICE_CLASSES];

/** The report of the last `days` days to `until` (UTC, included) against the days before. */
export async function vitalsReport(
  db: Kysely<Database>,
  { days, until = dayOf(new Date()) }: { days: number; until?: string },
): Promise<VitalsReportTable> {
  const periods = periodsOf(days, until);
  const current = figuresBy(await readVitals(db, periods.current));
  const previous = figuresBy(await readVitals(db, periods.previous));
  const keys = [...new Set([...current.keys(), ...previous.keys()])];
  const rows = keys
    .map((key) => {
      const [route, device] = key.split('\n') as [string, DeviceColumn];
      return {
        route,
        device,
        current: current.get(key) ?? NONE,
        previous: previous.get(key) ?? NONE,
      };
    })
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) ||
        DEVICE_ORDER.indexOf(a.device) - DEVICE_ORDER.indexOf(b.device),
    );
  return { days, ...periods, rows };
}

/** A metric's value as a person reads it: '840 ms', '2.14 s', '0.012'. */
export function formatVital(metric: VitalMetric, value: number | null): string {
  if (value === null) return '–';
  if (metric === 'CLS') return value.toFixed(3);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

/** The most page loads any one metric counts (TTFB and FCP are reported on nearly every load). */
const loads = (figures: Figures) => Math.max(...VITAL_METRICS.map((m) => figures[m].n));

/** Whether a p75 is over its good line. */
export const overLine = (metric: VitalMetric, value: number | null) =>
  value !== null && value > GOOD_LINE[metric];

/** The report as a plain-text table: each metric's p75 now, and before in brackets. */
export function vitalsToText(report: VitalsReportTable): string {
  const { current, previous } = report;
  const header = ['Route', 'Device', 'Loads', ...VITAL_METRICS];
  const cell = (metric: VitalMetric, now: Figure, before: Figure) =>
    `${formatVital(metric, now.p75)}${overLine(metric, now.p75) ? '*' : ''} (${formatVital(metric, before.p75)})`;
  const table = report.rows.map((row) => [
    row.route,
    row.device,
    String(loads(row.current)),
    ...VITAL_METRICS.map((metric) => cell(metric, row.current[metric], row.previous[metric])),
  ]);
  const { render, rule } = textColumns([header, ...table], (i) => i === 2);
  return [
    `Field speed (75th percentile) by route and device, ${current.from} to ${current.to} ` +
      `(${report.days} days), against ${previous.from} to ${previous.to} (in brackets)`,
    '',
    render(header),
    rule,
    ...(table.length > 0 ? table.map(render) : ['No reports in either period.']),
    '',
    `* over Google's "good" line: LCP ${formatVital('LCP', GOOD_LINE.LCP)}, INP ${formatVital('INP', GOOD_LINE.INP)}, CLS ${GOOD_LINE.CLS}, FCP ${formatVital('FCP', GOOD_LINE.FCP)}, TTFB ${formatVital('TTFB', GOOD_LINE.TTFB)}.`,
    'Three visits in four were at least this fast. Loads: reports of the most reported metric.',
    '',
  ].join('\n');
}

/** The report as CSV: per row, each metric's p75 and count, now and before. */
export function vitalsToCsv(report: VitalsReportTable): string {
  const value = (figure: Figure) => (figure.p75 === null ? '' : figure.p75);
  return csvOf(
    report.rows.map((row) => [
      row.route,
      row.device,
      ...VITAL_METRICS.flatMap((m) => [
        value(row.current[m]),
        row.current[m].n,
        value(row.previous[m]),
        row.previous[m].n,
      ]),
    ]),
    [
      'route',
      'device',
      ...VITAL_METRICS.flatMap((m) => {
        const name = m.toLowerCase();
        return [`${name}_p75`, `${name}_n`, `previous_${name}_p75`, `previous_${name}_n`];
      }),
    ],
  );
}
