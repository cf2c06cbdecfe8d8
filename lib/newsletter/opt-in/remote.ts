import { newsletterMessages, serverMessages } from '@/content/newsletter';
import { AppError } from '@/lib/errors';
import * as remote from '@/lib/remote-backend';
import { localNewsletter } from './local';
import type { NewsletterBackend } from './types';

/**
 * The newsletter on the remote backend: its messages and refusals are passed on; unreachable or
 * silent past VISITOR_BUDGET_MS is a 503. Unsubscribe stays with the local store.
 */
export const remoteNewsletter: NewsletterBackend = {
  async subscribe({ email }, _now, options) {
    const reply = accepted(
      await remote.subscribeNewsletter(email, options?.budgetMs),
      newsletterMessages.subscribeFailure,
    );
    return {
      message: reply.message ?? newsletterMessages.subscribeSuccess,
      alreadySubscribed: reply.alreadySubscribed,
    };
  },

  async resend(email) {
    accepted(await remote.subscribeNewsletter(email), newsletterMessages.resendFailure);
    return { message: newsletterMessages.resendSuccess };
  },

  async confirmToken(token) {
    const reply = accepted(
      await remote.confirmSubscription(token),
      newsletterMessages.confirmFailure,
    );
    return { message: reply.message ?? newsletterMessages.confirmSuccess };
  },

  async confirmCode(email, otpCode) {
    const reply = accepted(
      await remote.confirmSubscriptionCode(email, otpCode),
      newsletterMessages.confirmFailure,
    );
    return { message: reply.message ?? newsletterMessages.confirmSuccess };
  },

  unsubscribe: (token, now) => localNewsletter.unsubscribe(token, now),
};

/** The accepted reply; a refusal answers with the remote's status and text (or `fallback`). */
function accepted(outcome: remote.RemoteOutcome, fallback: string) {
  if (outcome.kind === 'unavailable') throw new AppError(503, serverMessages.backendDown);
  if (outcome.kind === 'refused') throw new AppError(outcome.status, outcome.message ?? fallback);
  return outcome;
}
