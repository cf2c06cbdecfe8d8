import { getConfig } from '@/lib/config';
import { createContentApi, type ContentApi } from './queries';
import { createRestTransport } from './rest';
import { createSnapshotTransport } from './snapshot';
import type { PostSummary } from './types';

/**
 * Reads for mail: the newsletter reads posts from a job, outside any request, and must see
 * WordPress as it is now (a post just published), so these go past the data cache and the
 * last-good copy. Without WORDPRESS_URL the embedded snapshot answers, as it
 * does for pages.
 */
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

/** The latest insights (not case-study updates), newest first, for the welcome mail. */
export function getLatestInsightsForMail(limit: number): Promise<PostSummary[]> {
  return mailApi().getLatestInsights(limit);
}

/** For tests that change WORDPRESS_URL. */
export function resetMailContentForTests() {
  globalForMail.__mailContentApi = undefined;
}
