import type {
  ConfirmCodeInput,
  ConfirmTokenInput,
  ResendInput,
  SubscribeInput,
} from '@/lib/newsletter/schema';
import { useMutation, type MessageReply } from './use-mutation';

/** The newsletter's calls, each a mutation of its own endpoint. */
export interface SubscribeReply extends MessageReply {
  alreadySubscribed?: boolean;
}

export function useSubscribe() {
  return useMutation<SubscribeInput, SubscribeReply>('/api/newsletter/subscribe');
}

export function useResendConfirmation() {
  return useMutation<ResendInput, MessageReply>('/api/newsletter/resend');
}

export function useConfirmSubscription() {
  return useMutation<ConfirmTokenInput | ConfirmCodeInput, MessageReply>('/api/newsletter/confirm');
}

export function useUnsubscribe() {
  return useMutation<{ token: string }, MessageReply>('/api/newsletter/unsubscribe');
}
