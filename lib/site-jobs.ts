import 'server-only';
import { registerAlerts } from '@/lib/alerts';
import { registerAnalyticsJobs } from '@/lib/analytics/jobs';
import { registerBookingJobs } from '@/lib/booking';
import { registerLeadJobs } from '@/lib/leads';
import { registerIssueJobs } from '@/lib/newsletter/issues';
import { registerOptInJobs } from '@/lib/newsletter/opt-in';
import { registerPrivacyJobs } from '@/lib/privacy';
import { startJobLoop } from '@/lib/jobs';
import { registerPurgeJob, schedulePurge } from '@/lib/purge';
import { registerSitePersonalData } from '@/lib/site-personal-data';

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
  registerSitePersonalData();
  registerPrivacyJobs();
  registerPurgeJob();
}

/** Registers every kind of job and starts the loop that runs the due ones, once per process. */
export function startSiteJobs(): void {
  registerSiteJobs();
  schedulePurge();
  startJobLoop();
}
