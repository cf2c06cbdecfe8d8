import 'server-only';
import { getConfig } from '@/lib/config';
import { answersHttp } from '@/lib/http/reachable';
import { BackendUnavailableError, callFunction, type CallOptions } from './client';
import { interpretReply, type RemoteReply } from './reply';

/**
 * The remote backend (BACKEND_FUNCTIONS_URL and BACKEND_ANON_KEY), the only module features
 * import for it: each operation calls one function and answers what its reply means.
 */
export type RemoteOutcome = RemoteReply | { kind: 'unavailable'; problem: string };
export type { RemoteReply };

/** Delays before the next try of work kept for the remote backend, in seconds. */
export const REMOTE_RETRY_SECONDS = [30, 60, 300, 900, 1800, 3600] as const;

/** A visitor's call, retries included, ends within 5 s, leaving room for the rest of the request. */
export const VISITOR_BUDGET_MS = 4_000;

/** Who waits: a visitor's call retries within its budget; a job's is one try of up to 15 s. */
export type Caller = 'visitor' | 'background';

const CALLERS: Record<Caller, CallOptions> = {
  visitor: { budgetMs: VISITOR_BUDGET_MS },
  background: { retries: 0, timeoutMs: 15_000 },
};

/** True when the configuration sends leads and sign-ups to the remote backend. */
export function usesRemoteBackend(): boolean {
  return getConfig().backend.mode === 'remote';
}

/** Whether the functions host answers HTTP within `timeoutMs` (null when not configured). */
export async function probeRemoteBackend(timeoutMs: number): Promise<boolean | null> {
  const backend = getConfig().backend;
  if (backend.mode !== 'remote') return null;
  return answersHttp(backend.functionsUrl, timeoutMs);
}

/** submit-lead with the lead application's fields as the body. */
export function submitLead(lead: object, caller: Caller = 'visitor') {
  return call('submit-lead', { body: lead, ...CALLERS[caller] }, { errorInBody: true });
}

/** subscribe-newsletter `{ email, confirmed: false }`: a sign-up or resend, within what wait is left. */
export function subscribeNewsletter(email: string, budgetMs = VISITOR_BUDGET_MS) {
  return call('subscribe-newsletter', { body: { email, confirmed: false }, budgetMs });
}

/** confirm-subscription by GET, with the link's token in the query. */
export function confirmSubscription(token: string) {
  return call('confirm-subscription', { method: 'GET', query: { token }, ...CALLERS.visitor });
}

/** confirm-subscription-otp with `{ email, otpCode }`. */
export function confirmSubscriptionCode(email: string, otpCode: string) {
  return call('confirm-subscription-otp', { body: { email, otpCode }, ...CALLERS.visitor });
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
