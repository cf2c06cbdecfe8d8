import 'server-only';
import { screenerFields } from '@/content/screener-fields';
import { errorFields, log } from '@/lib/log';
import {
  queueOptIn,
  startDoubleOptIn,
  type DoubleOptInOutcome,
  type DoubleOptInRequest,
} from '@/lib/newsletter/opt-in';
import { VISITOR_BUDGET_MS } from '@/lib/remote-backend';
import { leadBackend } from './backend';
import { leadSchema, type Lead } from './schema';
import { LEADS_MAX_BYTES, LEADS_RATE_LIMIT } from './limits';
import type { LeadOutcome } from './types';

/**
 * Leads' server entry (the browser's is ./client.ts). A validated lead goes to the backend
 * leadBackend() picks, local or remote; what it sets off elsewhere is registered by the
 * features it belongs to (registerLeadFollowUp).
 */
export {
  leadSchema,
  LEAD_FIELDS,
  prepareLeadInput,
  type Lead,
  type LeadInput,
  type ScreenerValues,
} from './schema';
export { LEADS_MAX_BYTES, LEADS_RATE_LIMIT } from './limits';
export type { LeadOutcome };
export { registerLeadJobs } from './jobs';
export { registerLeadFollowUp, type LeadFollowUp, type LeadFollowUpContext } from './follow-ups';
export { isFit } from './fit';
export { getLead, LEAD_FORWARD, LEAD_RETENTION_MONTHS, listLeads, type StoredLead } from './store';
export { leadsToCsv } from './export';
export { leadsPersonalData } from './personal-data';

/**
 * What POST /api/leads accepts (schema, size, per-client limit); the screener's Server Action
 * applies the same gate (lib/screener/form-action.ts).
 */
export const LEAD_GATE = {
  schema: leadSchema,
  maxBytes: LEADS_MAX_BYTES,
  rateLimit: LEADS_RATE_LIMIT,
};

const SCREENER_PATH = '/book-your-growth-call';

/** Below this, what is left of the visitor's wait is not worth a try: the opt-in is queued. */
const MIN_OPT_IN_TRY_MS = 500;

/**
 * Hands a validated lead to the backend, then runs a new lead's follow-ups. The answer depends
 * only on the lead being kept: a failing follow-up is logged, never reported as a failed lead.
 */
export async function submitLead(lead: Lead): Promise<LeadOutcome> {
  // One wait for the whole request: the remote's submit-lead and the opt-in's
  // subscribe-newsletter share the visitor's budget, so a remote that takes the lead and then
  // hangs still leaves the visitor an answer in time.
  const deadline = Date.now() + VISITOR_BUDGET_MS;
  const optIn = lead.newsletter_opt_in ? screenerOptIn(lead) : undefined;
  const outcome = await leadBackend().submitLead(lead, { optIn });
  if (outcome.optIn) {
    // Written with the lead, in its transaction (the local store).
    logOptIn(lead, outcome, outcome.optIn);
  } else if (outcome.created && optIn) {
    await afterLeadStored(lead, optIn, outcome, deadline);
  }
  return outcome;
}

/** The double opt-in a lead with newsletter_opt_in asks for, the screener as its source. */
function screenerOptIn(lead: Lead): DoubleOptInRequest {
  return {
    email: lead.email,
    source: 'screener',
    page: SCREENER_PATH,
    consentText: `Ticked “${screenerFields.contact.newsletter}” on the booking screener.`,
  };
}

function logOptIn(lead: Lead, outcome: LeadOutcome, optIn: DoubleOptInOutcome) {
  log.info('leads.newsletter_opt_in', {
    id: lead.id,
    keptIn: outcome.keptIn,
    optIn: optIn === 'failed' ? 'queued' : optIn,
  });
}

/**
 * The opt-in of a new lead that the (remote) backend did not write with it: the sign-up
 * form's double opt-in, or queued for retry. Nothing here can fail the lead.
 */
async function afterLeadStored(
  lead: Lead,
  request: DoubleOptInRequest,
  outcome: LeadOutcome,
  deadline: number,
): Promise<void> {
  try {
    // A lead kept here for forwarding means the remote did not answer a moment ago: the opt-in
    // goes straight to the queue rather than make the visitor wait for a second round.
    const budgetMs = deadline - Date.now();
    const optIn =
      outcome.keptIn === 'local-pending-forward' ||
      (outcome.keptIn === 'remote' && budgetMs < MIN_OPT_IN_TRY_MS)
        ? 'failed'
        : await startDoubleOptIn(request, outcome.keptIn === 'remote' ? { budgetMs } : undefined);
    if (optIn === 'failed') await queueOptIn(lead.id, request);
    logOptIn(lead, outcome, optIn);
  } catch (error) {
    log.error('leads.after_stored_failed', { id: lead.id, ...errorFields(error) });
  }
}
