import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { foldForSearch } from './text';
import {
  PAST_LAST_PAGE_CODE,
  WordPressError,
  type Query,
  type TransportResponse,
  type WordPressTransport,
} from './transport';

/**
 * The snapshot source: content/wordpress/*.json in the REST API's own shape, answering the same
 * requests as WordPress 6.x does (filters, search, order, paging, totals, errors).
 */
export const DEFAULT_SNAPSHOT_DIR = path.join(process.cwd(), 'content', 'wordpress');
export const SNAPSHOT_FILES = {
  posts: 'posts.json',
  tags: 'tags.json',
  categories: 'categories.json',
  media: 'media.json',
} as const;

type Raw = Record<string, unknown>;

// Just the fields the engine filters and sorts on; the raw objects are answered unchanged.
const postView = z.object({
  id: z.number(),
  date: z.string(),
  modified: z.string().optional(),
  slug: z.string(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string(), protected: z.boolean().optional() }).optional(),
  content: z.object({ rendered: z.string(), protected: z.boolean().optional() }).optional(),
  categories: z.array(z.number()).default([]),
  tags: z.array(z.number()).default([]),
});
const termView = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  count: z.number().default(0),
});
const mediaView = z.object({ id: z.number(), date: z.string().default('') });

interface Entry<V> {
  raw: Raw;
  view: V;
}

export interface Snapshot {
  posts: Entry<z.infer<typeof postView>>[];
  tags: Entry<z.infer<typeof termView>>[];
  categories: Entry<z.infer<typeof termView>>[];
  media: Entry<z.infer<typeof mediaView>>[];
}

