import { getDb } from '@/lib/db';
import { errorFields, log } from '@/lib/log';
import { usesRemoteBackend } from '@/lib/remote-backend';
import { BACKEND_RETRY_SECONDS, retryAt, staleClaimBefore } from '@/lib/retry-schedule';
import { forward, type LeadReply } from './remote';
import { getLead } from './store';

/**
 * Forwards the leads kept here while the remote backend was unreachable (remote mode).
 * Each lead is claimed before it is sent, so two passes never send it together; the remote
 * backend also receives the lead's own id, so a lead sent twice is still one lead.
 */

export interface ForwardCounts {
  forwarded: number;
  retry: number;
  rejected: number;
}

export async function forwardPendingLeads(now = new Date(), limit = 25): Promise<ForwardCounts> {
  const counts: ForwardCounts = { forwarded: 0, retry: 0, rejected: 0 };
  if (!usesRemoteBackend()) return counts;
  const db = getDb();
  const staleBefore = staleClaimBefore(now);
  const due = await db
    .selectFrom('leads')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('forward_status', '=', 'pending'),
          eb('forward_next_at', '<=', now.toISOString()),
        ]),
        eb.and([
          eb('forward_status', '=', 'forwarding'),
          eb('forward_claimed_at', '<', staleBefore),
        ]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();

  for (const { id } of due) {
    const claimed = await db
      .updateTable('leads')
      .set({ forward_status: 'forwarding', forward_claimed_at: now.toISOString() })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('forward_status', '=', 'pending'),
          eb.and([
            eb('forward_status', '=', 'forwarding'),
            eb('forward_claimed_at', '<', staleBefore),
          ]),
        ]),
      )
      .returning('forward_attempts')
      .executeTakeFirst();
    if (!claimed) continue;
    const stored = await getLead(id);
    if (!stored) continue;
    const { created_at: _createdAt, forward_status: _status, ...lead } = stored;
    const attempts = claimed.forward_attempts + 1;

    let reply: LeadReply;
    try {
      reply = await forward(lead);
    } catch (error) {
      log.error('leads.forward_error', errorFields(error));
      reply = { kind: 'retry', problem: errorFields(error).message as string };
    }

    if (reply.kind === 'accepted') {
      await db
        .updateTable('leads')
        .set({
          forward_status: 'forwarded',
          forward_attempts: attempts,
          forward_claimed_at: null,
          forward_error: null,
          forwarded_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      counts.forwarded++;
      log.info('leads.forwarded_later', { id, attempts });
    } else if (reply.kind === 'refused') {
      // The remote backend will never take this lead; it stays here (and in the export).
      await db
        .updateTable('leads')
        .set({
          forward_status: 'rejected',
          forward_attempts: attempts,
          forward_claimed_at: null,
          forward_error: reply.message,
        })
        .where('id', '=', id)
        .execute();
      counts.rejected++;
      log.error('leads.forward_rejected', { id, status: reply.status, message: reply.message });
    } else {
      await db
        .updateTable('leads')
        .set({
          forward_status: 'pending',
          forward_attempts: attempts,
          forward_claimed_at: null,
          forward_error: reply.problem.slice(0, 500),
          forward_next_at: retryAt(now, BACKEND_RETRY_SECONDS, attempts),
        })
        .where('id', '=', id)
        .execute();
      counts.retry++;
      log.warn('leads.forward_retry', { id, attempts, problem: reply.problem });
    }
  }
  return counts;
}
