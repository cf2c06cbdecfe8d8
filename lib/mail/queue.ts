import type { Kysely, Transaction } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import { errorFields, log } from '@/lib/log';
import { retryAt, staleClaimBefore } from '@/lib/retry-schedule';
import { sendMail, type MailMessage, type SentMail } from './transport';

/**
 * A durable mail queue in the store. Callers enqueue an intent (a kind and a reference such
 * as a lead id) in the same transaction as the record it concerns, then try to deliver it at
 * once; a failure leaves it pending, and the worker retries with backoff. The message is
 * rendered at delivery, so no code or token ever waits in the queue in clear.
 */
export type MailRef = Record<string, string | number | boolean | null>;

/** Renders the message for a queued intent; null when there is nothing to send any more. */
export type MailRenderer = (ref: MailRef) => Promise<MailMessage | null>;
export type MailRenderers = Record<string, MailRenderer>;

export const MAX_ATTEMPTS = 10;
/** Delay before attempt n+1, in seconds. */
const BACKOFF_SECONDS = [30, 120, 600, 1800, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 24 * 3600];

type Db = Kysely<Database> | Transaction<Database>;

export async function enqueueMail(
  db: Db,
  kind: string,
  ref: MailRef,
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('mail_queue')
    .values({
      kind,
      ref: JSON.stringify(ref),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped' | 'busy';

export interface DeliveryResult {
  outcome: DeliveryOutcome;
  mail?: SentMail;
  message?: MailMessage;
}

/** Claims and delivers one queued mail. Only one process or request can claim it at a time. */
export async function deliverMail(
  id: number,
  renderers: MailRenderers,
  now = new Date(),
): Promise<DeliveryResult> {
  const db = getDb();
  const staleBefore = staleClaimBefore(now);
  const claimed = await db
    .updateTable('mail_queue')
    .set({ status: 'sending', claimed_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', staleBefore)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return { outcome: 'busy' };

  const renderer = renderers[claimed.kind];
  try {
    if (!renderer) throw new Error(`No renderer for mail kind ${claimed.kind}`);
    const message = await renderer(JSON.parse(claimed.ref) as MailRef);
    if (!message) {
      await db
        .updateTable('mail_queue')
        .set({ status: 'skipped', claimed_at: null })
        .where('id', '=', id)
        .execute();
      return { outcome: 'skipped' };
    }
    const mail = await sendMail(message);
    await db
      .updateTable('mail_queue')
      .set({
        status: 'sent',
        sent_at: new Date().toISOString(),
        attempts: claimed.attempts + 1,
        claimed_at: null,
        last_error: null,
      })
      .where('id', '=', id)
      .execute();
    return { outcome: 'sent', mail, message };
  } catch (error) {
    const attempts = claimed.attempts + 1;
    const failed = attempts >= MAX_ATTEMPTS;
    const reason =
      error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
    await db
      .updateTable('mail_queue')
      .set({
        status: failed ? 'failed' : 'pending',
        attempts,
        claimed_at: null,
        last_error: reason,
        next_attempt_at: retryAt(now, BACKOFF_SECONDS, attempts),
      })
      .where('id', '=', id)
      .execute();
    (failed ? log.error : log.warn)('mail.delivery_failed', {
      id,
      kind: claimed.kind,
      attempts,
      ...errorFields(error),
    });
    return { outcome: failed ? 'failed' : 'retry' };
  }
}

/** Delivers every mail whose time has come (the worker calls this on a timer). */
export async function deliverDueMail(renderers: MailRenderers, now = new Date(), limit = 25) {
  const staleBefore = staleClaimBefore(now);
  const due = await getDb()
    .selectFrom('mail_queue')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now.toISOString())]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', staleBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  const counts: Record<DeliveryOutcome, number> = {
    sent: 0,
    retry: 0,
    failed: 0,
    skipped: 0,
    busy: 0,
  };
  for (const { id } of due) counts[(await deliverMail(id, renderers, now)).outcome]++;
  return counts;
}
