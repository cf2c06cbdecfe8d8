import { getConfig } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { errorFields, log } from '@/lib/log';
import { deliverMail } from '@/lib/mail/queue';
import { mailRenderers } from '@/lib/mail/worker';
import type { Lead } from '@/lib/leads/schema';
import { storeLead } from '@/lib/leads/store';
import { BackendUnavailableError, callFunction, type FunctionResponse } from './functions-client';

/**
 * Where a lead goes (DESIGN.md, "Leads and newsletter"): the local store (default) or the
 * remote backend's submit-lead function when BACKEND_FUNCTIONS_URL and BACKEND_ANON_KEY are set.
 * Either way a lead is acknowledged only once it is durably kept.
 */
export const LEAD_SUCCESS_MESSAGE = 'Application submitted successfully';
export const LEAD_FAILURE_MESSAGE = 'Failed to submit application';

export interface LeadOutcome {
  /** The message for the visitor (the remote backend's own, in functions mode). */
  message: string;
  /** False for a retried submission whose id was already stored. */
  created: boolean;
  /** Where the lead now is: the local store, the remote backend, or here awaiting forwarding. */
  keptIn: 'local' | 'remote' | 'local-pending-forward';
}

export interface LeadBackend {
  mode: 'local' | 'functions';
  submitLead(lead: Lead): Promise<LeadOutcome>;
}

export function getLeadBackend(): LeadBackend {
  return getConfig().backend.mode === 'functions' ? functionsLeadBackend : localLeadBackend;
}

export const localLeadBackend: LeadBackend = {
  mode: 'local',
  async submitLead(lead) {
    const notify = Boolean(getConfig().mail.leadsNotifyEmail);
    const { created, mailId } = await storeLead(lead, { notify });
    if (mailId !== undefined) {
      // The lead is already committed; the mail is sent after the answer, and a failure stays
      // queued for the worker to retry. It never fails the lead.
      void deliverMail(mailId, mailRenderers).catch((error) =>
        log.error('leads.notify_failed', { mailId, ...errorFields(error) }),
      );
    }
    log.info('leads.stored', { id: lead.id, created, cta: lead.cta_source });
    return { message: LEAD_SUCCESS_MESSAGE, created, keptIn: 'local' };
  },
};

export const functionsLeadBackend: LeadBackend = {
  mode: 'functions',
  async submitLead(lead) {
    let reply: SubmitReply;
    try {
      reply = interpretSubmitReply(
        await callFunction<SubmitLeadBody>('submit-lead', { body: lead }),
      );
    } catch (error) {
      if (!(error instanceof BackendUnavailableError)) throw error;
      reply = { kind: 'retry', problem: error.message };
    }
    if (reply.kind === 'accepted') {
      log.info('leads.forwarded', { id: lead.id, cta: lead.cta_source });
      return { message: reply.message, created: true, keptIn: 'remote' };
    }
    if (reply.kind === 'refused') throw new AppError(reply.status, reply.message);
    // The remote backend cannot take the lead now: it is kept here and forwarded later, and
    // the visitor is told it arrived, which it has.
    const { created } = await storeLead(lead, { notify: false, forward: true });
    log.warn('leads.kept_for_forwarding', { id: lead.id, created, problem: reply.problem });
    return { message: LEAD_SUCCESS_MESSAGE, created, keptIn: 'local-pending-forward' };
  },
};

/** submit-lead's reply (SPEC.md section 7): a message, or an error object with a message. */
interface SubmitLeadBody {
  message?: unknown;
  error?: unknown;
}

export type SubmitReply =
  | { kind: 'accepted'; message: string }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'retry'; problem: string };

/** Statuses by which the remote backend refuses the lead itself; the visitor can act on them. */
const REFUSALS = new Set([400, 409, 413, 422]);

/**
 * Reads submit-lead's answer as the seed did: success gives the reply message or 'Application
 * submitted successfully'; failure gives the error message or 'Failed to submit application'.
 * A 4xx that is about this site rather than the lead (401 bad key, 404 missing function,
 * 408, 429) is not the visitor's to fix: the lead is kept and retried instead.
 */
export function interpretSubmitReply(response: FunctionResponse<SubmitLeadBody>): SubmitReply {
  const data = response.data && typeof response.data === 'object' ? response.data : null;
  const remoteError = data?.error;
  if (response.ok && !remoteError) {
    const message = typeof data?.message === 'string' && data.message.trim() ? data.message : '';
    return { kind: 'accepted', message: message || LEAD_SUCCESS_MESSAGE };
  }
  const message = errorMessage(remoteError) ?? LEAD_FAILURE_MESSAGE;
  if (response.ok) return { kind: 'refused', status: 422, message };
  if (REFUSALS.has(response.status)) return { kind: 'refused', status: response.status, message };
  return { kind: 'retry', problem: `HTTP ${response.status}: ${message}` };
}

function errorMessage(error: unknown): string | null {
  if (typeof error === 'string' && error.trim()) return error.trim().slice(0, 500);
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 500);
  }
  return null;
}
