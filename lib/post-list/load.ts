import { errorFields, log } from '@/lib/log';
import type { PostPage } from '@/lib/wordpress';

/** One page of a post list, or null (logged as `event`) when only the failure panel can show. */
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
