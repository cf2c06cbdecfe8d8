import 'server-only';
import { getLeadBackend, type LeadOutcome } from '@/lib/backend/leads';
import { errorFields, log } from '@/lib/log';
import type { Lead } from './schema';

/**
 * Takes a validated lead: hands it to the configured backend (local store or remote
 * functions), then runs the follow-ups of a newly kept lead. The visitor's answer depends only
 * on the lead being kept; a follow-up that fails is logged, never reported as a failed lead.
 */
export async function submitLead(lead: Lead): Promise<LeadOutcome> {
  const outcome = await getLeadBackend().submitLead(lead);
  if (outcome.created) await afterLeadStored(lead, outcome);
  return outcome;
}

/**
 * Follow-ups of a lead kept for the first time (not a retried submission).
 * The place for "a lead with newsletter_opt_in starts the double opt-in" (lib/newsletter):
 * call its subscribe service here with lead.email when lead.newsletter_opt_in is true.
 */
export async function afterLeadStored(lead: Lead, outcome: LeadOutcome): Promise<void> {
  try {
    if (lead.newsletter_opt_in) {
      log.info('leads.newsletter_opt_in', { id: lead.id, keptIn: outcome.keptIn });
    }
  } catch (error) {
    log.error('leads.after_stored_failed', { id: lead.id, ...errorFields(error) });
  }
}
