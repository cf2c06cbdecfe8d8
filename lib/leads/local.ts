import { getConfig } from '@/lib/config';
import { afterAnswer } from '@/lib/http/after-answer';
import { errorFields, log } from '@/lib/log';
import { sendQueuedMail } from '@/lib/mail';
import { optInWithin } from '@/lib/newsletter';
import { storeLead } from './store';
import { LEAD_SUCCESS_MESSAGE, type LeadBackend } from './types';

/**
 * The local lead backend: the lead is kept in the store, with the team's notification
 * (LEADS_NOTIFY_EMAIL) and the newsletter opt-in it asked for written in the same transaction.
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
    const { created, mailId, receiptId } = stored;
    // The confirmation mail of an opt-in written with the lead goes after the answer too.
    stored.also?.afterCommit();
    if (mailId !== undefined) {
      // The lead is already committed; the mail is sent after the answer, and a failure stays
      // queued to be retried later. It never fails the lead.
      afterAnswer(
        () => sendQueuedMail(mailId),
        (error) => log.error('leads.notify_failed', { mailId, ...errorFields(error) }),
      );
    }
    if (receiptId !== undefined) {
      afterAnswer(
        () => sendQueuedMail(receiptId),
        (error) => log.error('leads.receipt_failed', { mailId: receiptId, ...errorFields(error) }),
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
