import type { Lead } from '@/lib/leads/schema';
import { postJson } from './fetcher';
import type { MessageReply } from './use-mutation';

/**
 * The booking screener's application, sent to POST /api/leads: the reply, or ApiError /
 * NetworkError for the screener to word with messageFor. A plain call, not a hook: the
 * screener's page fetches the code that sends only once the visitor is on their way.
 */
export function postLead(lead: Lead): Promise<MessageReply> {
  return postJson<MessageReply>('/api/leads', lead);
}
