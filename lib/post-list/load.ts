import { answerUnavailable } from '@/lib/http/response-hints';
import { errorFields, log } from '@/lib/log';
import type { PostPage } from '@/lib/wordpress';

/** How long a crawler is asked to wait before it tries a list with nothing to show again. */
const RETRY_AFTER_SECONDS = 120;

/**
 * One page of a post list, or null when the content server failed with nothing kept (or only
 * a copy more than a day old): the failure is logged as `event` with the page asked for, the
 * list shows its failure panel instead, and the document answers 503 with Retry-After, so
 * that crawlers do not index the panel as the list's content.
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
    answerUnavailable(RETRY_AFTER_SECONDS);
    return null;
  }
}