function readList<V>(dir: string, file: string, view: z.ZodType<V>): Entry<V>[] {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) return [];
  const data: unknown = JSON.parse(fs.readFileSync(full, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${full} must hold a JSON array`);
  return data.map((raw, index) => {
    const parsed = view.safeParse(raw);
    if (!parsed.success) {
      throw new Error(`${full}[${index}] is not a WordPress REST item: ${parsed.error.message}`);
    }
    return { raw: raw as Raw, view: parsed.data };
  });
}

export function loadSnapshot(dir: string = DEFAULT_SNAPSHOT_DIR): Snapshot {
  return {
    posts: readList(dir, SNAPSHOT_FILES.posts, postView),
    tags: readList(dir, SNAPSHOT_FILES.tags, termView),
    categories: readList(dir, SNAPSHOT_FILES.categories, termView),
    media: readList(dir, SNAPSHOT_FILES.media, mediaView),
  };
}

export interface EngineResponse {
  body: unknown;
  total?: number;
  totalPages?: number;
}

const WP_STOPWORDS = new Set(
  'about an are as at be by com for from how in is it of on or that the this to was what when where who will with www'.split(
    ' ',
  ),
);

/** WP_Query::parse_search: quoted phrases, stop words and single letters dropped, "-" excludes. */
export function parseSearchTerms(search: string): string[] {
  const s = search.replace(/[\r\n]/g, '');
  const matches = s.match(/".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g) ?? [];
  const checked: string[] = [];
  for (const match of matches) {
    const term = /^".+"$/.test(match)
      ? match.replace(/^["']+|["']+$/g, '')
      : match.replace(/^["' ]+|["' ]+$/g, '');
    if (!term || (term.length === 1 && /^[a-z-]$/i.test(term))) continue;
    if (WP_STOPWORDS.has(term.toLowerCase())) continue;
    checked.push(term);
  }
  if (checked.length === 0 || checked.length > 9) return [s];
  return checked;
}

function invalidParam(endpoint: string, name: string): WordPressError {
  return new WordPressError(400, endpoint, 'rest_invalid_param', `Invalid parameter(s): ${name}`);
}

/** A query parameter as text, or null when it is absent or empty. */
function param(query: Query, name: string): string | null {
  const raw = query[name];
  return raw === undefined || raw === null || raw === '' ? null : String(raw);
}

function intParam(
  endpoint: string,
  query: Query,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = param(query, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw invalidParam(endpoint, name);
  return value;
}

function idList(endpoint: string, query: Query, name: string): number[] | null {
  const ids = param(query, name)
    ?.split(',')
    .map((part) => Number(part.trim()));
  if (ids?.some((id) => !Number.isInteger(id) || id < 0)) throw invalidParam(endpoint, name);
  return ids ?? null;
}

function stringList(query: Query, name: string): string[] | null {
  return (
    param(query, name)
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean) ?? null
  );
}

function enumParam<T extends string>(
  endpoint: string,
  query: Query,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = param(query, name);
  if (raw === null) return fallback;
  if (!allowed.includes(raw as T)) throw invalidParam(endpoint, name);
  return raw as T;
}

function isTruthy(value: Query[string]): boolean {
  return !([undefined, null, '', '0', 'false', false] as Query[string][]).includes(value);
}

/** `per_page` (1 to 100, 10 by default) and `page`, as a list endpoint reads them. */
function pageParams(endpoint: string, query: Query) {
  return {
    perPage: intParam(endpoint, query, 'per_page', 10, 1, 100),
    page: intParam(endpoint, query, 'page', 1, 1, Number.MAX_SAFE_INTEGER),
  };
}

const POST_ORDERBY = ['date', 'id', 'title', 'slug', 'modified', 'include'] as const;
const TERM_ORDERBY = [
  'id',
  'include',
  'name',
  'slug',
  'count',
  'term_group',
  'description',
] as const;

/** `order` and `orderby`, each one of the values the endpoint allows. */
function orderParams<T extends string>(
  endpoint: string,
  query: Query,
  orderbys: readonly T[],
  order: 'asc' | 'desc',
  orderby: T,
) {
  return {
    order: enumParam(endpoint, query, 'order', ['asc', 'desc'] as const, order),
    orderby: enumParam(endpoint, query, 'orderby', orderbys, orderby),
  };
}

function paginate<T>(items: T[], perPage: number, page: number) {
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  return { slice: items.slice((page - 1) * perPage, page * perPage), total, totalPages };
}

/** As paginate, but a page past the last one is an error, as /posts and /media answer it. */
function paginateStrictly<T>(endpoint: string, items: T[], perPage: number, page: number) {
  const result = paginate(items, perPage, page);
  if (page > result.totalPages && result.total > 0) {
    throw new WordPressError(
      400,
      endpoint,
      PAST_LAST_PAGE_CODE,
      'The page number requested is larger than the number of pages available.',
    );
  }
  return result;
}

function withoutEmbedded(raw: Raw): Raw {
  if (!('_embedded' in raw)) return raw;
  const { _embedded: _ignored, ...rest } = raw;
  return rest;
}

/** Compares like MySQL's ORDER BY on a case-insensitive column. */
function compareText(a: string, b: string): number {
  const x = foldForSearch(a);
  const y = foldForSearch(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function createSnapshotEngine(snapshot: Snapshot) {
  // Folded once: searches then compare plain strings.
  const searchColumns = new Map(
    snapshot.posts.map(({ view }) => [
      view,
      [view.title.rendered, view.excerpt?.rendered ?? '', view.content?.rendered ?? ''].map(
        foldForSearch,
      ),
    ]),
  );

  function listPosts(endpoint: string, query: Query): EngineResponse {
    const { perPage, page } = pageParams(endpoint, query);
    const { order, orderby } = orderParams(endpoint, query, POST_ORDERBY, 'desc', 'date');
    const include = idList(endpoint, query, 'include');
    const exclude = idList(endpoint, query, 'exclude');
    const tags = idList(endpoint, query, 'tags');
    const tagsExclude = idList(endpoint, query, 'tags_exclude');
    const categories = idList(endpoint, query, 'categories');
    const categoriesExclude = idList(endpoint, query, 'categories_exclude');
    const slugs = stringList(query, 'slug');
    const search =
      typeof query.search === 'string' || typeof query.search === 'number'
        ? String(query.search)
        : '';

    let posts = snapshot.posts.filter(({ view }) => {
      if (include && !include.includes(view.id)) return false;
      if (exclude && exclude.includes(view.id)) return false;
      if (slugs && !slugs.includes(view.slug)) return false;
      if (tags && !view.tags.some((id) => tags.includes(id))) return false;
      if (tagsExclude && view.tags.some((id) => tagsExclude.includes(id))) return false;
      if (categories && !view.categories.some((id) => categories.includes(id))) return false;
      if (categoriesExclude && view.categories.some((id) => categoriesExclude.includes(id)))
        return false;
      return true;
    });

    if (search.trim() !== '') {
      const terms = parseSearchTerms(search);
      posts = posts.filter(({ view }) => {
        // Visitors' searches never see password-protected posts (WP_Query::parse_search).
        if (view.content?.protected || view.excerpt?.protected) return false;
        const columns = searchColumns.get(view) ?? [];
        return terms.every((term) => {
          const excluded = term.startsWith('-');
          const needle = foldForSearch(excluded ? term.slice(1) : term);
          const found = columns.some((column) => column.includes(needle));
          return excluded ? !found : found;
        });
      });
    }

    const direction = order === 'asc' ? 1 : -1;
    posts = [...posts].sort((a, b) => {
      let result = 0;
      if (orderby === 'include' && include)
        result = include.indexOf(a.view.id) - include.indexOf(b.view.id);
      else if (orderby === 'id') result = a.view.id - b.view.id;
      else if (orderby === 'title')
        result = compareText(a.view.title.rendered, b.view.title.rendered);
      else if (orderby === 'slug') result = compareText(a.view.slug, b.view.slug);
      else if (orderby === 'modified')
        result = (a.view.modified ?? a.view.date).localeCompare(b.view.modified ?? b.view.date);
      else result = a.view.date.localeCompare(b.view.date);
      if (orderby === 'include') return result;
      return result !== 0 ? result * direction : (a.view.id - b.view.id) * direction;
    });

    const { slice, total, totalPages } = paginateStrictly(endpoint, posts, perPage, page);
    const embed = isTruthy(query._embed);
    return {
      body: slice.map(({ raw }) => (embed ? raw : withoutEmbedded(raw))),
      total,
      totalPages,
    };
  }

  function listTerms(endpoint: string, query: Query, terms: Snapshot['tags']): EngineResponse {
    const { perPage, page } = pageParams(endpoint, query);
    const { order, orderby } = orderParams(endpoint, query, TERM_ORDERBY, 'asc', 'name');
    const include = idList(endpoint, query, 'include');
    const exclude = idList(endpoint, query, 'exclude');
    const slugs = stringList(query, 'slug');
    const search = query.search === undefined || query.search === null ? '' : String(query.search);
    const hideEmpty = isTruthy(query.hide_empty);
    const needle = foldForSearch(search);

    let list = terms.filter(({ view }) => {
      if (include && !include.includes(view.id)) return false;
      if (exclude && exclude.includes(view.id)) return false;
      if (slugs && !slugs.includes(view.slug)) return false;
      if (hideEmpty && view.count === 0) return false;
      if (
        needle &&
        !foldForSearch(view.name).includes(needle) &&
        !foldForSearch(view.slug).includes(needle)
      )
        return false;
      return true;
    });
    const direction = order === 'asc' ? 1 : -1;
    list = [...list].sort((a, b) => {
      let result = 0;
      if (orderby === 'include' && include)
        return include.indexOf(a.view.id) - include.indexOf(b.view.id);
      if (orderby === 'id') result = a.view.id - b.view.id;
      else if (orderby === 'slug') result = compareText(a.view.slug, b.view.slug);
      else if (orderby === 'count') result = a.view.count - b.view.count;
      else result = compareText(a.view.name, b.view.name);
      return result !== 0 ? result * direction : (a.view.id - b.view.id) * direction;
    });
    const { slice, total, totalPages } = paginate(list, perPage, page);
    return { body: slice.map(({ raw }) => raw), total, totalPages };
  }

  function listMedia(endpoint: string, query: Query): EngineResponse {
    const { perPage, page } = pageParams(endpoint, query);
    const include = idList(endpoint, query, 'include');
    const list = snapshot.media
      .filter(({ view }) => !include || include.includes(view.id))
      .sort((a, b) => b.view.date.localeCompare(a.view.date) || b.view.id - a.view.id);
    const { slice, total, totalPages } = paginateStrictly(endpoint, list, perPage, page);
    return { body: slice.map(({ raw }) => raw), total, totalPages };
  }

  function single<V extends { id: number }>(
    endpoint: string,
    list: Entry<V>[],
    id: number,
    code: string,
  ) {
    const found = list.find(({ view }) => view.id === id);
    if (!found) throw new WordPressError(404, endpoint, code, 'Invalid ID.');
    return { body: found.raw };
  }

  /** Answers one REST request (path below /wp-json/wp/v2) as WordPress would, or throws. */
  function handle(endpoint: string, query: Query): EngineResponse {
    const match = /^\/(posts|tags|categories|media)(?:\/(\d+))?\/?$/.exec(endpoint);
    if (!match)
      throw new WordPressError(
        404,
        endpoint,
        'rest_no_route',
        'No route was found matching the URL and request method.',
      );
    const [, collection, idText] = match;
    const id = idText === undefined ? undefined : Number(idText);
    switch (collection) {
      case 'posts':
        if (id !== undefined) {
          const result = single(endpoint, snapshot.posts, id, 'rest_post_invalid_id');
          return { body: isTruthy(query._embed) ? result.body : withoutEmbedded(result.body) };
        }
        return listPosts(endpoint, query);
      case 'tags':
        return id !== undefined
          ? single(endpoint, snapshot.tags, id, 'rest_term_invalid')
          : listTerms(endpoint, query, snapshot.tags);
      case 'categories':
        return id !== undefined
          ? single(endpoint, snapshot.categories, id, 'rest_term_invalid')
          : listTerms(endpoint, query, snapshot.categories);
      default:
        return id !== undefined
          ? single(endpoint, snapshot.media, id, 'rest_post_invalid_id')
          : listMedia(endpoint, query);
    }
  }

  return { handle };
}

export type SnapshotEngine = ReturnType<typeof createSnapshotEngine>;

const engines = new Map<string, SnapshotEngine>();

/** The engine for a folder, loaded once per process. */
export function snapshotEngineFor(dir: string = DEFAULT_SNAPSHOT_DIR): SnapshotEngine {
  let engine = engines.get(dir);
  if (!engine) {
    engine = createSnapshotEngine(loadSnapshot(dir));
    engines.set(dir, engine);
  }
  return engine;
}

export function createSnapshotTransport(
  source: string | Snapshot = DEFAULT_SNAPSHOT_DIR,
): WordPressTransport {
  const engine =
    typeof source === 'string' ? snapshotEngineFor(source) : createSnapshotEngine(source);
  return {
    kind: 'snapshot',
    async request(endpoint: string, query: Query): Promise<TransportResponse> {
      try {
        const result = engine.handle(endpoint, query);
        return {
          body: result.body,
          total: result.total ?? null,
          totalPages: result.totalPages ?? null,
        };
      } catch (error) {
        if (error instanceof WordPressError && error.code === PAST_LAST_PAGE_CODE) {
          return { body: [], total: null, totalPages: null };
        }
        throw error;
      }
    },
  };
}
