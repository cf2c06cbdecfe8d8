import { AppError } from '@/lib/errors';
import { errorFields, log } from '@/lib/log';
import { newsletterBackend } from './backend';
import { normalizeEmail } from './schema';

/**
 * The newsletter opt-in ticked elsewhere (a lead with newsletter_opt_in): the same double
 * opt-in as the sign-up form, with the screener as its consent evidence.
 */
export const SCREENER_CONSENT_TEXT =
  'Ticked “Send me the newsletter” on the booking screener, then confirmed by email.';

export interface DoubleOptInRequest {
  email: string;
  /** Where the opt-in came from; 'screener' is the booking screener's newsletter box. */
  source: 'screener';
  /** The site path of the form, when known. */
  page?: string | null;
  /** The wording of the opt-in the person ticked, kept as consent evidence. */
  consentText?: string;
}

export type DoubleOptInOutcome = 'started' | 'already-subscribed' | 'refused' | 'failed';

/**
 * Starts the double opt-in for an address that opted in elsewhere: a pending subscriber with
 * 'screener opt-in' as its consent evidence and a confirmation mail, under the same mail caps.
 * It never throws, so that a newsletter problem can never lose the lead that triggered it;
 * the outcome says what happened.
 */
export async function startDoubleOptIn(request: DoubleOptInRequest): Promise<DoubleOptInOutcome> {
  try {
    const reply = await newsletterBackend().subscribe({
      email: normalizeEmail(request.email),
      source: 'screener opt-in',
      page: request.page ?? null,
      consentText: request.consentText ?? SCREENER_CONSENT_TEXT,
    });
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
