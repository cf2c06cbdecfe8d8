import type { Kysely, Transaction } from 'kysely';
import { getDb, inSavepoint, type Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { afterAnswer } from '@/lib/http/after-answer';
import { enqueueJob, retryAt, type JobRef } from '@/lib/jobs';
import { errorFields, log } from '@/lib/log';
import { REMOTE_RETRY_SECONDS } from '@/lib/remote-backend';
import { newsletterBackend } from './backend';
import { deliverNow, subscribeWithin, type SubscribeOutcome } from './local';
import { OPT_IN_RETRY_KIND } from './constants';
import { normalizeEmail } from './schema';
import type { SubscribeOptions } from './types';

/**
 * The screener's newsletter opt-in: the double opt-in with the screener as consent evidence;
 * when the backend does not answer, it is kept as a job, never lost silently.
 */
export const SCREENER_CONSENT_TEXT =
  'Ticked “Send me the newsletter” on the booking screener, then confirmed by email.';

export interface DoubleOptInRequest {
  email: string;
  /** Where the opt-in came from; 'screener' is the booking screener's newsletter box. */
  source: 'screener';
  page?: string | null;
  /** The wording of the opt-in the person ticked, kept as consent evidence. */
  consentText?: string;
}

export type DoubleOptInOutcome = 'started' | 'already-subscribed' | 'refused' | 'failed';

/** Starts the double opt-in; never throws, so a newsletter problem never loses the lead. */
export async function startDoubleOptIn(
  request: DoubleOptInRequest,
  options?: SubscribeOptions,
): Promise<DoubleOptInOutcome> {
  try {
    const reply = await newsletterBackend().subscribe(
      {
        email: normalizeEmail(request.email),
        source: 'screener opt-in',
        page: request.page ?? null,
        consentText: request.consentText ?? SCREENER_CONSENT_TEXT,
      },
      undefined,
      options,
    );
    return reply.alreadySubscribed ? 'already-subscribed' : 'started';
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      log.info('newsletter.opt_in_refused', { status: error.status });
      return 'refused';
    }
    log.error('newsletter.opt_in_failed', errorFields(error));
    return 'failed';
  }
}

/** An opt-in written with a lead, and what is left to do once that lead is committed. */
export interface OptInWithin {
  outcome: DoubleOptInOutcome;
  /** Sends the queued confirmation mail, after the commit; a failure stays queued for retry. */
  afterCommit(): void;
}

/**
 * The local double opt-in in the lead's transaction, in a savepoint: if it fails, it alone rolls
 * back and a retry is queued, so a newsletter problem never fails the lead.
 */
export async function optInWithin(
  trx: Transaction<Database>,
  request: DoubleOptInRequest,
  { leadId, now }: { leadId: string; now: Date },
): Promise<OptInWithin> {
  const nothingLeft = () => {};
  let subscribed: SubscribeOutcome;
  try {
    subscribed = await inSavepoint(trx, 'opt_in', () =>
      subscribeWithin(
        trx,
        {
          email: normalizeEmail(request.email),
          source: 'screener opt-in',
          page: request.page ?? null,
          consentText: request.consentText ?? SCREENER_CONSENT_TEXT,
        },
        now,
      ),
    );
  } catch (error) {
    log.error('newsletter.opt_in_failed', errorFields(error));
    await queueOptIn(leadId, request, now, trx);
    return { outcome: 'failed', afterCommit: nothingLeft };
  }
  if (subscribed.kind === 'already')
    return { outcome: 'already-subscribed', afterCommit: nothingLeft };
  const { gate } = subscribed;
  if (gate.ok) {
    const afterCommit = () =>
      afterAnswer(
        () => deliverNow(gate.mailId),
        (error) =>
          log.error('newsletter.mail_deferred', { mailId: gate.mailId, ...errorFields(error) }),
      );
    return { outcome: 'started', afterCommit };
  }
  // An earlier mail still waiting, or a code still valid: the person has what they need.
  const started = gate.reason === 'unsent' || subscribed.codeStillValid;
  if (!started) log.info('newsletter.opt_in_refused', { status: 429 });
  return { outcome: started ? 'started' : 'refused', afterCommit: nothingLeft };
}

/** Keeps an opt-in whose first try failed for retry, one per lead (`db` may be the lead's trx). */
export async function queueOptIn(
  leadId: string,
  request: DoubleOptInRequest,
  now = new Date(),
  db: Kysely<Database> | Transaction<Database> = getDb(),
): Promise<void> {
  const ref: JobRef = {
    leadId,
    email: request.email,
    page: request.page ?? null,
    consentText: request.consentText ?? SCREENER_CONSENT_TEXT,
  };
  await enqueueJob(db, OPT_IN_RETRY_KIND, ref, {
    runAt: new Date(retryAt(now, REMOTE_RETRY_SECONDS, 1)),
    uniqueKey: `${OPT_IN_RETRY_KIND}:${leadId}`,
    now,
  });
}

/** The opt-in job: tries again until the backend answers for good. */
export async function retryOptIn(ref: JobRef): Promise<'started' | 'settled'> {
  const outcome = await startDoubleOptIn({
    email: String(ref.email),
    source: 'screener',
    page: typeof ref.page === 'string' ? ref.page : null,
    consentText: String(ref.consentText),
  });
  if (outcome === 'failed') throw new Error('The newsletter backend did not answer');
  log.info('newsletter.opt_in_retried', { lead: ref.leadId, outcome });
  return outcome === 'started' ? 'started' : 'settled';
}
