import type { Transaction } from 'kysely';
import { serverMessages } from '@/content/newsletter';
import { getDb, groupedWrite, type Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { getConfig } from '@/lib/config';
import { afterAnswer } from '@/lib/http/after-answer';
import { errorFields, log } from '@/lib/log';
import { enqueueMail, sendQueuedMail } from '@/lib/mail';
import {
  findSubscriber,
  spendTokens,
  unsubscribeWithin,
  verifyUnsubscribeToken,
  WELCOME_MAIL_KIND,
} from '@/lib/newsletter/subscribers';
import { hashCode, hashToken } from './codes';
import { MAX_CODE_ATTEMPTS } from './constants';
import * as queries from './queries';
import {
  codeRefusal,
  codeStillValid,
  gateRefusal,
  requestConfirmationMail,
  wrongCodeRefusal,
  type MailGate,
} from './rules';
import type {
  ConfirmReply,
  MessageReply,
  NewsletterBackend,
  SubscribeReply,
  SubscribeRequest,
} from './types';

/**
 * The local newsletter backend: subscribers in the store, each confirmation mail a job queued
 * in the same transaction and tried at once. Each operation is one transaction of the
 * queries in queries.ts, decided by the rules in rules.ts.
 */
export const localNewsletter: NewsletterBackend = {
  subscribe,
  resend,
  confirmCode,
  confirmToken,
  unsubscribe,
};

/** What a sign-up's writes decided: already a subscriber, or pending with its mail's fate. */
export type SubscribeOutcome =
  { kind: 'already' } | { kind: 'pending'; id: number; gate: MailGate; codeStillValid: boolean };

/**
 * A sign-up's writes, in a transaction of the caller's: the subscriber (new, or its request
 * renewed) and its confirmation mail queued when the mail caps allow one. The screener's
 * opt-in runs them in the lead's own transaction (opt-in.ts).
 */
export async function subscribeWithin(
  trx: Transaction<Database>,
  request: SubscribeRequest,
  now: Date,
): Promise<SubscribeOutcome> {
  const inserted = await queries.insertSubscriber(trx, { request, now });
  const subscriber = (await findSubscriber(trx, { email: request.email }))!;
  // A suppressed address (bounces, a complaint) signs up again to lift it: it confirms anew.
  if (subscriber.status === 'confirmed' && !subscriber.suppressed_at) return { kind: 'already' };
  if (inserted === undefined) {
    const wasUnsubscribed = subscriber.status === 'unsubscribed';
    await queries.renewRequest(trx, { id: subscriber.id, request, wasUnsubscribed, now });
  }
  const gate = await requestConfirmationMail(trx, { subscriberId: subscriber.id, now });
  return {
    kind: 'pending',
    id: subscriber.id,
    gate,
    codeStillValid: codeStillValid(subscriber, now),
  };
}

async function subscribe(request: SubscribeRequest, now = new Date()): Promise<SubscribeReply> {
  // Committed with the other sign-ups and leads arriving at the same time.
  const outcome = await groupedWrite((trx) => subscribeWithin(trx, request, now));

  if (outcome.kind === 'already') {
    log.info('newsletter.already_subscribed');
    return { message: serverMessages.alreadySubscribed, alreadySubscribed: true };
  }
  log.info('newsletter.subscribe', { subscriberId: outcome.id, source: request.source });
  if (outcome.gate.ok) {
    const sent = await deliverNow(outcome.gate.mailId);
    return {
      message: sent ? serverMessages.subscribed : serverMessages.subscribedMailDelayed,
      alreadySubscribed: false,
    };
  }
  if (outcome.gate.reason === 'unsent') {
    return { message: serverMessages.mailDelayed, alreadySubscribed: false };
  }
  // No new mail may be sent yet; the last one's code still works, so send them to it.
  if (outcome.codeStillValid) {
    return { message: serverMessages.pendingStillValid, alreadySubscribed: false };
  }
  throw gateRefusal(outcome.gate);
}

async function resend(email: string, now = new Date()): Promise<MessageReply> {
  const outcome = await getDb()
    .transaction()
    .execute(async (trx) => {
      const subscriber = await findSubscriber(trx, { email });
      if (!subscriber || subscriber.status === 'unsubscribed') return { kind: 'none' as const };
      if (subscriber.status === 'confirmed') return { kind: 'confirmed' as const };
      const gate = await requestConfirmationMail(trx, { subscriberId: subscriber.id, now });
      return { kind: 'pending' as const, id: subscriber.id, gate };
    });
  if (outcome.kind === 'none') throw new AppError(409, serverMessages.nothingPending);
  if (outcome.kind === 'confirmed') throw new AppError(409, serverMessages.alreadyConfirmed);
  if (!outcome.gate.ok && outcome.gate.reason === 'unsent') {
    return { message: serverMessages.mailDelayed };
  }
  if (!outcome.gate.ok) throw gateRefusal(outcome.gate);
  log.info('newsletter.resend', { subscriberId: outcome.id });
  const sent = await deliverNow(outcome.gate.mailId);
  return { message: sent ? serverMessages.resent : serverMessages.mailDelayed };
}

async function confirmCode(email: string, code: string, now = new Date()): Promise<ConfirmReply> {
  const codeHash = hashCode(email, code);
  const maxAttempts = MAX_CODE_ATTEMPTS;
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const id = await queries.confirmByCode(trx, { email, codeHash, maxAttempts, now });
      if (id !== undefined) {
        await spendTokens(trx, { subscriberId: id, now });
        return { kind: 'confirmed' as const, id, welcome: await queueWelcome(trx, id, now) };
      }
      const wrong = await queries.countWrongCode(trx, { email, maxAttempts, now });
      if (wrong) return { kind: 'wrong' as const, ...wrong };
      return { kind: 'refused' as const, subscriber: await findSubscriber(trx, { email }) };
    });

  if (result.kind === 'confirmed') {
    log.info('newsletter.confirmed', { subscriberId: result.id, via: 'code' });
    sendWelcomeAfterAnswer(result.welcome);
    return { message: serverMessages.confirmed, subscriberId: result.id };
  }
  if (result.kind === 'wrong') {
    log.info('newsletter.wrong_code', { subscriberId: result.id, attempts: result.code_attempts });
    throw wrongCodeRefusal(result.code_attempts);
  }
  throw codeRefusal(result.subscriber, now);
}

