// The Node.js part of instrumentation.ts: the configuration is validated and the store opened
// and migrated before the first request, so a bad setting or a broken disk stops start-up
// loudly. Then every kind of job is registered and the loop that runs the due ones starts.
import { getConfig } from './lib/config';
import { readyStore, storeLocation } from './lib/db';
import { log } from './lib/log';
import { mailTransport, NO_TRANSPORT_MESSAGE } from './lib/mail';
import { queueArchive } from './lib/newsletter';
import { startSiteJobs } from './lib/site-jobs';

export async function startSite() {
  try {
    await start();
  } catch (error) {
    // Next logs a failing hook and serves on, answering 500 to every page: end instead, so
    // that the supervisor (systemd, the platform) sees the failed start.
    console.error('Failed to start server', error);
    process.exit(1);
  }
}

async function start() {
  const config = getConfig();
  const store = await readyStore();
  startSiteJobs();
  // The sending newsletter records the posts already published once, the first time it is on,
  // so that switching it on never mails the archive.
  if (config.newsletter.enabled) await queueArchive();
  log.info('server.start', {
    store: storeLocation(store),
    backend: config.backend.mode,
    content: config.wordpress.url ? 'wordpress' : 'snapshot',
    mail: mailTransport(),
  });
  if (mailTransport() === 'none')
    log.warn('mail.not_configured', { message: NO_TRANSPORT_MESSAGE });
}
