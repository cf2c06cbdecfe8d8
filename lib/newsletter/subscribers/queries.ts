import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db';

/** The queries both rooms run on the list: reading a subscriber, and unsubscribing one. */
type Trx = Transaction<Database>;
type Db = Kysely<Database> | Trx;

/** Confirming or unsubscribing leaves no code to try. */
export const NO_CODE = { code_hash: null, code_expires_at: null, code_attempts: 0 } as const;

/** A subscriber by address or by id. */
export function findSubscriber(db: Db, by: { email: string } | { id: number }) {
  const query = db.selectFrom('newsletter_subscribers').selectAll();
  return (
    'email' in by ? query.where('email', '=', by.email) : query.where('id', '=', by.id)
  ).executeTakeFirst();
}

/** Spends every link of a subscriber, so that none issued earlier can be used any more. */
export async function spendTokens(
  trx: Trx,
  { subscriberId, now }: { subscriberId: number; now: Date },
) {
  await trx
    .updateTable('newsletter_tokens')
    .set({ used_at: now.toISOString() })
    .where('subscriber_id', '=', subscriberId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Unsubscribes in the caller's transaction: every link spent, their latest mail marked as the
 * one they left after. False when they already were.
 */
export async function unsubscribeWithin(trx: Trx, { id, now }: { id: number; now: Date }) {
  if (!(await markUnsubscribed(trx, { id, now }))) return false;
  await spendTokens(trx, { subscriberId: id, now });
  await noteUnsubscribe(trx, { subscriberId: id, now });
  return true;
}

/** Unsubscribes a subscriber; false when it already was. */
async function markUnsubscribed(trx: Trx, { id, now }: { id: number; now: Date }) {
  const nowIso = now.toISOString();
  const row = await trx
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: nowIso, ...NO_CODE, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Marks the subscriber's latest mail sent as the one they unsubscribed after. */
async function noteUnsubscribe(db: Db, { subscriberId, now }: { subscriberId: number; now: Date }) {
  const latest = await db
    .selectFrom('newsletter_deliveries')
    .select('id')
    .where('subscriber_id', '=', subscriberId)
    .where('status', '=', 'sent')
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return;
  await db
    .updateTable('newsletter_deliveries')
    .set({ unsubscribed_at: now.toISOString() })
    .where('id', '=', latest.id)
    .where('unsubscribed_at', 'is', null)
    .execute();
}
