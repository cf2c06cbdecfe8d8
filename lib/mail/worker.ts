import { errorFields, log } from '@/lib/log';
import { CONFIRMATION_MAIL_KIND } from '@/lib/newsletter/constants';
import { renderConfirmationMail } from '@/lib/newsletter/mail';
import { renderLeadNotification } from '@/lib/leads/notification';
import { LEAD_NOTIFICATION } from '@/lib/leads/store';
import { deliverDueMail, type MailRenderers } from './queue';

/**
 * Every kind of mail the site sends, by queue kind. Features add their renderer here, so the
 * retry worker can render any queued mail after a restart.
 */
export const mailRenderers: MailRenderers = {
  [CONFIRMATION_MAIL_KIND]: (ref) => renderConfirmationMail(ref),
  [LEAD_NOTIFICATION]: renderLeadNotification,
};

const INTERVAL_MS = 30_000;
const globalForWorker = globalThis as unknown as { __mailWorker?: NodeJS.Timeout };

/** Starts the retry loop once per process; it never keeps the process alive on its own. */
export function startMailWorker() {
  if (globalForWorker.__mailWorker) return;
  let running = false;
  globalForWorker.__mailWorker = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueMail(mailRenderers)
      .then((counts) => {
        if (counts.sent + counts.retry + counts.failed > 0) log.info('mail.worker_pass', counts);
      })
      .catch((error) => log.error('mail.worker_error', errorFields(error)))
      .finally(() => {
        running = false;
      });
  }, INTERVAL_MS);
  globalForWorker.__mailWorker.unref();
}
