import { errorFields, log } from '@/lib/log';
import type { PostPage } from '@/lib/wordpress';

/**
 * One page of a post list, or null when the content server failed: the failure is logged as
 * `event` with the page asked for, and the list shows its failure panel instead.
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
