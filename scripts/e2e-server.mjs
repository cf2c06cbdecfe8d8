// Builds the production site and serves it for the browser tests, with a fresh store in
// .e2e-data so that every run starts from nothing. E2E_SKIP_BUILD=1 reuses the last build.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

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
};

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
