import useSWRMutation from 'swr/mutation';
import type {
  ConfirmCodeInput,
  ConfirmTokenInput,
  ResendInput,
  SubscribeInput,
} from '@/lib/newsletter/schema';
import { postJson } from './fetcher';

/**
 * The newsletter's calls as SWR mutations: they run only when triggered (a confirmation link
 * is confirmed by the page's script with a POST, never by loading the URL), report
 * `isMutating`, and throw ApiError / NetworkError for the caller to word.
 */
export interface SubscribeReply {
  message?: string;
  alreadySubscribed?: boolean;
}

export interface MessageReply {
  message?: string;
}

export function useSubscribe() {
  return useSWRMutation(
    '/api/newsletter/subscribe',
    (url: string, { arg }: { arg: SubscribeInput }) => postJson<SubscribeReply>(url, arg),
  );
}

export function useResendConfirmation() {
  return useSWRMutation('/api/newsletter/resend', (url: string, { arg }: { arg: ResendInput }) =>
    postJson<MessageReply>(url, arg),
  );
}

export function useConfirmSubscription() {
  return useSWRMutation(
    '/api/newsletter/confirm',
    (url: string, { arg }: { arg: ConfirmTokenInput | ConfirmCodeInput }) =>
      postJson<MessageReply>(url, arg),
  );
}

export function useUnsubscribe() {
  return useSWRMutation(
    '/api/newsletter/unsubscribe',
    (url: string, { arg }: { arg: { token: string } }) => postJson<MessageReply>(url, arg),
  );
}
