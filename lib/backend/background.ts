import { forwardPendingLeads } from '@/lib/leads/forwarder';
import { errorFields, log } from '@/lib/log';
import { retryQueuedOptIns } from '@/lib/newsletter/opt-in-queue';

const INTERVAL_MS = 30_000;
const globalForRetries = globalThis as unknown as { __backgroundRetries?: NodeJS.Timeout };

/**
 * One pass of the work kept for later: leads kept here while the remote backend was
 * unreachable (functions mode) and screener opt-ins whose double opt-in could not be started.
 */
export async function runBackgroundRetries(now = new Date()) {
  const [leads, optIns] = await Promise.all([forwardPendingLeads(now), retryQueuedOptIns(now)]);
  return { leads, optIns };
}

/** Starts the retry loop once per process; it never holds the process open. */
export function startBackgroundRetries() {
  if (globalForRetries.__backgroundRetries) return;
  let running = false;
  globalForRetries.__backgroundRetries = setInterval(() => {
    if (running) return;
    running = true;
    runBackgroundRetries()
      .then(({ leads, optIns }) => {
        if (leads.forwarded + leads.retry + leads.rejected > 0)
          log.info('leads.forwarder_pass', { ...leads });
        if (optIns.started + optIns.settled + optIns.retry > 0)
          log.info('newsletter.opt_in_pass', { ...optIns });
      })
      .catch((error) => log.error('background.retries_error', errorFields(error)))
      .finally(() => {
        running = false;
      });
  }, INTERVAL_MS);
  globalForRetries.__backgroundRetries.unref();
}
