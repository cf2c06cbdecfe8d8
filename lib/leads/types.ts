import type { DoubleOptInOutcome, DoubleOptInRequest } from '@/lib/newsletter/opt-in';
import type { Lead } from './schema';

/** What the visitor is told, unless the remote backend has its own words. */
export const LEAD_SUCCESS_MESSAGE = 'Application submitted successfully';
export const LEAD_FAILURE_MESSAGE = 'Failed to submit application';

export interface LeadOutcome {
  /** The message for the visitor (the remote backend's own, when it has one). */
  message: string;
  /** False for a retried submission whose id was already stored. */
  created: boolean;
  /** Where the lead now is: the local store, the remote backend, or here awaiting forwarding. */
  keptIn: 'local' | 'remote' | 'local-pending-forward';
  /** How the opt-in went, when the backend wrote it with the lead (the local store does). */
  optIn?: DoubleOptInOutcome;
}

export interface SubmitLeadOptions {
  /** The newsletter opt-in ticked with the lead; a backend that can, writes it with the lead. */
  optIn?: DoubleOptInRequest;
}

/**
 * Where a lead goes: the local store or the remote backend. Either way it is acknowledged
 * only once it is durably kept; a refusal the visitor can act on throws an AppError.
 */
export interface LeadBackend {
  mode: 'local' | 'remote';
  submitLead(lead: Lead, options?: SubmitLeadOptions): Promise<LeadOutcome>;
}
