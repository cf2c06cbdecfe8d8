import type { Selectable } from 'kysely';
import { serverMessages } from '@/content/newsletter';
import { fill } from '@/lib/text';
import type { NewsletterSubscriberTable } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { enqueueMail, unsentMail } from '@/lib/mail';
import {
  CONFIRMATION_MAIL_KIND,
  MAX_CODE_ATTEMPTS,
  MAX_MAILS_PER_HOUR,
  RESEND_MIN_MS,
} from './constants';
import { findSubscriber } from '@/lib/newsletter/subscribers';
import { claimMailSlot, oldestMailSince, type Trx } from './queries';

/** The local newsletter's rules: when a mail may go, whether a code works, each refusal's answer. */
type Subscriber = Selectable<NewsletterSubscriberTable>;

const HOUR_MS = 60 * 60 * 1000;

export type MailGate =
  { ok: true; mailId: number } | { ok: false; reason: 'unsent'; mailId: number } | HeldBack;

type HeldBack = { ok: false; reason: 'too-soon' | 'hourly'; retryAfterSeconds: number };

/**
 * Queues one confirmation mail unless the address had one under 30 seconds ago or three this
 * hour; while an earlier one waits unsent, no other is queued (the address gets one mail).
 */
export async function requestConfirmationMail(
  trx: Trx,
  { subscriberId, now }: { subscriberId: number; now: Date },
): Promise<MailGate> {
  const unsent = await unsentMail(trx, CONFIRMATION_MAIL_KIND, { subscriberId });
  if (unsent !== undefined) return { ok: false, reason: 'unsent', mailId: unsent };
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const claimed = await claimMailSlot(trx, {
    subscriberId,
    lastMailBefore: new Date(now.getTime() - RESEND_MIN_MS),
    hourAgo,
    maxPerHour: MAX_MAILS_PER_HOUR,
    now,
  });
  if (claimed) {
    const mailId = await enqueueMail(trx, CONFIRMATION_MAIL_KIND, { subscriberId }, now);
    return { ok: true, mailId };
  }
  const subscriber = await findSubscriber(trx, { id: subscriberId });
  const last = subscriber?.last_mail_at ? Date.parse(subscriber.last_mail_at) : 0;
  if (last && now.getTime() - last < RESEND_MIN_MS) {
    return {
      ok: false,
      reason: 'too-soon',
      retryAfterSeconds: secondsUntil(last + RESEND_MIN_MS, now),
    };
  }
  const oldest = await oldestMailSince(trx, { subscriberId, since: hourAgo });
  const freeAt = oldest ? Date.parse(oldest) + HOUR_MS : now.getTime() + HOUR_MS;
  return { ok: false, reason: 'hourly', retryAfterSeconds: secondsUntil(freeAt, now) };
}

/** A request the gate held back: 429 with its wait, in seconds or in minutes for the hourly cap. */
export function gateRefusal(gate: HeldBack): AppError {
  const message =
    gate.reason === 'too-soon'
      ? fill(serverMessages.resendTooSoon, { seconds: gate.retryAfterSeconds })
      : fill(serverMessages.hourlyCap, { minutes: Math.ceil(gate.retryAfterSeconds / 60) });
  return new AppError(429, message, undefined, { 'Retry-After': String(gate.retryAfterSeconds) });
}

/** The code of the last mail still works: pending, unexpired, with tries left. */
export function codeStillValid(subscriber: Subscriber, now: Date): boolean {
  return (
    subscriber.status === 'pending' &&
    subscriber.code_hash !== null &&
    subscriber.code_expires_at !== null &&
    subscriber.code_expires_at > now.toISOString() &&
    subscriber.code_attempts < MAX_CODE_ATTEMPTS
  );
}

/** A wrong code: 400, or 410 once it was the last try the code had. */
export function wrongCodeRefusal(attempts: number): AppError {
  return attempts >= MAX_CODE_ATTEMPTS
    ? new AppError(410, serverMessages.tooManyAttempts)
    : new AppError(400, serverMessages.wrongCode);
}

/** A code that could not even be tried, answered from the subscriber's state. */
export function codeRefusal(subscriber: Subscriber | undefined, now: Date): AppError {
  if (!subscriber || subscriber.status === 'unsubscribed')
    return new AppError(400, serverMessages.nothingPending);
  if (subscriber.status === 'confirmed') return new AppError(409, serverMessages.alreadyConfirmed);
  if (subscriber.code_attempts >= MAX_CODE_ATTEMPTS)
    return new AppError(410, serverMessages.tooManyAttempts);
  if (
    subscriber.code_hash &&
    subscriber.code_expires_at &&
    subscriber.code_expires_at <= now.toISOString()
  )
    return new AppError(410, serverMessages.codeExpired);
  return new AppError(410, serverMessages.noActiveCode);
}

function secondsUntil(ms: number, now: Date): number {
  return Math.max(1, Math.ceil((ms - now.getTime()) / 1000));
}
