// Runs once when the server starts: the configuration is validated and the store opened and
// migrated before the first request, so a bad setting or a broken disk stops start-up loudly.
// Then every kind of job is registered and the loop that runs the due ones starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
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
  const { getConfig } = await import('./lib/config');
  const { readyStore, storeLocation } = await import('./lib/db');
  const { log } = await import('./lib/log');
  const { mailTransport, NO_TRANSPORT_MESSAGE } = await import('./lib/mail');
  const { startSiteJobs } = await import('./lib/site-jobs');
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
