import { errorFields, log } from '@/lib/log';
import type { PostPage } from '@/lib/wordpress';

/**
 * One page of a post list, or null when the content server failed with nothing kept (or only
 * a copy more than a day old): the failure is logged as `event` with the page asked for, and
 * the list shows its failure panel instead (components/post-list/unavailable.tsx).
 */
export async function loadPostPage(
  event: string,
  page: number,
  load: () => Promise<PostPage>,
): Promise<PostPage | null> {
  try {
    return await load();
  } catch (error) {
    log.error(event, { ...errorFields(error), page });
    return null;
  }
}
