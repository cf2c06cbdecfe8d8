import type { Kysely } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import type { Campaign } from './campaign';
import type { PageView } from './schema';

/**
 * Stores a page view with the least reporting needs (path, referring host, cta, day, campaign):
 * no cookie, IP address or user agent; nothing identifies a visitor.
 */
export async function recordPageView(view: PageView, now = new Date()): Promise<void> {
  await getDb()
    .insertInto('page_views')
    .values({
      path: view.path.split(/[?#]/)[0]!,
      referrer_host: referrerHost(view.referrer),
      cta: view.cta ?? null,
      day: dayOf(now),
      utm_source: view.utm_source ?? null,
      utm_medium: view.utm_medium ?? null,
      utm_campaign: view.utm_campaign ?? null,
      landing: view.landing ? 1 : 0,
    })
    .execute();
}

export type FunnelStep = 'screener_start' | 'lead';

/** Counts a funnel step for the visit's campaign and day, in the row's transaction if any. */
export async function recordFunnelEvent(
  kind: FunnelStep,
  campaign: Partial<Campaign>,
  { db = getDb(), now = new Date() }: { db?: Kysely<Database>; now?: Date } = {},
): Promise<void> {
  await db
    .insertInto('funnel_events')
    .values({
      kind,
      utm_source: campaign.utm_source ?? null,
      utm_medium: campaign.utm_medium ?? null,
      utm_campaign: campaign.utm_campaign ?? null,
      cta: campaign.cta ?? null,
      day: dayOf(now),
    })
    .execute();
}

/** The calendar day of a time (UTC, YYYY-MM-DD). */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname || null;
  } catch {
    return null;
  }
}
