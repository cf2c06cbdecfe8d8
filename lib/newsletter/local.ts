import { sql, type Transaction } from 'kysely';
import { fill, serverMessages } from '@/content/newsletter';
import { getDb, type Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { deliverMail, enqueueMail } from '@/lib/mail/queue';
import { mailRenderers } from '@/lib/mail/worker';
import { hashCode, hashToken, verifyUnsubscribeToken } from './codes';
import {
  CONFIRMATION_MAIL_KIND,
  MAX_CODE_ATTEMPTS,
  MAX_MAILS_PER_HOUR,
  RESEND_MIN_MS,
} from './constants';
import type { MessageReply, NewsletterBackend, SubscribeReply, SubscribeRequest } from './types';

/**
 * The local newsletter backend: subscribers in the store, confirmation mail through the
 * durable queue. Every check that must hold under concurrency (single-use codes and links, the
 * attempt limit, the mail caps) is one conditional UPDATE, which SQLite applies atomically.
 */
type Trx = Transaction<Database>;

const HOUR_MS = 60 * 60 * 1000;

export const localNewsletter: NewsletterBackend = {
  subscribe,
  resend,
  confirmCode,
  confirmToken,
  unsubscribe,
};

async function subscribe(request: SubscribeRequest, now = new Date()): Promise<SubscribeReply> {
  const nowIso = now.toISOString();
  const outcome = await getDb()
    .transaction()
    .execute(async (trx) => {
      const inserted = await trx
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
      const subscriber = await trx
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('email', '=', request.email)
        .executeTakeFirstOrThrow();
      if (subscriber.status === 'confirmed') return { kind: 'already' as const };
      if (!inserted) {
        // A pending or unsubscribed address asking again: record the new request as the
        // consent evidence, and start the double opt-in over.
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
            ...(subscriber.status === 'unsubscribed'
              ? { code_hash: null, code_expires_at: null, code_attempts: 0 }
              : {}),
          })
          .where('id', '=', subscriber.id)
          .execute();
      }
      const gate = await requestConfirmationMail(trx, subscriber.id, now);
      const codeStillValid =
        subscriber.status === 'pending' &&
        subscriber.code_hash !== null &&
        subscriber.code_expires_at !== null &&
        subscriber.code_expires_at > nowIso &&
        subscriber.code_attempts < MAX_CODE_ATTEMPTS;
      return { kind: 'pending' as const, id: subscriber.id, gate, codeStillValid };
    });

  if (outcome.kind === 'already') {
    log.info('newsletter.already_subscribed');
    return { message: serverMessages.alreadySubscribed, alreadySubscribed: true };
  }
  log.info('newsletter.subscribe', { subscriberId: outcome.id, source: request.source });
  if (outcome.gate.ok) {
    await deliverNow(outcome.gate.mailId);
    return { message: serverMessages.subscribed, alreadySubscribed: false };
  }
  // No new mail may be sent yet; the last one's code still works, so send them to it.
  if (outcome.codeStillValid) {
    return { message: serverMessages.pendingStillValid, alreadySubscribed: false };
  }
  throw refusal(outcome.gate);
}

