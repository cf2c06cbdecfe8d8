// npm run test:secrets - no secret may reach HTML or a client bundle (team standard).
// Builds the site into .next/secrets-check with the functions backend and every secret set to
// a sentinel value, then scans everything a browser can receive: the client output
// (static/) and the prerendered pages, RSC payloads and route bodies (server/app, server/pages).
// Fails naming each file that holds a sentinel. Positive controls prove the scan reads those
// files: the public GA id must appear in the HTML, and the screener's text in a client chunk.
// CHECK_SECRETS_SKIP_BUILD=1 scans the last check build again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const distDir = '.next/secrets-check';
const out = path.resolve(distDir);

const SENTINELS = {
  BACKEND_ANON_KEY: 'sentinelAnonKey4f1c9e7b2a6d',
  APP_SECRET: 'sentinelAppSecret8d2e6f0a4c1b9e7d3f5a',
  WORDPRESS_REVALIDATE_SECRET: 'sentinelWpSecret3b7e1d9c',
  WORDPRESS_PREVIEW_USER: 'sentinelPreviewUser5c8a2e',
  WORDPRESS_PREVIEW_PASSWORD: 'sentinelPreviewPass9d4b7f1e',
  'SMTP_URL password': 'sentinelSmtpPass6a2f8c4e',
  // A chat tool's webhook address is itself the key to post there.
  'ALERT_WEBHOOK_URL path': 'sentinelAlertHook7e3b9d1a',
  ALERT_WEBHOOK_SECRET: 'sentinelAlertSecret2c8f4a6e',
  'ALERT_SMTP_URL password': 'sentinelAlertSmtp5d1e7b3c',
};
// The preview account as it travels: the Authorization header's Basic credential.
SENTINELS['WORDPRESS_PREVIEW_* as Basic credential'] = Buffer.from(
  `${SENTINELS.WORDPRESS_PREVIEW_USER}:${SENTINELS.WORDPRESS_PREVIEW_PASSWORD}`,
).toString('base64');
const PUBLIC_CONTROL = 'G-CANARY1234';
const CLIENT_CONTROL = 'Get Your Growth Plan';

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-check-')),
  BACKEND_FUNCTIONS_URL: 'http://127.0.0.1:3129/functions/v1',
  BACKEND_ANON_KEY: SENTINELS.BACKEND_ANON_KEY,
  APP_SECRET: SENTINELS.APP_SECRET,
  WORDPRESS_REVALIDATE_SECRET: SENTINELS.WORDPRESS_REVALIDATE_SECRET,
  WORDPRESS_PREVIEW_USER: SENTINELS.WORDPRESS_PREVIEW_USER,
  WORDPRESS_PREVIEW_PASSWORD: SENTINELS.WORDPRESS_PREVIEW_PASSWORD,
  SMTP_URL: `smtp://mailer:${SENTINELS['SMTP_URL password']}@127.0.0.1:3128`,
  ALERT_WEBHOOK_URL: `http://127.0.0.1:3127/hooks/${SENTINELS['ALERT_WEBHOOK_URL path']}`,
  ALERT_WEBHOOK_SECRET: SENTINELS.ALERT_WEBHOOK_SECRET,
  ALERT_EMAIL: 'owner@example.com',
  ALERT_SMTP_URL: `smtp://alerts:${SENTINELS['ALERT_SMTP_URL password']}@127.0.0.1:3126`,
  NEXT_PUBLIC_GA_ID: PUBLIC_CONTROL,
  LOG_LEVEL: 'warn',
};

if (process.env.CHECK_SECRETS_SKIP_BUILD !== '1') {
  console.log(`Building with sentinel secrets into ${distDir} ...`);
  const build = spawnSync('npx', ['next', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (build.status !== 0) {
    console.error('The check build failed.');
    process.exit(build.status ?? 1);
  }
}

/** Every file under dir, recursively. */
function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// What a browser receives: client chunks and assets, and the prerendered output (HTML, RSC
// payloads and segment prefetches, route bodies and their headers). Server code is not sent.
const PRERENDERED = /\.(html|rsc|body|meta|txt|xml)$/;
const files = [
  ...walk(path.join(out, 'static')),
  ...walk(path.join(out, 'server', 'app')),
  ...walk(path.join(out, 'server', 'pages')),
].filter((f) => f.includes(`${path.sep}static${path.sep}`) || PRERENDERED.test(f));

const leaks = [];
let publicSeen = 0;
let clientSeen = 0;
for (const file of files) {
  const text = fs.readFileSync(file).toString('latin1');
  for (const [name, value] of Object.entries(SENTINELS)) {
    if (text.includes(value)) leaks.push(`${name} found in ${path.relative(process.cwd(), file)}`);
  }
  if (text.includes(PUBLIC_CONTROL)) publicSeen++;
  if (file.includes(`${path.sep}static${path.sep}`) && text.includes(CLIENT_CONTROL)) clientSeen++;
}

const htmlFiles = files.filter((f) => f.endsWith('.html')).length;
console.log(
  `Scanned ${files.length} files (${htmlFiles} HTML) for ${Object.keys(SENTINELS).length} secrets.`,
);
const problems = [...leaks];
if (htmlFiles === 0) problems.push('No prerendered HTML found: the scan would prove nothing.');
if (publicSeen === 0)
  problems.push(`Control failed: the public GA id ${PUBLIC_CONTROL} appears in no scanned file.`);
if (clientSeen === 0)
  problems.push(`Control failed: "${CLIENT_CONTROL}" appears in no client chunk under static/.`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`FAIL ${problem}`);
  process.exit(1);
}
console.log(
  `OK: no secret in the client output or prerendered pages (controls seen in ${publicSeen} and ${clientSeen} files).`,
);
