import { sql } from 'kysely';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { enqueueJob, JobDeferred, type JobRef } from '@/lib/jobs';
import {
  MAIL_HELD_SECONDS,
  MAIL_MAX_ATTEMPTS,
  mailTransport,
  NO_TRANSPORT_MESSAGE,
  sendMail,
} from '@/lib/mail';
import { log } from '@/lib/log';
import { DELIVERY_KIND } from './constants';
import { issueMessage } from './issue-mail';
import * as q from './issue-queries';
import { topicsOfItems } from './publishing';
import { findSubscriber, topicsOf } from '@/lib/newsletter/subscribers';

/**
 * Sending an issue: at its send time one job fans it out (one delivery per recipient, unique per
 * issue and subscriber, each with its own job spaced at the sending rate); each delivery is
 * claimed by one conditional UPDATE that requires a confirmed, unsuppressed subscriber. A
 * delivery found still `sending` belongs to a process that died mid-send: the relay may have
 * taken it, so it is recorded `interrupted`, never sent twice.
 */

/** Why a newsletter job waits while the feature is switched off. */
const SWITCHED_OFF = 'NEWSLETTER_ENABLED is off: the issue waits until it is switched on';
const SWITCHED_OFF_WAIT_SECONDS = 3600;

/** The issue's send job: waits for its send time, then fans the issue out. */
export async function runIssueSend(ref: JobRef, { now }: { now: Date }): Promise<string> {
  const issueId = Number(ref.issueId);
  const db = getDb();
  const issue = Number.isInteger(issueId) ? await q.findIssue(db, issueId) : undefined;
  if (!issue) return 'gone';
  if (issue.status !== 'held') return issue.status;
  if (!getConfig().newsletter.enabled)
    throw new JobDeferred(SWITCHED_OFF, SWITCHED_OFF_WAIT_SECONDS);
  const wait = Date.parse(issue.send_at) - now.getTime();
  // Held longer than the job was queued for (a digest's slot): wait on, using no try.
  if (wait > 1000) throw new JobDeferred('held until its send time', Math.ceil(wait / 1000));
  return fanOut(issue.id, issue.decided_by ?? 'hold', now);
}

/** Creates the deliveries of an issue and their jobs, in one transaction. */
export async function fanOut(issueId: number, decidedBy: string, now: Date): Promise<string> {
  const spacingMs = 60_000 / getConfig().newsletter.sendRate;
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const items = await q.itemsOf(trx, issueId);
      if (items.length === 0) {
        await q.decideIssue(trx, { id: issueId, status: 'cancelled', decidedBy: 'withdrawn', now });
        return { outcome: 'cancelled', deliveries: 0 };
      }
      const recipients = await q.recipientIds(trx, { topics: topicsOfItems(items), now });
      const taken = await q.decideIssue(trx, {
        id: issueId,
        status: 'sending',
        decidedBy,
        now,
        recipients: recipients.length,
      });
      if (!taken) return { outcome: 'busy', deliveries: 0 };
      await q.settlePostsOf(trx, { issueId, state: 'sent', now });
      const deliveries = await q.insertDeliveries(trx, { issueId, subscriberIds: recipients, now });
      for (const [i, deliveryId] of deliveries.entries()) {
        await enqueueJob(
          trx,
          DELIVERY_KIND,
          { deliveryId },
          {
            runAt: new Date(now.getTime() + Math.floor(i * spacingMs)),
            uniqueKey: `${DELIVERY_KIND}:${deliveryId}`,
            now,
          },
        );
      }
      if (deliveries.length === 0) await q.finishIssueIfDone(trx, { id: issueId, now });
      return { outcome: 'fanned-out', deliveries: deliveries.length };
    });
  log.info('newsletter.issue_fanned_out', { issueId, ...result });
  return result.outcome;
}

