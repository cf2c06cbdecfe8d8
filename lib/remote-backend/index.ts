import 'server-only';
import { getConfig } from '@/lib/config';
import { BackendUnavailableError, callFunction, type CallOptions } from './client';
import { interpretReply, type RemoteReply } from './reply';

/**
 * The remote backend (BACKEND_FUNCTIONS_URL and BACKEND_ANON_KEY set): the only module the
 * features import for it. Each operation calls one function of the remote's contract and
 * answers what its reply means, or `unavailable` when the remote could not be reached after
 * the client's retries. Leads and the newsletter use it through their own remote.ts.
 */
export type RemoteOutcome = RemoteReply | { kind: 'unavailable'; problem: string };
export type { RemoteReply };

/** Delays before the next try of work kept for the remote backend, in seconds. */
export const REMOTE_RETRY_SECONDS = [30, 60, 300, 900, 1800, 3600] as const;

/** True when the configuration sends leads and sign-ups to the remote backend. */
export function usesRemoteBackend(): boolean {
  return getConfig().backend.mode === 'remote';
}

/** submit-lead with the lead application's fields as the body. */
export function submitLead(lead: object, options: { retries?: number } = {}) {
  return call('submit-lead', { body: lead, ...options }, { errorInBody: true });
}

/** subscribe-newsletter with `{ email, confirmed: false }`: a sign-up, and a resend too. */
export function subscribeNewsletter(email: string) {
  return call('subscribe-newsletter', { body: { email, confirmed: false } });
}

/** confirm-subscription by GET, with the link's token in the query. */
export function confirmSubscription(token: string) {
  return call('confirm-subscription', { method: 'GET', query: { token } });
}

/** confirm-subscription-otp with `{ email, otpCode }`. */
export function confirmSubscriptionCode(email: string, otpCode: string) {
  return call('confirm-subscription-otp', { body: { email, otpCode } });
}

async function call(
  name: string,
  options: CallOptions,
  reading?: { errorInBody: boolean },
): Promise<RemoteOutcome> {
  try {
    return interpretReply(await callFunction(name, options), reading);
  } catch (error) {
    if (error instanceof BackendUnavailableError)
      return { kind: 'unavailable', problem: error.message };
    throw error;
  }
}
