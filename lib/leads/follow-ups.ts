import type { Transaction } from 'kysely';
import type { Database } from '@/lib/db';
import type { Lead } from './schema';

/**
 * What a newly stored lead sets off in other features (the team's notification, the
 * applicant's receipt, the owner's reminder): each feature registers its own follow-up, the
 * way it registers its kinds of job, and the lead store runs them in the lead's transaction,
 * so that an acknowledged lead always has them queued. The leads know none of them by name.
 *
 * The registry is kept on globalThis: the server's bundles may each hold their own copy of
 * this module, and a follow-up registered at start-up (instrumentation) must be the one a
 * Server Action's copy finds.
 */
export interface LeadFollowUpContext {
  /** When the lead was stored. */
  at: Date;
  /** LEADS_NOTIFY_EMAIL is set: the owner is mailed about leads. */
  notify: boolean;
}

/**
 * Queues what follows a new lead, in its transaction; the ids of the jobs to try once the
 * visitor has their answer (the others wait for their time).
 */
export type LeadFollowUp = (
  trx: Transaction<Database>,
  lead: Lead,
  context: LeadFollowUpContext,
) => Promise<number[]>;

const globalForLeads = globalThis as unknown as { __leadFollowUps?: Map<string, LeadFollowUp> };
const followUps = (globalForLeads.__leadFollowUps ??= new Map<string, LeadFollowUp>());

/** Registers (or replaces) a feature's follow-up of a new lead, under the feature's name. */
export function registerLeadFollowUp(name: string, followUp: LeadFollowUp): void {
  followUps.set(name, followUp);
}

/**
 * The follow-ups registered in this process, in the order they were registered. None at all
 * means the process never registered the site's jobs (registerSiteJobs): a lead stored then
 * would be kept without its receipt or its notification, so storing one fails loudly instead.
 */
export function leadFollowUps(): LeadFollowUp[] {
  if (followUps.size === 0) {
    throw new Error(
      'No follow-up of a new lead is registered in this process: call registerSiteJobs() before storing leads',
    );
  }
  return [...followUps.values()];
}