/** One delivery's job: sends the issue to one subscriber, once. */
export async function runDelivery(ref: JobRef, { now }: { now: Date }): Promise<string> {
  const id = Number(ref.deliveryId);
  const db = getDb();
  const delivery = Number.isInteger(id) ? await q.findDelivery(db, id) : undefined;
  if (!delivery) return 'gone';
  if (delivery.status === 'sending') {
    await q.moveDelivery(db, {
      id,
      from: 'sending',
      to: 'interrupted',
      now,
      error: 'The process sending it stopped before the relay answered; not sent again',
    });
    await q.finishIssueIfDone(db, { id: delivery.issue_id, now });
    log.warn('newsletter.delivery_interrupted', { deliveryId: id });
    return 'interrupted';
  }
  if (delivery.status !== 'queued') return delivery.status;
  if (!getConfig().newsletter.enabled)
    throw new JobDeferred(SWITCHED_OFF, SWITCHED_OFF_WAIT_SECONDS);
  if (mailTransport() === 'none') throw new JobDeferred(NO_TRANSPORT_MESSAGE, MAIL_HELD_SECONDS);

  const [subscriber, issue, items] = await Promise.all([
    findSubscriber(db, { id: delivery.subscriber_id }),
    q.findIssue(db, delivery.issue_id),
    q.itemsOf(db, delivery.issue_id),
  ]);
  const topics = subscriber ? await topicsOf(db, subscriber.id) : null;
  const theirs = items.filter((item) => topics?.[item.topic as keyof typeof topics]);
  // The first reason that holds, in this order, cancels the delivery.
  const reasons: [string, unknown][] = [
    ['gone', !subscriber],
    ['unsubscribed', subscriber?.status !== 'confirmed'],
    ['suppressed', subscriber?.suppressed_at],
    ['paused', subscriber?.paused_until && subscriber.paused_until > now.toISOString()],
    ['topics', !issue || theirs.length === 0],
  ];
  const stop = reasons.find(([, holds]) => holds)?.[0];
  if (stop) return cancel(id, delivery.issue_id, stop, now);

  const claimed = await claimDelivery(id);
  if (!claimed) {
    const again = await q.findDelivery(db, id);
    // The subscriber left between the checks above and the claim.
    if (again?.status === 'queued') return cancel(id, delivery.issue_id, 'unsubscribed', now);
    return 'busy';
  }
  const message = issueMessage({
    issue: { id: issue!.id, kind: issue!.kind, items: theirs },
    delivery: { id, subscriberId: subscriber!.id, email: subscriber!.email },
  });
  try {
    await sendMail(message);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (claimed.attempts >= MAIL_MAX_ATTEMPTS) {
      await q.moveDelivery(db, { id, from: 'sending', to: 'failed', now, error: reason });
      await q.finishIssueIfDone(db, { id: delivery.issue_id, now });
      return 'failed';
    }
    await q.moveDelivery(db, { id, from: 'sending', to: 'queued', now, error: reason });
    throw error;
  }
  await q.moveDelivery(db, {
    id,
    from: 'sending',
    to: 'sent',
    now,
    error: null,
    messageId: message.messageId,
  });
  await q.finishIssueIfDone(db, { id: delivery.issue_id, now });
  return 'sent';
}

async function cancel(id: number, issueId: number, reason: string, now: Date) {
  const db = getDb();
  await q.moveDelivery(db, { id, from: 'queued', to: 'cancelled', now, error: reason });
  await q.finishIssueIfDone(db, { id: issueId, now });
  return 'cancelled';
}

/** Claims a queued delivery while its subscriber is confirmed and unsuppressed, in one statement. */
function claimDelivery(id: number) {
  return getDb()
    .updateTable('newsletter_deliveries')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where(
      sql<boolean>`EXISTS (SELECT 1 FROM newsletter_subscribers s
        WHERE s.id = newsletter_deliveries.subscriber_id
          AND s.status = 'confirmed' AND s.suppressed_at IS NULL)`,
    )
    .returning(['id', 'attempts'])
    .executeTakeFirst();
}
