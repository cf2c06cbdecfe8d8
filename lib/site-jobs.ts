import 'server-only';
import { registerAlerts } from '@/lib/alerts';
import { registerAnalyticsJobs } from '@/lib/analytics/jobs';
import { registerBookingJobs } from '@/lib/booking';
import { startJobLoop } from '@/lib/jobs';
import { registerLeadJobs } from '@/lib/leads';
import { registerIssueJobs } from '@/lib/newsletter/issues';
import { registerOptInJobs } from '@/lib/newsletter/opt-in';

/**
 * Every kind of job the site runs, registered by the feature it belongs to. The server
 * (instrumentation.ts) and `npm run jobs:run` both register them here first, so a queued job
 * finds its handler whichever process picks it up.
 */
export function registerSiteJobs(): void {
  registerLeadJobs();
  registerOptInJobs();
  registerIssueJobs();
  registerAnalyticsJobs();
  registerAlerts();
  registerBookingJobs();
}

/** Registers every kind of job and starts the loop that runs the due ones, once per process. */
export function startSiteJobs(): void {
  registerSiteJobs();
  startJobLoop();
}
