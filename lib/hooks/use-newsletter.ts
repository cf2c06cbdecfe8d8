import type { ConfirmCodeInput, ConfirmTokenInput } from '@/lib/newsletter/schema';
import { useMutation, type MessageReply } from './use-mutation';

/**
 * The newsletter's calls made by a page's own script rather than by a form: the mail links'
 * pages. (The sign-up section posts its forms to a Server Action.)
 */
export function useConfirmSubscription() {
  return useMutation<ConfirmTokenInput | ConfirmCodeInput, MessageReply>('/api/newsletter/confirm');
}

export function useUnsubscribe() {
  return useMutation<{ token: string }, MessageReply>('/api/newsletter/unsubscribe');
}
