import { registerJob } from '@/lib/jobs';
import { registerMail } from '@/lib/mail';
import { REMOTE_RETRY_SECONDS } from '@/lib/remote-backend';
import { renderLeadNotification } from './notification';
import { forwardKeptLead } from './remote';
import { LEAD_FORWARD, LEAD_NOTIFICATION } from './store';

/**
 * The leads' jobs: the team's notification mail, and the forwarding of a lead kept here while
 * the remote backend could not take it (tried until the remote answers, on its schedule).
 */
export function registerLeadJobs(): void {
  registerMail(LEAD_NOTIFICATION, renderLeadNotification);
  registerJob(LEAD_FORWARD, {
    retrySeconds: REMOTE_RETRY_SECONDS,
    maxAttempts: Infinity,
    run: (ref) => forwardKeptLead(String(ref.leadId)),
  });
}