async function confirmToken(token: string, now = new Date()): Promise<ConfirmReply> {
  const confirmed = await getDb()
    .transaction()
    .execute(async (trx) => {
      const subscriberId = await queries.spendToken(trx, { tokenHash: hashToken(token), now });
      if (subscriberId === undefined) return undefined;
      const id = await queries.confirmById(trx, { id: subscriberId, now });
      if (id === undefined) return undefined;
      await spendTokens(trx, { subscriberId: id, now });
      return { id, welcome: await queueWelcome(trx, id, now) };
    });
  if (confirmed === undefined) {
    log.info('newsletter.link_refused');
    throw new AppError(400, serverMessages.linkInvalid);
  }
  log.info('newsletter.confirmed', { subscriberId: confirmed.id, via: 'link' });
  sendWelcomeAfterAnswer(confirmed.welcome);
  return { message: serverMessages.confirmed, subscriberId: confirmed.id };
}

/** Unsubscribes the holder of a valid unsubscribe token; repeating it is harmless. */
async function unsubscribe(token: string, now = new Date()): Promise<MessageReply> {
  const id = verifyUnsubscribeToken(token);
  if (id === null) throw new AppError(400, serverMessages.unsubscribeInvalid);
  const changed = await getDb()
    .transaction()
    .execute((trx) => unsubscribeWithin(trx, { id, now }));
  if (changed) log.info('newsletter.unsubscribed', { subscriberId: id });
  return { message: serverMessages.unsubscribed };
}

/** With the sending newsletter on, a confirmation queues the welcome mail in its transaction. */
async function queueWelcome(trx: Transaction<Database>, subscriberId: number, now: Date) {
  if (!getConfig().newsletter.enabled) return undefined;
  return enqueueMail(trx, WELCOME_MAIL_KIND, { subscriberId }, now);
}

/** Tries the welcome mail once the visitor has their answer; the queue retries a failure. */
function sendWelcomeAfterAnswer(mailId: number | undefined) {
  if (mailId === undefined) return;
  afterAnswer(
    () => sendQueuedMail(mailId),
    (error) => log.warn('newsletter.welcome_deferred', { mailId, ...errorFields(error) }),
  );
}

/**
 * Tries the queued mail at once. A failure leaves it queued: the subscriber stays pending and
 * the mail is retried later with backoff, so the request still succeeds, but its answer says
 * the mail has not gone (false). 'busy' means another runner is sending it right now.
 */
/** Sends a queued confirmation mail now; true when it went (or another process has it). */
export async function deliverNow(mailId: number): Promise<boolean> {
  const outcome = await sendQueuedMail(mailId);
  if (outcome !== 'sent') log.warn('newsletter.mail_deferred', { mailId, outcome });
  return outcome === 'sent' || outcome === 'busy';
}
