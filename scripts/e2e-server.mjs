// Builds the production site (npm run build) and serves it as npm start does, through the
// site's own server, for the browser tests, with a fresh store in .e2e-data so that every run
// starts from nothing. E2E_SKIP_BUILD=1 reuses the last build.
// Unless SMTP_URL is given, the site's mail goes to a real SMTP server started here (on
// E2E_SMTP_PORT, default: any free port) that writes every message it accepts as an .eml file
// into .e2e-data/smtp-sink/, where the browser tests read confirmation codes (e2e/support/mail.ts).
// E2E_BUILD_COPY=1 serves a copy of the build made in the data folder: a second site on
// another configuration (the stand-in WordPress) then keeps rendered pages in a cache of its
// own, as a separate deployment would, instead of sharing the first site's files.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = process.env.E2E_PORT || '3100';
const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  ENABLE_DIAGNOSTICS: '1',
  SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${port}`,
  // The tests play the reverse proxy: each names its visitor's address in X-Forwarded-For, so
  // that each has a rate-limit bucket of its own.
  TRUST_PROXY: 'true',
};

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!process.env.SMTP_URL) env.SMTP_URL = await startSmtpSink(path.join(dataDir, 'smtp-sink'));

let entry = 'server/start.mjs';
if (process.env.E2E_BUILD_COPY === '1') {
  const copy = path.join(dataDir, 'standalone');
  const build = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'standalone');
  // Without what the first site has kept since: rendered pages and fetched data.
  const kept = [
    path.join(build, '.next', 'server', 'route-cache'),
    path.join(build, '.next', 'cache'),
  ];
  cpSync(build, copy, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !kept.includes(path.resolve(source)),
  });
  // Its own server.js, which starts the site from the folder it is in.
  entry = path.join(copy, 'server.js');
}
const server = spawn(process.execPath, [entry, '--port', port, '--hostname', '127.0.0.1'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

/** A real SMTP server on loopback that keeps each message as <time>-<n>.eml in `folder`. */
async function startSmtpSink(folder) {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(5, '0')}.eml`;
        writeFileSync(path.join(folder, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const smtpPort = Number(process.env.E2E_SMTP_PORT || 0);
  await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));
  const { port: actual } = sink.server.address();
  sink.server.unref();
  return `smtp://127.0.0.1:${actual}`;
}
