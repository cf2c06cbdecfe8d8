import { registerJob } from '@/lib/jobs';
import { MAIL_RETRY_SECONDS, registerMail } from '@/lib/mail';
import { REMOTE_RETRY_SECONDS } from '@/lib/remote-backend';
import {
  ARCHIVE_KIND,
  CONFIRMATION_MAIL_KIND,
  DELIVERY_KIND,
  ISSUE_SEND_KIND,
  OPT_IN_RETRY_KIND,
  POST_CHANGE_KIND,
  PREVIEW_MAIL_KIND,
  WELCOME_MAIL_KIND,
} from './constants';
import { renderConfirmationMail } from './mail';
import { retryOptIn } from './opt-in';
import { handlePostChange, recordArchive, renderPreviewMail } from './publishing';
import { runDelivery, runIssueSend } from './sending';
import { renderWelcomeMail } from './welcome';

/** Reading WordPress again after a failure: soon at first, then hourly, never given up. */
const WORDPRESS_RETRY_SECONDS = [30, 60, 300, 900, 1800, 3600];

/**
 * The newsletter's jobs: the confirmation mail, and a screener opt-in kept for retry. The
 * opt-in's first try was made in the request, so its retries continue the remote's schedule
 * from its second step. Then the sending newsletter's: the welcome mail, each post change the
 * webhook reported, the archive recorded once, an issue's preview and its send, and each
 * delivery (which keeps its own count of tries and records its final failure itself).
 */
export function registerNewsletterJobs(): void {
  registerMail(CONFIRMATION_MAIL_KIND, (ref) => renderConfirmationMail(ref));
  registerJob(OPT_IN_RETRY_KIND, {
    retrySeconds: REMOTE_RETRY_SECONDS.slice(1),
    maxAttempts: Infinity,
    run: retryOptIn,
  });
  registerMail(WELCOME_MAIL_KIND, (ref) => renderWelcomeMail(ref));
  registerMail(PREVIEW_MAIL_KIND, (ref) => renderPreviewMail(ref));
  registerJob(POST_CHANGE_KIND, {
    retrySeconds: WORDPRESS_RETRY_SECONDS,
    maxAttempts: Infinity,
    run: handlePostChange,
  });
  registerJob(ARCHIVE_KIND, {
    retrySeconds: WORDPRESS_RETRY_SECONDS,
    maxAttempts: Infinity,
    run: recordArchive,
  });
  registerJob(ISSUE_SEND_KIND, {
    retrySeconds: WORDPRESS_RETRY_SECONDS,
    maxAttempts: Infinity,
    run: runIssueSend,
  });
  registerJob(DELIVERY_KIND, {
    retrySeconds: MAIL_RETRY_SECONDS,
    maxAttempts: Infinity,
    run: runDelivery,
  });
}
