import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { cache } from 'react';
import { getConfig } from '@/lib/config';
import { answersHttp } from '@/lib/http/reachable';
import { getDb } from '@/lib/db';
import { log } from '@/lib/log';
import { createLastGoodStore, withLastGood } from './last-good';
import {
  createContentApi,
  type CaseStudiesQuery,
  type ContentApi,
  type InsightsQuery,
} from './queries';
import { createRestTransport } from './rest';
import { tagsForChanges, type RevalidateBody } from './revalidate';
import { verifyWebhook } from './signature';
import { createSnapshotTransport } from './snapshot';
import type { PostSummary } from './types';

/**
 * The content adapter: the only module pages import for WordPress content. With
 * WORDPRESS_URL set it reads the REST API (data cache tagged, revalidated at most every 5
 * minutes, stale-if-error from the store); without it, the embedded snapshot answers.
 */

export * from './types';
export { STAGES, INSIGHTS_PAGE_SIZE, CASE_STUDIES_PAGE_SIZE, type StageName } from './constants';
export { WordPressError } from './transport';
export { revalidateBodySchema, type RevalidateBody } from './revalidate';
export {
  getLatestInsightsForMail,
  getPublishedPostForMail,
  getPublishedPostIdsForMail,
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

const globalForContent = globalThis as unknown as { __contentApi?: ContentApi };

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
 * Refreshes every cache tag the changes touch: at once when WordPress answers; otherwise a page
 * keeps its last render and refreshes once WordPress is back, since expiring it now could leave
 * an error view for a page with no copy in the store (one prerendered at build time).
 */
export async function revalidateContent(
  body: RevalidateBody,
): Promise<{ tags: string[]; deferred: boolean }> {
  const tags = tagsForChanges(body);
  const deferred = !(await api().reachable());
  for (const tag of tags) revalidateTag(tag, deferred ? 'max' : { expire: 0 });
  // Articles prerendered from the embedded snapshot carry no fetch tags, and every article
  // shows other posts (related posts, case-study neighbours): all of them are refreshed on
  // their next visit, or by their own 5-minute revalidation while WordPress is away.
  // The file-system path, route group included (app/(site)/insights/[slug]).
  if (!deferred) revalidatePath('/(site)/insights/[slug]', 'page');
  log.info('wordpress.revalidated', {
    changes: body.changes.map((change) => `${change.kind}:${change.action}:${change.id}`),
    tags: tags.length,
    deferred,
  });
  return { tags, deferred };
}
