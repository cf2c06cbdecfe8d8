import { sql, type Transaction, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Database } from '@/lib/db';
import { NO_CODE } from '@/lib/newsletter/subscribers';
import type { SubscribeRequest } from './types';

/**
 * The opt-in's queries. Every check that must hold under concurrency (single-use codes and
 * links, the attempt limit, the mail caps) is one conditional UPDATE.
 */
export type Trx = Transaction<Database>;

/** A new pending subscriber; undefined when the address is already known. */
export async function insertSubscriber(trx: Trx, { request, now }: RequestAt) {
  const nowIso = now.toISOString();
  const row = await trx
    .insertInto('newsletter_subscribers')
    .values({
      email: request.email,
      status: 'pending',
      consent_source: request.source,
      consent_page: request.page ?? null,
      consent_text: request.consentText,
      requested_at: nowIso,
      code_attempts: 0,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A pending or unsubscribed address asking again: the new request starts the opt-in over. */
export async function renewRequest(
  trx: Trx,
  { id, request, wasUnsubscribed, now }: RequestAt & { id: number; wasUnsubscribed: boolean },
) {
  const nowIso = now.toISOString();
  await trx
    .updateTable('newsletter_subscribers')
    .set({
      status: 'pending',
      consent_source: request.source,
      consent_page: request.page ?? null,
      consent_text: request.consentText,
      requested_at: nowIso,
      confirmed_at: null,
      confirmed_via: null,
      unsubscribed_at: null,
      updated_at: nowIso,
      ...(wasUnsubscribed ? NO_CODE : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Confirms the pending address whose live code has this hash; its id, or undefined. */
export async function confirmByCode(
  trx: Trx,
  { email, codeHash, maxAttempts, now }: CodeAt & { codeHash: string },
) {
  const row = await liveCode(
    trx.updateTable('newsletter_subscribers').set(confirmedAt(now, 'code')),
    { email, maxAttempts, now },
  )
    .where('code_hash', '=', codeHash)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Counts a wrong try against a live code; the subscriber and its tries, or undefined. */
export function countWrongCode(trx: Trx, { email, maxAttempts, now }: CodeAt) {
  return liveCode(
    trx.updateTable('newsletter_subscribers').set((eb) => ({
      code_attempts: eb('code_attempts', '+', 1),
      updated_at: now.toISOString(),
    })),
    { email, maxAttempts, now },
  )
    .where('code_hash', 'is not', null)
    .returning(['id', 'code_attempts'])
    .executeTakeFirst();
}

/** Confirms a pending subscriber by id (a link); its id, or undefined when not pending. */
export async function confirmById(trx: Trx, { id, now }: { id: number; now: Date }) {
  const row = await trx
    .updateTable('newsletter_subscribers')
    .set(confirmedAt(now, 'link'))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Spends an unused, unexpired link token; the subscriber it names, or undefined. */
export async function spendToken(trx: Trx, { tokenHash, now }: { tokenHash: string; now: Date }) {
  const nowIso = now.toISOString();
  const row = await trx
    .updateTable('newsletter_tokens')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('subscriber_id')
    .executeTakeFirst();
  return row?.subscriber_id;
}

/**
 * Records a confirmation mail unless one went after `lastMailBefore` or `maxPerHour` since
 * `hourAgo`, in one UPDATE, so concurrent requests cannot both pass. True when it may go.
 */
export async function claimMailSlot(
  trx: Trx,
  {
    subscriberId,
    lastMailBefore,
    hourAgo,
    maxPerHour,
    now,
  }: { subscriberId: number; lastMailBefore: Date; hourAgo: Date; maxPerHour: number; now: Date },
) {
  const nowIso = now.toISOString();
  const claimed = await trx
    .updateTable('newsletter_subscribers')
    .set({ last_mail_at: nowIso, updated_at: nowIso })
    .where('id', '=', subscriberId)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('last_mail_at', 'is', null),
        eb('last_mail_at', '<=', lastMailBefore.toISOString()),
      ]),
    )
    .where(
      sql<boolean>`(SELECT count(*) FROM newsletter_mail_log
        WHERE subscriber_id = ${subscriberId} AND requested_at > ${hourAgo.toISOString()}) < ${maxPerHour}`,
    )
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  await trx
    .insertInto('newsletter_mail_log')
    .values({ subscriber_id: subscriberId, requested_at: nowIso })
    .execute();
  return true;
}

/** When the oldest confirmation mail asked for since `since` was asked for, if any. */
export async function oldestMailSince(
  trx: Trx,
  { subscriberId, since }: { subscriberId: number; since: Date },
) {
  const row = await trx
    .selectFrom('newsletter_mail_log')
    .select('requested_at')
    .where('subscriber_id', '=', subscriberId)
    .where('requested_at', '>', since.toISOString())
    .orderBy('requested_at')
    .executeTakeFirst();
  return row?.requested_at;
}

/** A fresh code (by hash) for a pending subscriber, replacing the previous one. */
export async function setCode(
  trx: Trx,
  { id, codeHash, expiresAt, now }: { id: number; codeHash: string; expiresAt: Date; now: Date },
) {
  await trx
    .updateTable('newsletter_subscribers')
    .set({
      code_hash: codeHash,
      code_expires_at: expiresAt.toISOString(),
      code_attempts: 0,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** A fresh confirmation link (by hash); earlier ones stay valid until used or expired. */
export async function insertToken(
  trx: Trx,
  {
    subscriberId,
    tokenHash,
    expiresAt,
    now,
  }: { subscriberId: number; tokenHash: string; expiresAt: Date; now: Date },
) {
  await trx
    .insertInto('newsletter_tokens')
    .values({
      token_hash: tokenHash,
      subscriber_id: subscriberId,
      expires_at: expiresAt.toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

interface RequestAt {
  request: SubscribeRequest;
  now: Date;
}

interface CodeAt {
  email: string;
  maxAttempts: number;
  now: Date;
}

/** Confirming (again) also lifts a suppression: the person has shown the address works. */
function confirmedAt(now: Date, via: 'code' | 'link') {
  const nowIso = now.toISOString();
  return {
    status: 'confirmed',
    confirmed_at: nowIso,
    confirmed_via: via,
    suppressed_at: null,
    suppression_reason: null,
    ...NO_CODE,
    updated_at: nowIso,
  } as const;
}

/** Narrows an UPDATE to the pending address whose code is unexpired with tries left. */
function liveCode(query: SubscriberUpdate, { email, maxAttempts, now }: CodeAt): SubscriberUpdate {
  return query
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .where('code_expires_at', '>', now.toISOString())
    .where('code_attempts', '<', maxAttempts);
}

type SubscriberUpdate = UpdateQueryBuilder<
  Database,
  'newsletter_subscribers',
  'newsletter_subscribers',
  UpdateResult
>;
