import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import type { LeadStatus } from '@/lib/db/schema';
import { dayOf } from './store';

/**
 * The campaign report (npm run report:campaigns): per campaign, source or landing cta, the
 * landings, screener starts and leads over the last days (UTC, to `until` included) against the
 * period before, and the period's leads by their status now.
 */
export const REPORT_GROUPS = ['campaign', 'source', 'cta'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The column each grouping reads, the same in page_views and funnel_events. */
const GROUP_COLUMN = {
  campaign: 'utm_campaign',
  source: 'utm_source',
  cta: 'cta',
} as const satisfies Record<ReportGroup, string>;

/** The name of the group of everything without the tag. */
export const NO_TAG = '(none)';

export interface Counts {
  landings: number;
  starts: number;
  leads: number;
}

export interface PeriodFigures extends Counts {
  /** Leads per landing, or null without landings. */
  conversion: number | null;
}

export interface ReportRow {
  group: string;
  current: PeriodFigures;
  previous: PeriodFigures;
}

export interface Period {
  from: string;
  to: string;
}

export interface CampaignReport {
  by: ReportGroup;
  days: number;
  current: Period;
  previous: Period;
  rows: ReportRow[];
  total: ReportRow;
  /** The current period's leads by their status now, per group (most leads first) and in all. */
  statuses: StatusRow[];
  statusTotal: StatusRow;
}

export const LEAD_STATUSES = [
  'new',
  'booked',
  'contacted',
  'not_fit',
] as const satisfies LeadStatus[];

export interface StatusRow {
  group: string;
  counts: Record<LeadStatus, number>;
}

/** A count of the current period's leads of one group holding one status, as the store answers. */
export interface StatusCount {
  group: string | null;
  status: LeadStatus;
  n: number;
}

/** The column of the leads table each grouping reads. */
const LEAD_GROUP_COLUMN = {
  campaign: 'utm_campaign',
  source: 'utm_source',
  cta: 'landing_cta',
} as const satisfies Record<ReportGroup, string>;

export interface ReportOptions {
  days: number;
  by: ReportGroup;
  /** The period's last day (YYYY-MM-DD); today (UTC) by default. */
  until?: string;
}

/** A count of one group in one period, as the store answers. */
export interface GroupCount {
  period: 'current' | 'previous';
  group: string | null;
  step: keyof Counts;
  n: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period of `days` days ending with `until`, and the one of the same length before it. */
export function periodsOf(days: number, until: string): { current: Period; previous: Period } {
  const end = Date.parse(`${until}T00:00:00Z`);
  const day = (offset: number) => dayOf(new Date(end - offset * DAY_MS));
  return {
    current: { from: day(days - 1), to: until },
    previous: { from: day(2 * days - 1), to: day(days) },
  };
}

/** Reads the counts of both periods from the store and builds the report. */
export async function campaignReport(
  db: Kysely<Database>,
  { days, by, until = dayOf(new Date()) }: ReportOptions,
): Promise<CampaignReport> {
  const periods = periodsOf(days, until);
  const column = GROUP_COLUMN[by];
  const counts: GroupCount[] = [];
  for (const period of ['current', 'previous'] as const) {
    const { from, to } = periods[period];
    const landings = await db
      .selectFrom('page_views')
      .select((eb) => [eb.ref(column).as('group'), eb.fn.countAll<number>().as('n')])
      .where('landing', '=', 1)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(column)
      .execute();
    for (const row of landings) {
      counts.push({ period, group: row.group, step: 'landings', n: Number(row.n) });
    }
    const events = await db
      .selectFrom('funnel_events')
      .select((eb) => ['kind', eb.ref(column).as('group'), eb.fn.countAll<number>().as('n')])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['kind', column])
      .execute();
    for (const row of events) {
      const step = row.kind === 'lead' ? 'leads' : 'starts';
      counts.push({ period, group: row.group, step, n: Number(row.n) });
    }
  }
  const { from, to } = periods.current;
  const leadColumn = LEAD_GROUP_COLUMN[by];
  const statuses = await db
    .selectFrom('leads')
    .select((eb) => [eb.ref(leadColumn).as('group'), 'status', eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', `${from}T00:00:00.000Z`)
    .where('created_at', '<', dayOf(new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)))
    .groupBy([leadColumn, 'status'])
    .execute();
  return summarise(
    counts,
    { days, by, ...periods },
    statuses.map((row) => ({ group: row.group, status: row.status, n: Number(row.n) })),
  );
}

/** The report from the counts: a row per group (most leads, landings, then name) and the total. */
export function summarise(
  counts: GroupCount[],
  frame: { days: number; by: ReportGroup; current: Period; previous: Period },
  statusCounts: StatusCount[] = [],
): CampaignReport {
  const zero = (): Record<'current' | 'previous', Counts> => ({
    current: { landings: 0, starts: 0, leads: 0 },
    previous: { landings: 0, starts: 0, leads: 0 },
  });
  const groups = new Map<string, Record<'current' | 'previous', Counts>>();
  const all = zero();
  for (const { period, group, step, n } of counts) {
    const name = group ?? NO_TAG;
    if (!groups.has(name)) groups.set(name, zero());
    groups.get(name)![period][step] += n;
    all[period][step] += n;
  }
  const row = (group: string, figures: Record<'current' | 'previous', Counts>): ReportRow => ({
    group,
    current: withConversion(figures.current),
    previous: withConversion(figures.previous),
  });
  const rows = [...groups]
    .map(([group, figures]) => row(group, figures))
    .sort(
      (a, b) =>
        b.current.leads - a.current.leads ||
        b.current.landings - a.current.landings ||
        a.group.localeCompare(b.group),
    );
  const noStatus = (): Record<LeadStatus, number> => ({
    new: 0,
    booked: 0,
    contacted: 0,
    not_fit: 0,
  });
  const byGroup = new Map<string, Record<LeadStatus, number>>();
  const statusTotal = noStatus();
  for (const { group, status, n } of statusCounts) {
    const name = group ?? NO_TAG;
    if (!byGroup.has(name)) byGroup.set(name, noStatus());
    byGroup.get(name)![status] += n;
    statusTotal[status] += n;
  }
  const sum = (c: Record<LeadStatus, number>) => LEAD_STATUSES.reduce((t, k) => t + c[k], 0);
  const statuses = [...byGroup]
    .map(([group, c]) => ({ group, counts: c }))
    .sort((a, b) => sum(b.counts) - sum(a.counts) || a.group.localeCompare(b.group));
  return {
    ...frame,
    rows,
    total: row('Total', all),
    statuses,
    statusTotal: { group: 'Total', counts: statusTotal },
  };
}

function withConversion(counts: Counts): PeriodFigures {
  return { ...counts, conversion: counts.landings > 0 ? counts.leads / counts.landings : null };
}

/** A count's change against the previous period: '+25%', '-10%', 'new', or '–' (none either). */
export function countChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '–' : 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** A conversion as a percentage with one decimal, or '–' without landings. */
export function percent(conversion: number | null): string {
  return conversion === null ? '–' : `${(conversion * 100).toFixed(1)}%`;
}

/** The change of a conversion in percentage points, or '–' when either is unknown. */
export function conversionChange(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return '–';
  const points = (current - previous) * 100;
  const shown = points.toFixed(1);
  return `${points > 0 ? '+' : ''}${shown === '-0.0' ? '0.0' : shown} pp`;
}

const GROUP_LABEL: Record<ReportGroup, string> = {
  campaign: 'Campaign',
  source: 'Source',
  cta: 'Landing cta',
};

/** The report as a plain-text table, with a line saying which periods it compares. */
export function reportToText(report: CampaignReport): string {
  const { current, previous } = report;
  const header = [
    GROUP_LABEL[report.by],
    ...['Landings', 'Starts', 'Leads', 'Conversion'].flatMap((name) => [name, 'Change']),
  ];
  const line = ({ group, current: now, previous: before }: ReportRow) => [
    group,
    ...(['landings', 'starts', 'leads'] as const).flatMap((step) => [
      String(now[step]),
      countChange(now[step], before[step]),
    ]),
    percent(now.conversion),
    conversionChange(now.conversion, before.conversion),
  ];
  return [
    `Campaigns by ${report.by}, ${current.from} to ${current.to} (${report.days} days), ` +
      `against ${previous.from} to ${previous.to}`,
    '',
    ...textTable(header, report.rows.map(line), line(report.total)),
    '',
    'Conversion is leads per landing. A landing is a visit’s first page (or the first page of a',
    'new campaign in the same tab); starts are first answers in the screener.',
    '',
    ...statusTable(report),
  ].join('\n');
}

const STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  booked: 'Booked',
  contacted: 'Contacted',
  not_fit: 'Not a fit',
};

/** The period's leads by status, as a second table; nothing when the period has no lead. */
function statusTable(report: CampaignReport): string[] {
  if (report.statuses.length === 0) return [];
  const header = [GROUP_LABEL[report.by], ...LEAD_STATUSES.map((k) => STATUS_LABEL[k])];
  const line = ({ group, counts }: StatusRow) => [
    group,
    ...LEAD_STATUSES.map((k) => String(counts[k])),
  ];
  return [
    `Leads of ${report.current.from} to ${report.current.to} by status now`,
    '',
    ...textTable(header, report.statuses.map(line), line(report.statusTotal)),
    '',
  ];
}

/** A plain-text table: the header, a rule, the rows, a rule and the total, figures right. */
function textTable(header: string[], rows: string[][], total: string[]): string[] {
  const { render, rule } = textColumns([header, ...rows, total], (i) => i > 0);
  return [render(header), rule, ...rows.map(render), rule, render(total)];
}

/** Each column as wide as its widest cell (the first row's); `right` columns padded left. */
export function textColumns(table: string[][], right: (column: number) => boolean) {
  const widths = table[0]!.map((_, i) => Math.max(...table.map((cells) => cells[i]!.length)));
  const render = (cells: string[]) =>
    cells
      .map((cell, i) => (right(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return { render, rule: widths.map((w) => '-'.repeat(w)).join('  ') };
}

/** CSV with CRLF and formulas escaped; a report with no row is still a header line, ended. */
export function csvOf(rows: unknown[][], columns: string[]): string {
  const csv = stringify(rows, {
    header: true,
    columns,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  return csv.endsWith('\r\n') ? csv : `${csv}\r\n`;
}

/** The report as CSV: one row per group, raw figures for both periods, no total. */
export function reportToCsv(report: CampaignReport): string {
  const ratio = (value: number | null) => (value === null ? '' : (value * 100).toFixed(1));
  const statusOf = new Map(report.statuses.map((row) => [row.group, row.counts]));
  return csvOf(
    report.rows.map(({ group, current, previous }) => [
      group,
      current.landings,
      current.starts,
      current.leads,
      ratio(current.conversion),
      previous.landings,
      previous.starts,
      previous.leads,
      ratio(previous.conversion),
      ...LEAD_STATUSES.map((status) => statusOf.get(group)?.[status] ?? 0),
    ]),
    [
      report.by,
      'landings',
      'screener_starts',
      'leads',
      'conversion_percent',
      'previous_landings',
      'previous_screener_starts',
      'previous_leads',
      'previous_conversion_percent',
      // The current period's leads by their status now.
      ...LEAD_STATUSES.map((status) => `leads_${status}`),
    ],
  );
}

/** `--since` as a number of days: `30d`, `4w`, or a bare number of days; null if not one. */
export function parseSince(value: string): number | null {
  const match = /^(\d{1,4})([dw]?)$/.exec(value.trim());
  if (!match) return null;
  const days = Number(match[1]) * (match[2] === 'w' ? 7 : 1);
  return days >= 1 && days <= 3660 ? days : null;
}
