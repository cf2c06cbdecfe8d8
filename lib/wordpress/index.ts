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
 * The content adapter, the only module pages import for WordPress content: the REST API when
 * WORDPRESS_URL is set (stale-if-error from the store), else the embedded snapshot.
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

/** Whether WordPress's REST API answers within `timeoutMs` (null with the snapshot). */
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

/** Published posts for the sitemap; the last good list is kept so an outage never empties it. */
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

export async function getAllPostSlugs(): Promise<string[]> {
  return (await getAllPostRefs()).map((ref) => ref.slug);
}

export function getRelatedPosts(post: PostSummary, limit = 3) {
  return api().getRelatedPosts(post, limit);
}

export function getAdjacentCaseStudies(post: PostSummary) {
  return api().getAdjacentCaseStudies(post);
}

export function getRecentlyCachedInsights() {
  return api().getRecentlyCachedInsights();
}

export function verifyRevalidateRequest(headers: Headers, rawBody: string) {
  return verifyWebhook(getConfig().wordpress.revalidateSecret, headers, rawBody);
}

/** Where an article's address went, from the site's own record of renames, or null. */
export const findArticleRedirect = cache(async (slug: string): Promise<Redirect | null> => {
  if (!getConfig().wordpress.url) return null;
  try {
    return await findStoredRedirect(getDb(), articlePath(slug));
  } catch (error) {
    // A store that fails leaves WordPress's answer (or a 404), never an error page.
    log.warn('wordpress.redirect_store_failed', errorFields(error));
    return null;
  }
});

/** Where WordPress says an article's address went (old slugs, redirect plugins), or null. */
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
  addresses: RefreshTarget[];
}

/**
 * Records renames, then refreshes the changes' cache tags: at once when WordPress answers, else
 * on the next visit once it is back, since expiring now could leave an error page.
 */
export async function revalidateContent(body: RevalidateBody): Promise<ContentChanges> {
  // First: a store that fails makes the webhook fail, for WordPress to retry.
  const changed = await recordPostChanges(getDb(), body);
  const tags = tagsForChanges(body);
  const deferred = !(await api().reachable());
  for (const tag of tags) revalidateTag(tag, deferred ? 'max' : { expire: 0 });
  // Snapshot-prerendered articles carry no fetch tags and every article shows other posts: all
  // are refreshed (the path names the route group), the sitemap too.
  if (!deferred) {
    revalidatePath('/(site)/insights/[slug]', 'page');
    revalidatePath('/sitemap.xml');
  }
  const addresses = await expectedAnswers(body, changed);
  if (addresses.length > 0) addresses.push({ path: '/sitemap.xml', expect: 'page', cached: false });
  // A renamed post's old address is answered from the store, so it never waits for WordPress.
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

/** The cache that addresses are refreshed through (nginx's, or the site's own in production). */
function refreshBase(): string | null {
  const config = getConfig();
  if (config.cacheRefreshUrl) return config.cacheRefreshUrl;
  if (!config.isProduction) return null;
  const host = config.server.hostname;
  const local = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${config.server.port}`;
}

/**
 * The webhook's answer: its JSON is written once the changed addresses are refreshed, in the
 * body because Next applies a route's tag expiry only after it returns; a failed refresh is
 * logged, never WordPress's to retry.
 */
export function revalidationAnswer(changes: ContentChanges): Response {
  const summary = { revalidated: changes.tags, deferred: changes.deferred };
  const base = refreshBase();
  if (!base || changes.addresses.length === 0) return Response.json(summary);
  const host = new URL(getConfig().siteUrl).host;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
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
