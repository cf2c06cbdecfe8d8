import { useMutation, type MessageReply } from './use-mutation';

/**
 * The newsletter's call made by a page's own button rather than by a form: the /unsubscribe
 * page's. (The sign-up section and /confirm-subscription post their forms to Server Actions.)
 */
export function useUnsubscribe() {
  return useMutation<{ token: string }, MessageReply>('/api/newsletter/unsubscribe');
}