async function resend(email: string, now = new Date()): Promise<MessageReply> {
  const outcome = await getDb()
    .transaction()
    .execute(async (trx) => {
      const subscriber = await trx
        .selectFrom('newsletter_subscribers')
        .select(['id', 'status'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (!subscriber || subscriber.status === 'unsubscribed') return { kind: 'none' as const };
      if (subscriber.status === 'confirmed') return { kind: 'confirmed' as const };
      return {
        kind: 'pending' as const,
        id: subscriber.id,
        gate: await requestConfirmationMail(trx, subscriber.id, now),
      };
    });
  if (outcome.kind === 'none') throw new AppError(409, serverMessages.nothingPending);
  if (outcome.kind === 'confirmed') throw new AppError(409, serverMessages.alreadyConfirmed);
  if (!outcome.gate.ok) throw refusal(outcome.gate);
  log.info('newsletter.resend', { subscriberId: outcome.id });
  await deliverNow(outcome.gate.mailId);
  return { message: serverMessages.resent };
}

async function confirmCode(email: string, code: string, now = new Date()): Promise<MessageReply> {
  const nowIso = now.toISOString();
  const codeHash = hashCode(email, code);
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const confirmed = await trx
        .updateTable('newsletter_subscribers')
        .set({
          status: 'confirmed',
          confirmed_at: nowIso,
          confirmed_via: 'code',
          code_hash: null,
          code_expires_at: null,
          code_attempts: 0,
          updated_at: nowIso,
        })
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .where('code_hash', '=', codeHash)
        .where('code_expires_at', '>', nowIso)
        .where('code_attempts', '<', MAX_CODE_ATTEMPTS)
        .returning('id')
        .executeTakeFirst();
      if (confirmed) {
        await spendTokens(trx, confirmed.id, nowIso);
        return { kind: 'confirmed' as const, id: confirmed.id };
      }
      const wrong = await trx
        .updateTable('newsletter_subscribers')
        .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1), updated_at: nowIso }))
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .where('code_hash', 'is not', null)
        .where('code_expires_at', '>', nowIso)
        .where('code_attempts', '<', MAX_CODE_ATTEMPTS)
        .returning(['id', 'code_attempts'])
        .executeTakeFirst();
      if (wrong) return { kind: 'wrong' as const, ...wrong };
      const subscriber = await trx
        .selectFrom('newsletter_subscribers')
        .select(['status', 'code_hash', 'code_expires_at', 'code_attempts'])
        .where('email', '=', email)
        .executeTakeFirst();
      return { kind: 'refused' as const, subscriber };
    });

  if (result.kind === 'confirmed') {
    log.info('newsletter.confirmed', { subscriberId: result.id, via: 'code' });
    return { message: serverMessages.confirmed };
  }
  if (result.kind === 'wrong') {
    log.info('newsletter.wrong_code', { subscriberId: result.id, attempts: result.code_attempts });
    if (result.code_attempts >= MAX_CODE_ATTEMPTS)
      throw new AppError(410, serverMessages.tooManyAttempts);
    throw new AppError(400, serverMessages.wrongCode);
  }
  const subscriber = result.subscriber;
  if (!subscriber || subscriber.status === 'unsubscribed')
    throw new AppError(400, serverMessages.nothingPending);
  if (subscriber.status === 'confirmed') throw new AppError(409, serverMessages.alreadyConfirmed);
  if (subscriber.code_attempts >= MAX_CODE_ATTEMPTS)
    throw new AppError(410, serverMessages.tooManyAttempts);
  if (subscriber.code_hash && subscriber.code_expires_at && subscriber.code_expires_at <= nowIso)
    throw new AppError(410, serverMessages.codeExpired);
  throw new AppError(410, serverMessages.noActiveCode);
}

async function confirmToken(token: string, now = new Date()): Promise<MessageReply> {
  const nowIso = now.toISOString();
  const confirmedId = await getDb()
    .transaction()
    .execute(async (trx) => {
      const spent = await trx
        .updateTable('newsletter_tokens')
        .set({ used_at: nowIso })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .returning('subscriber_id')
        .executeTakeFirst();
      if (!spent) return null;
      const confirmed = await trx
        .updateTable('newsletter_subscribers')
        .set({
          status: 'confirmed',
          confirmed_at: nowIso,
          confirmed_via: 'link',
          code_hash: null,
          code_expires_at: null,
          code_attempts: 0,
          updated_at: nowIso,
        })
        .where('id', '=', spent.subscriber_id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!confirmed) return null;
      await spendTokens(trx, confirmed.id, nowIso);
      return confirmed.id;
    });
  if (confirmedId === null) {
    log.info('newsletter.link_refused');
    throw new AppError(400, serverMessages.linkInvalid);
  }
  log.info('newsletter.confirmed', { subscriberId: confirmedId, via: 'link' });
  return { message: serverMessages.confirmed };
}

/** Unsubscribes the holder of a valid unsubscribe token; repeating it is harmless. */
async function unsubscribe(token: string, now = new Date()): Promise<MessageReply> {
  const id = verifyUnsubscribeToken(token);
  if (id === null) throw new AppError(400, serverMessages.unsubscribeInvalid);
  const nowIso = now.toISOString();
  const changed = await getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .updateTable('newsletter_subscribers')
        .set({
          status: 'unsubscribed',
          unsubscribed_at: nowIso,
          code_hash: null,
          code_expires_at: null,
          code_attempts: 0,
          updated_at: nowIso,
        })
        .where('id', '=', id)
        .where('status', '!=', 'unsubscribed')
        .returning('id')
        .executeTakeFirst();
      if (row) await spendTokens(trx, id, nowIso);
      return Boolean(row);
    });
  if (changed) log.info('newsletter.unsubscribed', { subscriberId: id });
  return { message: serverMessages.unsubscribed };
}

