import { newsletterMessages, serverMessages } from '@/content/newsletter';
import {
  BackendUnavailableError,
  callFunction,
  type CallOptions,
  type FunctionResponse,
} from '@/lib/backend/functions-client';
import { AppError } from '@/lib/errors';
import { localNewsletter } from './local';
import type { MessageReply, NewsletterBackend, SubscribeReply } from './types';

/**
 * The remote backend's newsletter functions with the seed's contract (SPEC.md section 7):
 * subscribe and resend both call subscribe-newsletter with `{ email, confirmed: false }`, the
 * link goes to confirm-subscription (GET, token in the query) and the code to
 * confirm-subscription-otp. Their messages and errors are passed on, with the spec's words
 * when a reply has none. Unsubscribe links are only ever issued by this site's own mail, so
 * they stay with the local store.
 */
interface RemoteReply {
  message?: unknown;
  error?: unknown;
  alreadySubscribed?: unknown;
}

export const functionsNewsletter: NewsletterBackend = {
  async subscribe({ email }): Promise<SubscribeReply> {
    const reply = await call('subscribe-newsletter', { body: { email, confirmed: false } });
    if (!reply.ok) throw remoteError(reply, newsletterMessages.subscribeFailure);
    return {
      message: text(reply.data?.message) ?? newsletterMessages.subscribeSuccess,
      alreadySubscribed: reply.data?.alreadySubscribed === true,
    };
  },

  async resend(email): Promise<MessageReply> {
    const reply = await call('subscribe-newsletter', { body: { email, confirmed: false } });
    if (!reply.ok) throw remoteError(reply, newsletterMessages.resendFailure);
    return { message: newsletterMessages.resendSuccess };
  },

  async confirmToken(token): Promise<MessageReply> {
    const reply = await call('confirm-subscription', { method: 'GET', query: { token } });
    if (!reply.ok) throw remoteError(reply, newsletterMessages.confirmFailure);
    return { message: text(reply.data?.message) ?? newsletterMessages.confirmSuccess };
  },

  async confirmCode(email, otpCode): Promise<MessageReply> {
    const reply = await call('confirm-subscription-otp', { body: { email, otpCode } });
    if (!reply.ok) throw remoteError(reply, newsletterMessages.confirmFailure);
    return { message: text(reply.data?.message) ?? newsletterMessages.confirmSuccess };
  },

  unsubscribe: (token, now) => localNewsletter.unsubscribe(token, now),
};

async function call(name: string, options: CallOptions): Promise<FunctionResponse<RemoteReply>> {
  try {
    return await callFunction<RemoteReply>(name, options);
  } catch (error) {
    if (error instanceof BackendUnavailableError)
      throw new AppError(503, serverMessages.backendDown);
    throw error;
  }
}

/** A 4xx from the remote answers with the same status and its own error text. */
function remoteError(reply: FunctionResponse<RemoteReply>, fallback: string): AppError {
  const data = reply.data;
  const message =
    text(data?.error) ??
    (typeof data?.error === 'object' && data.error !== null
      ? text((data.error as { message?: unknown }).message)
      : undefined) ??
    fallback;
  const status = reply.status >= 400 && reply.status < 500 ? reply.status : 502;
  return new AppError(status, message);
}

/** A non-empty string from a remote reply, capped so that a runaway reply stays readable. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 500) : undefined;
}
