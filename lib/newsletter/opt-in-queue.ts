import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import { log } from '@/lib/log';
import { SCREENER_CONSENT_TEXT, startDoubleOptIn, type DoubleOptInRequest } from './index';

/**
 * Screener opt-ins whose double opt-in could not be started because the backend did not answer
 * (functions mode with the remote down, or a store error). The visitor was told their booking
 * went through, so the opt-in is kept here and retried until the backend answers; the
 * subscriber is never lost silently. One row per lead, removed once the backend has answered.
 */
const BACKOFF_SECONDS = [30, 60, 300, 900, 1800, 3600];
const STALE_CLAIM_MS = 5 * 60 * 1000;

export interface OptInRetryCounts {
  started: number;
  settled: number;
  retry: number;
}

/** Keeps an opt-in to retry; a lead queues at most one. */
export async function queueOptIn(
  leadId: string,
  request: DoubleOptInRequest,
  now = new Date(),
): Promise<void> {
  await getDb()
    .insertInto('newsletter_opt_in_queue')
    .values({
      lead_id: leadId,
      email: request.email,
      page: request.page ?? null,
      consent_text: request.consentText ?? SCREENER_CONSENT_TEXT,
      created_at: now.toISOString(),
      next_at: new Date(now.getTime() + BACKOFF_SECONDS[0]! * 1000).toISOString(),
    })
    .onConflict((oc) => oc.column('lead_id').doNothing())
    .execute();
}

/** Retries the queued opt-ins that are due; each is claimed first, so two passes never send it together. */
export async function retryQueuedOptIns(now = new Date(), limit = 25): Promise<OptInRetryCounts> {
  const counts: OptInRetryCounts = { started: 0, settled: 0, retry: 0 };
  const db = getDb();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const unclaimed = (eb: ExpressionBuilder<Database, 'newsletter_opt_in_queue'>) =>
    eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore)]);
  const due = await db
    .selectFrom('newsletter_opt_in_queue')
    .selectAll()
    .where('next_at', '<=', now.toISOString())
    .where(unclaimed)
    .orderBy('created_at')
    .limit(limit)
    .execute();

  for (const row of due) {
    const claimed = await db
      .updateTable('newsletter_opt_in_queue')
      .set({ claimed_at: now.toISOString() })
      .where('lead_id', '=', row.lead_id)
      .where(unclaimed)
      .returning('attempts')
      .executeTakeFirst();
    if (!claimed) continue;
    const attempts = claimed.attempts + 1;
    const outcome = await startDoubleOptIn({
      email: row.email,
      source: 'screener',
      page: row.page,
      consentText: row.consent_text,
    });
    if (outcome === 'failed') {
      const delay = BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length - 1)]!;
      await db
        .updateTable('newsletter_opt_in_queue')
        .set({
          attempts,
          claimed_at: null,
          next_at: new Date(now.getTime() + delay * 1000).toISOString(),
        })
        .where('lead_id', '=', row.lead_id)
        .execute();
      counts.retry++;
      log.warn('newsletter.opt_in_retry', { lead: row.lead_id, attempts });
    } else {
      // Started, already subscribed, or refused by the backend (which has then answered
      // for good): nothing is left to retry.
      await db.deleteFrom('newsletter_opt_in_queue').where('lead_id', '=', row.lead_id).execute();
      if (outcome === 'started') counts.started++;
      else counts.settled++;
      log.info('newsletter.opt_in_retried', { lead: row.lead_id, attempts, outcome });
    }
  }
  return counts;
}
