import type { Kysely } from 'kysely';
import { getConfig } from '@/lib/config';
import { getDb, type Database } from '@/lib/db';
import { dayOf } from './store';
import { periodsOf, textColumns } from './report';

/**
 * What search lost: addresses asked for that do not exist, per day and referrer class, for the
 * weekly report. Only the path is kept, never who asked or the page they came from.
 */

export type ReferrerClass = 'search' | 'site' | 'none';

/** A day keeps at most this many addresses (by class): a flood of made-up ones stops there. */
export const MAX_PATHS_PER_DAY = 5000;
/** A longer path is no address anyone linked to: it is not counted. */
export const MAX_PATH_LENGTH = 300;
/** The report lists this many addresses, the most requested first. */
export const REPORT_ROWS = 10;

/** Hosts of the search engines people arrive from; a look-alike host is another site. */
const SEARCH_ENGINES = [
  /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)search\.yahoo\.com$/,
  /(^|\.)yahoo\.co\.jp$/,
  /(^|\.)yandex\.[a-z]{2,3}$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)qwant\.com$/,
  /(^|\.)startpage\.com$/,
  /(^|\.)search\.brave\.com$/,
  /(^|\.)kagi\.com$/,
  /(^|\.)naver\.com$/,
  /(^|\.)seznam\.cz$/,
];

/** The class of a referrer, from its host alone. */
export function referrerClass(referrer: string | undefined, siteHost: string): ReferrerClass {
  if (!referrer) return 'none';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'none';
  }
  if (!host || host === siteHost.toLowerCase()) return 'none';
  return SEARCH_ENGINES.some((pattern) => pattern.test(host)) ? 'search' : 'site';
}

/** The path without its query or fragment, or null when it is no page address worth counting. */
function cleanPath(path: string): string | null {
  const bare = path.split(/[?#]/)[0]!;
  if (!bare.startsWith('/') || bare.startsWith('//') || bare.length > MAX_PATH_LENGTH) return null;
  return bare;
}

export interface MissingPageOptions {
  db?: Kysely<Database>;
  /** This site's host (SITE_URL's): a link on it is no other site's. */
  siteHost?: string;
  now?: Date;
  maxPaths?: number;
}

/** Counts one request for an address that does not exist. */
export async function recordMissingPage(
  view: { path: string; referrer?: string },
  {
    db = getDb(),
    siteHost = new URL(getConfig().siteUrl).hostname,
    now = new Date(),
    maxPaths = MAX_PATHS_PER_DAY,
  }: MissingPageOptions = {},
): Promise<void> {
  const path = cleanPath(view.path);
  if (!path) return;
  const key = { day: dayOf(now), path, referrer_class: referrerClass(view.referrer, siteHost) };
  const updated = await db
    .updateTable('missing_pages')
    .set((eb) => ({ hits: eb('hits', '+', 1) }))
    .where('day', '=', key.day)
    .where('path', '=', key.path)
    .where('referrer_class', '=', key.referrer_class)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const kept = await db
    .selectFrom('missing_pages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('day', '=', key.day)
    .executeTakeFirstOrThrow();
  if (Number(kept.n) >= maxPaths) return;
  await db
    .insertInto('missing_pages')
    .values({ ...key, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['day', 'path', 'referrer_class'])
        .doUpdateSet((eb) => ({ hits: eb('missing_pages.hits', '+', 1) })),
    )
    .execute();
}

/** Words of an address or slug: decoded, lower case, split on anything not a letter or digit. */
function words(text: string): string[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Not percent-encoded text; read as it is.
  }
  return decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** 1 for the same word, less for a near one (a typo, a plural), 0 for another. */
function wordLikeness(a: string, b: string): number {
  if (a === b) return 1;
  const likeness = 1 - distance(a, b) / Math.max(a.length, b.length);
  return likeness >= 0.75 ? likeness : 0;
}

/** The existing post's slug nearest a missing address by their words (typos count), or null. */
export function nearestPost(path: string, slugs: string[]): string | null {
  const segment = path.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  const asked = words(segment).slice(0, 20);
  if (asked.length === 0) return null;
  let best: { slug: string; score: number } | null = null;
  for (const slug of slugs) {
    const offered = words(slug).slice(0, 20);
    if (offered.length === 0) continue;
    const matched = asked.reduce(
      (sum, word) => sum + Math.max(...offered.map((other) => wordLikeness(word, other))),
      0,
    );
    const score = (2 * matched) / (asked.length + offered.length);
    if (score >= 0.5 && (!best || score > best.score)) best = { slug, score };
  }
  return best?.slug ?? null;
}

export interface MissingPageRow {
  path: string;
  search: number;
  site: number;
  none: number;
  total: number;
  /** The nearest existing post's address, or null. */
  nearest: string | null;
}

export interface MissingPagesReport {
  from: string;
  to: string;
  rows: MissingPageRow[];
}

/** The period's most requested missing addresses, counts by class, and the nearest of `posts`. */
export async function missingPagesReport(
  db: Kysely<Database>,
  { days, until, posts }: { days: number; until: string; posts: string[] },
): Promise<MissingPagesReport> {
  const { from, to } = periodsOf(days, until).current;
  const top = await db
    .selectFrom('missing_pages')
    .select((eb) => ['path', eb.fn.sum<number>('hits').as('total')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('path')
    .orderBy('total', 'desc')
    .orderBy('path')
    .limit(REPORT_ROWS)
    .execute();
  if (top.length === 0) return { from, to, rows: [] };
  const split = await db
    .selectFrom('missing_pages')
    .select((eb) => ['path', 'referrer_class', eb.fn.sum<number>('hits').as('n')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where(
      'path',
      'in',
      top.map((row) => row.path),
    )
    .groupBy(['path', 'referrer_class'])
    .execute();
  const rows = top.map(({ path, total }): MissingPageRow => {
    const count = (kind: ReferrerClass) =>
      Number(split.find((row) => row.path === path && row.referrer_class === kind)?.n ?? 0);
    const nearest = nearestPost(path, posts);
    return {
      path,
      search: count('search'),
      site: count('site'),
      none: count('none'),
      total: Number(total),
      nearest: nearest ? `/insights/${nearest}` : null,
    };
  });
  return { from, to, rows };
}

/** The report's section as plain text: a table, or a line saying nothing was missing. */
export function missingPagesToText(report: MissingPagesReport): string {
  const title = `Missing addresses, ${report.from} to ${report.to}`;
  if (report.rows.length === 0) {
    return `${title}\n\nNo visitor asked for a missing address.\n`;
  }
  const header = ['Address', 'Search', 'Other sites', 'None', 'Total', 'Nearest post'];
  const table = [
    header,
    ...report.rows.map((row) => [
      row.path,
      String(row.search),
      String(row.site),
      String(row.none),
      String(row.total),
      row.nearest ?? '–',
    ]),
  ];
  const { render, rule } = textColumns(table, (i) => i > 0 && i < header.length - 1);
  return [
    title,
    '',
    render(header),
    rule,
    ...table.slice(1).map(render),
    '',
    'Requests for pages that do not exist, by where visitors came from (a search engine,',
    'another site, or none: typed, bookmarked or a link on this site), the most requested',
    'first. A post that moved redirects by itself; for another address, a redirect in',
    'content/redirects.ts can send it to the nearest post.',
    '',
  ].join('\n');
}
