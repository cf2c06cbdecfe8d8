import { getConfig } from '@/lib/config';
import { createContentApi, type ContentApi } from './queries';
import { createRestTransport } from './rest';
import { createSnapshotTransport } from './snapshot';
import type { WordPressTransport } from './transport';
import type { Post, PostSummary } from './types';

/** Reads for mail jobs: WordPress as it is now, past the data cache and the last-good copy. */
const globalForMail = globalThis as unknown as { __mailContentApi?: ContentApi };

function mailApi(): ContentApi {
  if (!globalForMail.__mailContentApi) {
    const url = getConfig().wordpress.url;
    globalForMail.__mailContentApi = createContentApi(
      url
        ? createRestTransport({ baseUrl: url, revalidateSeconds: false })
        : createSnapshotTransport(),
    );
  }
  return globalForMail.__mailContentApi;
}

/** A post while it is published; null once it is a draft, trashed or deleted. */
export function getPublishedPostForMail(id: number): Promise<Post | null> {
  return mailApi().getPublishedPost(id);
}

/** The ids of every published post: the archive the newsletter never mails. */
export async function getPublishedPostIdsForMail(): Promise<number[]> {
  return (await mailApi().getAllPostRefs()).map((ref) => ref.id);
}

/** The slugs of every published post: the owner's report suggests one for a missing address. */
export async function getPublishedPostSlugsForMail(): Promise<string[]> {
  return (await mailApi().getAllPostRefs()).map((ref) => ref.slug);
}

/** The latest insights (not case-study updates), newest first, for the welcome mail. */
export function getLatestInsightsForMail(limit: number): Promise<PostSummary[]> {
  return mailApi().getLatestInsights(limit);
}

/** For tests: WordPress as a test shapes it (a transport), or unset to read it again. */
export function setMailContentForTests(transport?: WordPressTransport) {
  globalForMail.__mailContentApi = transport ? createContentApi(transport) : undefined;
}