/** Once confirmed or unsubscribed, no earlier link may be used any more. */
async function spendTokens(trx: Trx, subscriberId: number, nowIso: string) {
  await trx
    .updateTable('newsletter_tokens')
    .set({ used_at: nowIso })
    .where('subscriber_id', '=', subscriberId)
    .where('used_at', 'is', null)
    .execute();
}

type MailGate =
  | { ok: true; mailId: number }
  | { ok: false; reason: 'too-soon' | 'hourly'; retryAfterSeconds: number };

/**
 * Queues one confirmation mail unless the address had one less than 30 seconds ago or
 * already three in the last hour, whichever call asks (subscribe, resend, screener opt-in).
 * The check and the claim are one UPDATE, so concurrent requests cannot both pass.
 */
async function requestConfirmationMail(
  trx: Trx,
  subscriberId: number,
  now: Date,
): Promise<MailGate> {
  const nowIso = now.toISOString();
  const tooSoonAfter = new Date(now.getTime() - RESEND_MIN_MS).toISOString();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const claimed = await trx
    .updateTable('newsletter_subscribers')
    .set({ last_mail_at: nowIso, updated_at: nowIso })
    .where('id', '=', subscriberId)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('last_mail_at', 'is', null), eb('last_mail_at', '<=', tooSoonAfter)]))
    .where(
      sql<boolean>`(SELECT count(*) FROM newsletter_mail_log
        WHERE subscriber_id = ${subscriberId} AND requested_at > ${hourAgo}) < ${MAX_MAILS_PER_HOUR}`,
    )
    .returning('id')
    .executeTakeFirst();
  if (claimed) {
    await trx
      .insertInto('newsletter_mail_log')
      .values({ subscriber_id: subscriberId, requested_at: nowIso })
      .execute();
    const mailId = await enqueueMail(trx, CONFIRMATION_MAIL_KIND, { subscriberId }, now);
    return { ok: true, mailId };
  }
  const subscriber = await trx
    .selectFrom('newsletter_subscribers')
    .select('last_mail_at')
    .where('id', '=', subscriberId)
    .executeTakeFirst();
  const last = subscriber?.last_mail_at ? Date.parse(subscriber.last_mail_at) : 0;
  if (last && now.getTime() - last < RESEND_MIN_MS) {
    return {
      ok: false,
      reason: 'too-soon',
      retryAfterSeconds: Math.max(1, Math.ceil((last + RESEND_MIN_MS - now.getTime()) / 1000)),
    };
  }
  const oldest = await trx
    .selectFrom('newsletter_mail_log')
    .select('requested_at')
    .where('subscriber_id', '=', subscriberId)
    .where('requested_at', '>', hourAgo)
    .orderBy('requested_at')
    .executeTakeFirst();
  const freeAt = oldest ? Date.parse(oldest.requested_at) + HOUR_MS : now.getTime() + HOUR_MS;
  return {
    ok: false,
    reason: 'hourly',
    retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
  };
}

function refusal(gate: Extract<MailGate, { ok: false }>): AppError {
  const headers = { 'Retry-After': String(gate.retryAfterSeconds) };
  if (gate.reason === 'too-soon') {
    return new AppError(
      429,
      fill(serverMessages.resendTooSoon, { seconds: gate.retryAfterSeconds }),
      undefined,
      headers,
    );
  }
  return new AppError(
    429,
    fill(serverMessages.hourlyCap, { minutes: Math.ceil(gate.retryAfterSeconds / 60) }),
    undefined,
    headers,
  );
}

/**
 * Tries the queued mail at once. A failure leaves it queued: the subscriber stays pending and
 * the worker retries with backoff, so the answer is still a success.
 */
async function deliverNow(mailId: number) {
  const result = await deliverMail(mailId, mailRenderers);
  if (result.outcome !== 'sent')
    log.warn('newsletter.mail_deferred', { mailId, outcome: result.outcome });
}
