import { getConfig } from '@/lib/config';
import { errorFields, log } from '@/lib/log';
import { sendQueuedMail } from '@/lib/mail';
import { storeLead } from './store';
import { LEAD_SUCCESS_MESSAGE, type LeadBackend } from './types';

/**
 * The local lead backend: the lead is kept in the store, with the team's notification
 * (LEADS_NOTIFY_EMAIL) queued in the same transaction.
 */
export const localLeads: LeadBackend = {
  mode: 'local',
  async submitLead(lead) {
    const notify = Boolean(getConfig().mail.leadsNotifyEmail);
    const { created, mailId } = await storeLead(lead, { notify });
    if (mailId !== undefined) {
      // The lead is already committed; the mail is sent after the answer, and a failure stays
      // queued to be retried later. It never fails the lead.
      void sendQueuedMail(mailId).catch((error) =>
        log.error('leads.notify_failed', { mailId, ...errorFields(error) }),
      );
    }
    log.info('leads.stored', { id: lead.id, created, cta: lead.cta_source });
    return { message: LEAD_SUCCESS_MESSAGE, created, keptIn: 'local' };
  },
};
