// The Node.js part of instrumentation.ts: the configuration is validated and the store opened
// and migrated before the first request, so a bad setting or a broken disk stops start-up
// loudly. Then every kind of job is registered and the loop that runs the due ones starts.
import { getConfig } from './lib/config';
import { readyStore, storeLocation } from './lib/db';
import { log } from './lib/log';
import { mailTransport, NO_TRANSPORT_MESSAGE } from './lib/mail';
import { startSiteJobs } from './lib/site-jobs';

/**
 * better-sqlite3 is compiled for one Node.js release when it is installed: npm pointing
 * node-gyp at another release's headers (its nodedir setting), or a release switched after the
 * install, leaves a module that cannot load.
 */
const WRONG_BUILD_HINT =
  `A native module was built for another Node.js than this one (${process.version}): ` +
  'reinstall it under this Node.js, with node-gyp pointed at its own headers, for example ' +
  '`npm_config_nodedir=<its folder> npm rebuild better-sqlite3`, then build again.';

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
  log.info('server.start', {
    store: storeLocation(store),
    backend: config.backend.mode,
    content: config.wordpress.url ? 'wordpress' : 'snapshot',
    mail: mailTransport(),
  });
  if (mailTransport() === 'none')
    log.warn('mail.not_configured', { message: NO_TRANSPORT_MESSAGE });
}
