import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import { log } from '@/lib/log';
import { SCREENER_CONSENT_TEXT, startDoubleOptIn, type DoubleOptInRequest } from './opt-in';
import { BACKEND_RETRY_SECONDS, retryAt, staleClaimBefore } from '@/lib/retry-schedule';

/**
 * Screener opt-ins whose double opt-in could not be started because the backend did not answer
 * (functions mode with the remote down, or a store error). The visitor was told their booking
 * went through, so the opt-in is kept here and retried until the backend answers; the
 * subscriber is never lost silently. One row per lead, removed once the backend has answered.
 */

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
      // The first try has just failed.
      next_at: retryAt(now, BACKEND_RETRY_SECONDS, 1),
    })
    .onConflict((oc) => oc.column('lead_id').doNothing())
    .execute();
}

/** Retries the queued opt-ins that are due; each is claimed first, so two passes never send it together. */
export async function retryQueuedOptIns(now = new Date(), limit = 25): Promise<OptInRetryCounts> {
  const counts: OptInRetryCounts = { started: 0, settled: 0, retry: 0 };
  const db = getDb();
  const staleBefore = staleClaimBefore(now);
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
      await db
        .updateTable('newsletter_opt_in_queue')
        .set({
          attempts,
          claimed_at: null,
          // The try when queued failed too, hence one more failure than retries.
          next_at: retryAt(now, BACKEND_RETRY_SECONDS, attempts + 1),
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
