import { getDb } from '@/lib/db';
import type { PageView } from './schema';

/**
 * Stores a page view with the least that reporting needs: the path without its query, the
 * referring host (not the full URL), the campaign cta and the day. No cookie, no IP address,
 * no user agent: nothing identifies a visitor.
 */
export async function recordPageView(view: PageView, now = new Date()): Promise<void> {
  await getDb()
    .insertInto('page_views')
    .values({
      path: view.path.split(/[?#]/)[0]!,
      referrer_host: referrerHost(view.referrer),
      cta: view.cta ?? null,
      day: now.toISOString().slice(0, 10),
    })
    .execute();
}

function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname || null;
  } catch {
    return null;
  }
}
