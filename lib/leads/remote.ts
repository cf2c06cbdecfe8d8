import { AppError } from '@/lib/errors';
import { errorFields, log } from '@/lib/log';
import * as remote from '@/lib/remote-backend';
import { LEAD_CAMPAIGN_FIELDS } from '@/lib/analytics/campaign';
import type { Lead } from './schema';
import { getLead, recordLeadEvent, settleForwarding, storeLead } from './store';
import { LEAD_FAILURE_MESSAGE, LEAD_SUCCESS_MESSAGE, type LeadBackend } from './types';

/**
 * Leads on the remote backend (submit-lead). The remote's message is passed on; a refusal of
 * the lead itself answers with its status and text. When the remote cannot take the lead now
 * (unreachable, silent past the visitor's budget, or refusing this site rather than the lead:
 * a bad key, a missing function), the lead is kept here and forwarded later, and the visitor
 * is told it arrived, which it has. The remote receives the lead's own id, so a lead sent
 * twice is still one lead.
 *
 * The remote receives the spec's fields only: its contract has no campaign fields, and a
 * function may refuse a body with fields it does not know. The visit's campaign stays here:
 * counted in the store's funnel (and kept on the lead row while a lead waits for forwarding).
 */
export const remoteLeads: LeadBackend = {
  mode: 'remote',
  async submitLead(lead) {
    const reply = read(await remote.submitLead(contractFields(lead)));
    if (reply.kind === 'accepted') {
      await countAccepted(lead);
      log.info('leads.forwarded', { id: lead.id, cta: lead.cta_source });
      return { message: reply.message, created: true, keptIn: 'remote' };
    }
    if (reply.kind === 'refused') throw new AppError(reply.status, reply.message);
    const { created } = await storeLead(lead, { notify: false, forward: true });
    log.warn('leads.kept_for_forwarding', { id: lead.id, created, problem: reply.problem });
    return { message: LEAD_SUCCESS_MESSAGE, created, keptIn: 'local-pending-forward' };
  },
};

/** The lead as submit-lead's contract has it: without the campaign fields. */
function contractFields<T extends Partial<Lead>>(
  lead: T,
): Omit<T, (typeof LEAD_CAMPAIGN_FIELDS)[number]> {
  const fields: Partial<T> = { ...lead };
  for (const field of LEAD_CAMPAIGN_FIELDS) delete fields[field];
  return fields as Omit<T, (typeof LEAD_CAMPAIGN_FIELDS)[number]>;
}

/**
 * Ids of the leads the remote took lately, so that a retried submission the remote takes
 * again is counted once in the funnel (per process: the remote says nothing of repeats).
 */
const recentlyAccepted = new Set<string>();
const RECENT_LIMIT = 1000;

/** A lead the remote took, counted in the funnel here; a failure never fails the lead. */
async function countAccepted(lead: Lead): Promise<void> {
  if (recentlyAccepted.has(lead.id)) return;
  recentlyAccepted.add(lead.id);
  if (recentlyAccepted.size > RECENT_LIMIT) {
    recentlyAccepted.delete(recentlyAccepted.values().next().value!);
  }
  try {
    await recordLeadEvent(lead);
  } catch (error) {
    log.error('leads.count_failed', { id: lead.id, ...errorFields(error) });
  }
}

type LeadReply =
  | { kind: 'accepted'; message: string }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'retry'; problem: string };

/** What submit-lead's outcome means for a lead: taken, refused for good, or to be tried again. */
function read(outcome: remote.RemoteOutcome): LeadReply {
  if (outcome.kind === 'accepted')
    return { kind: 'accepted', message: outcome.message ?? LEAD_SUCCESS_MESSAGE };
  if (outcome.kind === 'unavailable') return { kind: 'retry', problem: outcome.problem };
  const message = outcome.message ?? LEAD_FAILURE_MESSAGE;
  if (outcome.final) return { kind: 'refused', status: outcome.status, message };
  return { kind: 'retry', problem: `HTTP ${outcome.status}: ${message}` };
}

/**
 * The lead-forward job: sends a lead kept here to the remote backend as a background call (one
 * try, no visitor waiting; the job is retried on the remote's schedule until the remote
 * answers). A lead the remote refuses for good stays here, rejected, and in the export.
 */
export async function forwardKeptLead(
  leadId: string,
): Promise<'forwarded' | 'rejected' | 'skipped'> {
  const stored = await getLead(leadId);
  if (!stored || stored.forward_status !== 'pending') return 'skipped';
  const { created_at: _createdAt, forward_status: _forward, status: _status, ...lead } = stored;
  const reply = read(await remote.submitLead(contractFields(lead), 'background'));
  if (reply.kind === 'retry') throw new Error(reply.problem);
  if (reply.kind === 'accepted') {
    await settleForwarding(leadId, { status: 'forwarded' });
    log.info('leads.forwarded_later', { id: leadId });
    return 'forwarded';
  }
  await settleForwarding(leadId, { status: 'rejected', reason: reply.message });
  log.error('leads.forward_rejected', { id: leadId, status: reply.status, message: reply.message });
  return 'rejected';
}
