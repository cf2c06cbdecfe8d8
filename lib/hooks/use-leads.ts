import type { Lead } from '@/lib/leads/schema';
import { useMutation, type MessageReply } from './use-mutation';

/** The booking screener's application, sent to POST /api/leads. */
export function useSubmitLead() {
  return useMutation<Lead, MessageReply>('/api/leads');
}
