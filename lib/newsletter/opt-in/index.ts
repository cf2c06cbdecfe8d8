import 'server-only';
import { newsletterSection, serverMessages } from '@/content/newsletter';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { newsletterBackend } from './backend';
import { limitAddress } from './limits';
import {
  normalizeEmail,
  tokenField,
  type ConfirmRequest,
  type ResendInput,
  type SubscribeInput,
  type UnsubscribeInput,
} from './schema';
import type { ConfirmReply, MessageReply, SubscribeReply } from './types';

/**
 * The newsletter's opt-in, the only module of it server code imports: each operation takes the
 * validated input, applies the per-address limits and hands it to the backend (local store or
 * remote; unsubscribe always local).
 */
export { confirmRequestSchema, resendSchema, subscribeSchema, unsubscribeSchema } from './schema';
export { CLIENT_LIMITS } from './limits';
export { pageFromReferer } from './consent';
export { NEWSLETTER_GATES } from './gates';
export {
  SCREENER_CONSENT_TEXT,
  optInWithin,
  queueOptIn,
  startDoubleOptIn,
  type OptInWithin,
  type DoubleOptInOutcome,
  type DoubleOptInRequest,
} from './opt-in';
export { registerOptInJobs } from './jobs';
export { readPreferences, type PreferencesView } from './preferences';
export { subscribersCsv, type SubscriberStatus } from './export';
export { OPT_IN_RETRY_KIND, PENDING_RETENTION_DAYS } from './constants';
export { optInPersonalData } from './personal-data';

/** Starts the double opt-in; `page` is the site path the form was on, kept with the consent. */
export async function subscribe(
  input: SubscribeInput,
  { page }: { page: string | null },
): Promise<SubscribeReply> {
  if (input.website) {
    // The decoy was filled: a robot. Answer as if it worked so it learns nothing.
    log.info('newsletter.decoy_dropped');
    return { message: serverMessages.subscribed, alreadySubscribed: false };
  }
  const email = normalizeEmail(input.email);
  await limitAddress('mail', email);
  return newsletterBackend().subscribe({
    email,
    source: 'sign-up form',
    page,
    consentText: newsletterSection.consent,
  });
}

/** Sends a fresh confirmation mail to a pending address. */
export async function resend(input: ResendInput): Promise<MessageReply> {
  const email = normalizeEmail(input.email);
  await limitAddress('mail', email);
  return newsletterBackend().resend(email);
}

/** Confirms with the link's token, or with the address and its 6-digit code. */
export async function confirm(input: ConfirmRequest): Promise<MessageReply> {
  const { message } = await confirmNamingSubscriber(input);
  return { message };
}

/** confirm(), naming the subscriber (local only) for the topic choice; the id stays on the server. */
export async function confirmNamingSubscriber(input: ConfirmRequest): Promise<ConfirmReply> {
  if ('token' in input) return newsletterBackend().confirmToken(input.token);
  const email = normalizeEmail(input.email);
  await limitAddress('confirm', email);
  return newsletterBackend().confirmCode(email, input.otpCode);
}

/** Unsubscribes with the /unsubscribe page's token, or a one-click post's from the query. */
export async function unsubscribe(
  input: UnsubscribeInput,
  { request }: { request: Request },
): Promise<MessageReply> {
  const raw = 'token' in input ? input.token : new URL(request.url).searchParams.get('token');
  const token = tokenField.safeParse(raw);
  if (!token.success) throw new AppError(400, serverMessages.unsubscribeInvalid);
  return newsletterBackend().unsubscribe(token.data);
}
