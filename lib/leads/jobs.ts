import { registerWaitingJobs } from '@/lib/alerts';
import { registerJob } from '@/lib/jobs';
import { REMOTE_RETRY_SECONDS } from '@/lib/remote-backend';
import { forwardKeptLead } from './remote';
import { LEAD_FORWARD } from './store';

/**
 * The leads' own job: the forwarding of a lead kept here while the remote backend could not
 * take it (tried until the remote answers, on its schedule), watched by the owner's alerts
 * once one has waited more than 15 minutes. What a new lead sets off elsewhere is registered
 * by the features it belongs to (./follow-ups.ts).
 */
export function registerLeadJobs(): void {
  registerJob(LEAD_FORWARD, {
    retrySeconds: REMOTE_RETRY_SECONDS,
    maxAttempts: Infinity,
    run: (ref) => forwardKeptLead(String(ref.leadId)),
  });
  registerWaitingJobs({
    key: 'leads-waiting',
    title: 'Leads wait for the remote backend',
    kinds: [LEAD_FORWARD],
    one: 'lead has',
    many: 'leads have',
    until: 'be forwarded to the remote backend',
  });
}
