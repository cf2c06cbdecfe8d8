import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { cache } from 'react';
import { getConfig } from '@/lib/config';
import { answersHttp } from '@/lib/http/reachable';
import { getDb } from '@/lib/db';
import { errorFields, log } from '@/lib/log';
import { createLastGoodStore, withLastGood } from './last-good';
import {
  createContentApi,
  type CaseStudiesQuery,
  type ContentApi,
  type InsightsQuery,
} from './queries';
import { refreshAddresses, type RefreshTarget } from './purge';
import {
  articlePath,
  createRedirectLookup,
  findStoredRedirect,
  recordPostChanges,
  type Redirect,
} from './redirects';
import { createRestTransport } from './rest';
import { tagsForChanges, type RevalidateBody } from './revalidate';
import { verifyWebhook } from './signature';
import { createSnapshotTransport } from './snapshot';
import type { PostRef, PostSummary } from './types';

/**
 * The content adapter: the only module pages import for WordPress content. With
 * WORDPRESS_URL set it reads the REST API (data cache tagged, revalidated at most every 5
 * minutes, stale-if-error from the store); without it, the embedded snapshot answers.
 */

export * from './types';
export { STAGES, INSIGHTS_PAGE_SIZE, CASE_STUDIES_PAGE_SIZE, type StageName } from './constants';
export { WordPressError } from './transport';
export { revalidateBodySchema, type RevalidateBody } from './revalidate';
export type { Redirect } from './redirects';
export {
  getLatestInsightsForMail,
  getPublishedPostForMail,
  getPublishedPostIdsForMail,
  getPublishedPostSlugsForMail,
} from './mail-reads';
export type { InsightsQuery, CaseStudiesQuery };
export {
  activePreview,
  closePreview,
  EXIT_PATH,
  openPreview,
  previewRobots,
  type ActivePreview,
} from './preview';

const globalForContent = globalThis as unknown as {
  __contentApi?: ContentApi;
  __redirectLookup?: (path: string) => Promise<Redirect | null>;
};

function api(): ContentApi {
  if (!globalForContent.__contentApi) {
    const config = getConfig();
    const url = config.wordpress.url;
    if (url) {
      const keep = createLastGoodStore(getDb);
      globalForContent.__contentApi = createContentApi(
        withLastGood(createRestTransport({ baseUrl: url }), keep),
        keep,
      );
    } else {
      globalForContent.__contentApi = createContentApi(createSnapshotTransport());
    }
  }
  return globalForContent.__contentApi;
}

export function contentSource(): 'rest' | 'snapshot' {
  return api().source;
}

// React's cache() dedupes identical reads within one render (page plus generateMetadata).
/**
 * Whether WordPress's REST API answers within `timeoutMs` (any status below 500): null when
 * the content comes from the embedded snapshot. Pages keep serving the last good content
 * either way.
 */
export async function probeWordPress(timeoutMs: number): Promise<boolean | null> {
  const url = getConfig().wordpress.url;
  if (!url) return null;
  return answersHttp(`${url.replace(/\/+$/, '')}/wp-json/`, timeoutMs);
}

export const getTopicTags = cache(() => api().getTopicTags());
export const getStageTags = cache(() => api().getStageTags());
export const getCaseStudyCategory = cache(() => api().getCaseStudyCategory());
export const getInsights = cache((page: number, search?: string, tagId?: number) =>
  api().getInsights({ page, search, tagId } satisfies InsightsQuery),
);
export const getCaseStudies = cache(
  (page: number, search?: string, stage?: CaseStudiesQuery['stage']) =>
    api().getCaseStudies({ page, search, stage }),
);
export const getLatestInsights = cache((limit?: number) => api().getLatestInsights(limit));
export const getPostBySlug = cache((slug: string) => api().getPostBySlug(slug));
export const getAllPostRefs = cache(() => api().getAllPostRefs());
export const getCaseStudyTimeline = cache(() => api().getCaseStudyTimeline());
export const getMedia = cache((id: number) => api().getMedia(id));
export const getCategory = cache((id: number) => api().getCategory(id));

const POST_REFS_KEY = 'post-refs';

/**
 * Every published post for the sitemap, without those that ask not to be indexed. The list is
 * kept in the store each time WordPress gives it whole, and that last good list is served when
 * WordPress cannot give it, so that an outage never empties the sitemap.
 */
export async function getSitemapPostRefs(): Promise<PostRef[]> {
  const keep = api().source === 'rest' ? createLastGoodStore(getDb) : undefined;
  try {
    const refs = await getAllPostRefs();
    await keep?.saveJson(POST_REFS_KEY, refs);
    return refs.filter((ref) => !ref.noindex);
  } catch (error) {
    const kept = await keep?.loadJson(POST_REFS_KEY);
    if (!Array.isArray(kept)) throw error;
    log.warn('wordpress.sitemap_kept_list', errorFields(error));
    return (kept as PostRef[]).filter(
      (ref) => typeof ref?.slug === 'string' && typeof ref.modified === 'string' && !ref.noindex,
    );
  }
}

/** Every post slug, for the article route's generateStaticParams. */
export async function getAllPostSlugs(): Promise<string[]> {
  return (await getAllPostRefs()).map((ref) => ref.slug);
}

export function getRelatedPosts(post: PostSummary, limit = 3) {
  return api().getRelatedPosts(post, limit);
}

export function getAdjacentCaseStudies(post: PostSummary) {
  return api().getAdjacentCaseStudies(post);
}

/** Up to 5 last-known insights for the failure panel (none with the snapshot). */
export function getRecentlyCachedInsights() {
  return api().getRecentlyCachedInsights();
}

/** Checks the webhook's HMAC signature and timestamp over the raw body. */
export function verifyRevalidateRequest(headers: Headers, rawBody: string) {
  return verifyWebhook(getConfig().wordpress.revalidateSecret, headers, rawBody);
}

