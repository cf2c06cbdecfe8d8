import { registerJob } from '@/lib/jobs';
import { MAIL_RETRY_SECONDS, registerMail } from '@/lib/mail';
import { WELCOME_MAIL_KIND } from '@/lib/newsletter/subscribers';
import {
  ARCHIVE_KIND,
  DELIVERY_KIND,
  ISSUE_SEND_KIND,
  POST_CHANGE_KIND,
  PREVIEW_MAIL_KIND,
} from './constants';
import { handlePostChange, recordArchive, renderPreviewMail } from './publishing';
import { runDelivery, runIssueSend } from './sending';
import { renderWelcomeMail } from './welcome';

/** Reading WordPress again after a failure: soon at first, then hourly, never given up. */
const WORDPRESS_RETRY_SECONDS = [30, 60, 300, 900, 1800, 3600];

/** The sending newsletter's jobs: welcome, post changes, archive, preview, send, deliveries. */
export function registerIssueJobs(): void {
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
