import { STAGES, type StageName } from '@/lib/wordpress/constants';
import { CACHED_LISTS_ROOT } from './public-path';

export { CACHED_LISTS_ROOT, publicPathname } from './public-path';

/** The list pages' URL state, parsed and built back, so every filter and page is a crawlable URL. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A page number as an integer of at least 1; anything else is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const text = first(value)?.trim() ?? '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number.parseInt(text, 10));
}

/** Search text trimmed (and capped); empty means no search. */
export function parseSearch(value: string | string[] | undefined): string | undefined {
  const text = first(value)?.trim().slice(0, 200);
  return text ? text : undefined;
}

export interface InsightsParams {
  page: number;
  query?: string;
  tag?: number;
}

export function parseInsightsParams(params: RawSearchParams): InsightsParams {
  const tagText = first(params.tag)?.trim() ?? '';
  const tag = /^\d{1,9}$/.test(tagText) && Number(tagText) > 0 ? Number(tagText) : undefined;
  return { page: parsePage(params.page), query: parseSearch(params.query), tag };
}

/** /insights with its parameters in a fixed order; page 1 and empty values are left out. */
export function insightsHref({ page = 1, query, tag }: Partial<InsightsParams>): string {
  const search = new URLSearchParams();
  if (tag) search.set('tag', String(tag));
  const trimmed = query?.trim();
  if (trimmed) search.set('query', trimmed);
  if (page > 1) search.set('page', String(page));
  const qs = search.toString();
  return qs ? `/insights?${qs}` : '/insights';
}

/**
 * True for a non-canonical URL (empty or padded search, page=1, a bad page or tag): redirected,
 * so a search form posted without JavaScript behaves like the enhanced one.
 */
export function isCanonicalInsightsUrl(params: RawSearchParams): boolean {
  const parsed = parseInsightsParams(params);
  const expected = insightsHref(parsed);
  const actual = new URLSearchParams();
  for (const key of ['tag', 'query', 'page']) {
    const value = first(params[key]);
    if (value !== undefined) actual.set(key, value);
  }
  const qs = actual.toString();
  return (qs ? `/insights?${qs}` : '/insights') === expected;
}

export interface CaseStudiesParams {
  page: number;
  q?: string;
  stage?: StageName;
  /** False when the URL had no page parameter (the page then forces page=1 into it). */
  hasPage: boolean;
}

export function parseStage(value: string | string[] | undefined): StageName | undefined {
  const text = first(value)?.trim().toLowerCase();
  return STAGES.find((stage) => stage.toLowerCase() === text);
}

export function parseCaseStudiesParams(params: RawSearchParams): CaseStudiesParams {
  return {
    page: parsePage(params.page),
    q: parseSearch(params.q),
    stage: parseStage(params.stage),
    hasPage: first(params.page) !== undefined,
  };
}

/** /case-studies with q, stage and page (always present: a missing page is written as page=1). */
export function caseStudiesHref({
  page = 1,
  q,
  stage,
}: Partial<Omit<CaseStudiesParams, 'hasPage'>>): string {
  const search = new URLSearchParams();
  const trimmed = q?.trim();
  if (trimmed) search.set('q', trimmed);
  if (stage) search.set('stage', stage.toLowerCase());
  search.set('page', String(Math.max(1, page)));
  return `/case-studies?${search.toString()}`;
}

/** Up to `size` page numbers around the current one, within 1..total. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The parameters a list route reads; the internal path stands for them on rewrite. */
export const LIST_QUERY_KEYS = ['page', 'tag', 'query', 'q', 'stage'] as const;

/** The internal path for a list URL served from the cache, or null when it renders live. */
export function cachedListPath(pathname: string, search: URLSearchParams): string | null {
  const raw: RawSearchParams = {};
  for (const key of LIST_QUERY_KEYS) {
    const values = search.getAll(key);
    if (values.length > 0) raw[key] = values.length === 1 ? values[0] : values;
  }
  if (pathname === '/insights') {
    // Non-canonical URLs are redirected by the live route.
    if (!isCanonicalInsightsUrl(raw)) return null;
    const params = parseInsightsParams(raw);
    if (params.query) return null;
    return `${CACHED_LISTS_ROOT}/insights/${insightsSegment(params)}`;
  }
  if (pathname === '/case-studies') {
    const params = parseCaseStudiesParams(raw);
    if (params.q !== undefined || raw.q !== undefined) return null;
    return `${CACHED_LISTS_ROOT}/case-studies/${caseStudiesSegment(params)}`;
  }
  return null;
}

/** `all.1`, `13.2`: the topic (or all) and the page. */
export function insightsSegment({ tag, page }: InsightsParams): string {
  return `${tag ?? 'all'}.${page}`;
}

export function parseInsightsSegment(segment: string): InsightsParams | null {
  const match = /^(all|[1-9]\d{0,8})\.([1-9]\d{0,5})$/.exec(segment);
  if (!match) return null;
  return { tag: match[1] === 'all' ? undefined : Number(match[1]), page: Number(match[2]) };
}

/** `all.1`, `analysis.2`, and `.bare` when the URL had no page parameter. */
export function caseStudiesSegment({ stage, page, hasPage }: CaseStudiesParams): string {
  return `${stage?.toLowerCase() ?? 'all'}.${page}${hasPage ? '' : '.bare'}`;
}

export function parseCaseStudiesSegment(segment: string): CaseStudiesParams | null {
  const match = /^([a-z]+)\.([1-9]\d{0,5})(\.bare)?$/.exec(segment);
  if (!match) return null;
  const stage = match[1] === 'all' ? undefined : parseStage(match[1]);
  if (match[1] !== 'all' && !stage) return null;
  return { stage, page: Number(match[2]), hasPage: !match[3] };
}
