// Builds the production site (npm run build) and serves it as npm start does, for the browser
// tests, with a fresh store in .e2e-data so that every run starts from nothing.
// E2E_SKIP_BUILD=1 reuses the last build.
// Unless SMTP_URL is given, the site's mail goes to a real SMTP server started here (on
// E2E_SMTP_PORT, default: any free port) that writes every message it accepts as an .eml file
// into .e2e-data/smtp-sink/, where the browser tests read confirmation codes (e2e/support/mail.ts).
// E2E_COPY_DIST=<folder inside .next>[,<folder>...] copies the fresh build into each folder
// after building: another site on another configuration (the stand-in WordPress, a GA4 id),
// served from its copy (NEXT_DIST_DIR), then keeps rendered pages in a cache of its own, as a
// separate deployment would, instead of sharing the first site's files.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { copyBuild } from './copy-build.mjs';

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
  // The team's lead mail goes to the sink too, where the owner's links are read.
  LEADS_NOTIFY_EMAIL: process.env.LEADS_NOTIFY_EMAIL || 'owner@e2e.test',
};

const reuse = process.env.E2E_SKIP_BUILD === '1';
if (!reuse) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
for (const copy of (process.env.E2E_COPY_DIST ?? '').split(',').filter(Boolean)) {
  if (!(reuse && existsSync(copy))) copyBuild(process.env.NEXT_DIST_DIR || '.next', copy);
}
if (!process.env.SMTP_URL) env.SMTP_URL = await startSmtpSink(path.join(dataDir, 'smtp-sink'));

const server = spawn(process.execPath, ['dist/server.js'], {
  stdio: 'inherit',
  env: { ...env, PORT: port, HOSTNAME: '127.0.0.1' },
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