/**
 * Where an article's address went, when no published post has it: the site's own record of
 * renames first (no WordPress needed), or null. React's cache() shares it within one render.
 */
export const findArticleRedirect = cache(async (slug: string): Promise<Redirect | null> => {
  // Renames arrive from WordPress's webhook: the embedded snapshot has none.
  if (!getConfig().wordpress.url) return null;
  try {
    return await findStoredRedirect(getDb(), articlePath(slug));
  } catch (error) {
    // A store that fails leaves WordPress's answer (or a 404), never an error page.
    log.warn('wordpress.redirect_store_failed', errorFields(error));
    return null;
  }
});

/**
 * Where WordPress says an article's address went (core's old slugs, the Redirection and Yoast
 * Premium rules), through the plugin's route; null with the snapshot source or on any failure.
 */
export const lookupArticleRedirect = cache(async (slug: string): Promise<Redirect | null> => {
  const config = getConfig();
  if (!config.wordpress.url) return null;
  globalForContent.__redirectLookup ??= createRedirectLookup({
    baseUrl: config.wordpress.url,
    siteUrl: config.siteUrl,
  });
  return globalForContent.__redirectLookup(articlePath(slug));
});

export interface ContentChanges {
  tags: string[];
  deferred: boolean;
  /** Article addresses whose answer changed, with what each should answer now. */
  addresses: RefreshTarget[];
}

/**
 * Records what the webhook's changes mean for old addresses (a rename's old address now leads to
 * the new one), then refreshes every cache tag the changes touch: at once when WordPress
 * answers; otherwise a page keeps its last render and refreshes once WordPress is back, since
 * expiring it now could leave an error view for a page with no copy in the store (one
 * prerendered at build time).
 */
export async function revalidateContent(body: RevalidateBody): Promise<ContentChanges> {
  // Before anything else: a store that fails makes the webhook fail, for WordPress to retry.
  const changed = await recordPostChanges(getDb(), body);
  const tags = tagsForChanges(body);
  const deferred = !(await api().reachable());
  for (const tag of tags) revalidateTag(tag, deferred ? 'max' : { expire: 0 });
  // Articles prerendered from the embedded snapshot carry no fetch tags, and every article
  // shows other posts (related posts, case-study neighbours): all of them are refreshed on
  // their next visit, or by their own 5-minute revalidation while WordPress is away.
  // The file-system path, route group included (app/(site)/insights/[slug]).
  if (!deferred) {
    revalidatePath('/(site)/insights/[slug]', 'page');
    // The sitemap too: prerendered from the snapshot, it carries no fetch tags either.
    revalidatePath('/sitemap.xml');
  }
  const addresses = await expectedAnswers(body, changed);
  // The sitemap names addresses too: refreshed with them, so that it never lists an old one.
  if (addresses.length > 0) addresses.push({ path: '/sitemap.xml', expect: 'page', cached: false });
  // A renamed post's old address is answered from the store: it never keeps the page, even
  // while WordPress is away. A page's own address waits for WordPress like any other.
  for (const { path, expect } of addresses) {
    if (expect !== 'page' || !deferred) revalidatePath(path);
  }
  log.info('wordpress.revalidated', {
    changes: body.changes.map((change) => `${change.kind}:${change.action}:${change.id}`),
    tags: tags.length,
    addresses: changed.length,
    deferred,
  });
  return { tags, deferred, addresses };
}

/** What each changed address should answer now: the page, a redirect, or 404. */
async function expectedAnswers(body: RevalidateBody, paths: string[]): Promise<RefreshTarget[]> {
  const live = new Set(
    body.changes.flatMap((change) =>
      change.kind === 'post' &&
      ['publish', 'update', 'terms'].includes(change.action) &&
      change.slug
        ? [articlePath(change.slug)]
        : [],
    ),
  );
  return Promise.all(
    paths.map(async (path): Promise<RefreshTarget> => {
      if (live.has(path)) return { path, expect: 'page' };
      const redirect = await findStoredRedirect(getDb(), path);
      return { path, expect: redirect ? { redirectTo: redirect.to } : 'gone' };
    }),
  );
}

/**
 * The cache in front that the site refreshes addresses through: nginx's refresh server
 * (CACHE_REFRESH_URL), or the site itself in production, whose own page cache serves a page
 * once more, stale, after its tags expire. None under `next dev` or in tests.
 */
function refreshBase(): string | null {
  const config = getConfig();
  if (config.cacheRefreshUrl) return config.cacheRefreshUrl;
  if (!config.isProduction) return null;
  const host = config.server.hostname;
  const local = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${config.server.port}`;
}

/**
 * The webhook's answer: its JSON is written once the changed addresses are refreshed in the
 * caches, so that the old address of a renamed post no longer answers with the page from any
 * cache by the time WordPress (or anyone) has read the whole answer. The refresh runs in the
 * body because Next applies the tags a route expires only after the route returns; the status
 * (200) is sent at once, and a refresh that fails is logged, never WordPress's to retry.
 */
export function revalidationAnswer(changes: ContentChanges): Response {
  const summary = { revalidated: changes.tags, deferred: changes.deferred };
  const base = refreshBase();
  if (!base || changes.addresses.length === 0) return Response.json(summary);
  const host = new URL(getConfig().siteUrl).host;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // Let the route's own tag expiry run first.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const result = await refreshAddresses(changes.addresses, { baseUrl: base, host });
        if (result.failed.length > 0) {
          log.warn('wordpress.refresh_incomplete', { addresses: result.failed.length });
        }
        controller.enqueue(
          new TextEncoder().encode(JSON.stringify({ ...summary, refreshed: result.refreshed })),
        );
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}
