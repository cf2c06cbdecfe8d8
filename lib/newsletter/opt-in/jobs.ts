import { registerJob } from '@/lib/jobs';
import { registerMail } from '@/lib/mail';
import { REMOTE_RETRY_SECONDS } from '@/lib/remote-backend';
import { CONFIRMATION_MAIL_KIND, OPT_IN_RETRY_KIND } from './constants';
import { renderConfirmationMail } from './mail';
import { retryOptIn } from './opt-in';

/** The opt-in's jobs; a screener opt-in's retries continue the remote's schedule from step two. */
export function registerOptInJobs(): void {
  registerMail(CONFIRMATION_MAIL_KIND, (ref) => renderConfirmationMail(ref));
  registerJob(OPT_IN_RETRY_KIND, {
    retrySeconds: REMOTE_RETRY_SECONDS.slice(1),
    maxAttempts: Infinity,
    run: retryOptIn,
  });
}
