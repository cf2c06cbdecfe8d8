import { getConfig } from '@/lib/config';
import { afterAnswer } from '@/lib/http/after-answer';
import { errorFields, log } from '@/lib/log';
import { sendQueuedMail } from '@/lib/mail';
import { optInWithin } from '@/lib/newsletter/opt-in';
import { storeLead } from './store';
import { LEAD_SUCCESS_MESSAGE, type LeadBackend } from './types';

/**
 * The local lead backend: the lead is kept in the store, with its follow-ups (the team's
 * notification when LEADS_NOTIFY_EMAIL is set, the applicant's receipt) and the newsletter
 * opt-in it asked for written in the same transaction.
 */
export const localLeads: LeadBackend = {
  mode: 'local',
  async submitLead(lead, { optIn } = {}) {
    const notify = Boolean(getConfig().mail.leadsNotifyEmail);
    const stored = await storeLead(lead, {
      notify,
      followUps: true,
      alsoWrite: optIn
        ? (trx, now) => optInWithin(trx, optIn, { leadId: lead.id, now })
        : undefined,
    });
    const { created, sendNow = [] } = stored;
    // The confirmation mail of an opt-in written with the lead goes after the answer too.
    stored.also?.afterCommit();
    // The lead is already committed; its follow-ups' mails (the team's notification, the
    // applicant's receipt) are sent after the answer, and a failure stays queued to be retried
    // later. They never fail the lead.
    for (const job of sendNow) {
      afterAnswer(
        () => sendQueuedMail(job),
        (error) => log.error('leads.follow_up_failed', { job, ...errorFields(error) }),
      );
    }
    log.info('leads.stored', { id: lead.id, created, cta: lead.cta_source });
    return {
      message: LEAD_SUCCESS_MESSAGE,
      created,
      keptIn: 'local',
      optIn: stored.also?.outcome,
    };
  },
};
