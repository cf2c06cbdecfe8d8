// The Node.js part of instrumentation.ts: the configuration is validated and the store opened
// and migrated before the first request, so a bad setting or a broken disk stops start-up
// loudly. Then every kind of job is registered and the loop that runs the due ones starts.
import { getConfig } from './lib/config';
import { readyStore, storeLocation } from './lib/db';
import { log } from './lib/log';
import { mailTransport, NO_TRANSPORT_MESSAGE } from './lib/mail';
import { queueArchive } from './lib/newsletter/issues';
import { startSiteJobs } from './lib/site-jobs';

/**
 * better-sqlite3's compiled module must load under this Node.js and system: one compiled by hand
 * against another release's headers, or copied from another machine, does not.
 */
const WRONG_BUILD_HINT =
  `A native module could not load under this Node.js (${process.version}): reinstall the ` +
  "release's modules under it (rm -rf node_modules && npm install, with npm_config_nodedir " +
  'naming its own folder if npm compiles anything), then build again.';

export async function startSite() {
  try {
    await start();
  } catch (error) {
    // Next logs a failing hook and serves on, answering 500 to every page: end instead, so
    // that the supervisor (systemd, the platform) sees the failed start.
    console.error('Failed to start server', error);
    if ((error as { code?: string }).code === 'ERR_DLOPEN_FAILED') console.error(WRONG_BUILD_HINT);
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
