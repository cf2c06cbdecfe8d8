import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopChild } from './nginx';

const ROOT = path.join(__dirname, '..', '..');
const STANDALONE = path.join(ROOT, '.next', 'standalone');

export interface SiteServer {
  url: string;
  dataDir: string;
  /** Everything the server has printed so far. */
  output: () => string;
  /** Stops it with SIGTERM (as systemd does) and resolves with its exit code. */
  stop: () => Promise<number | null>;
}

/**
 * The built site as a server runs it: `node .next/standalone/server.js` (building it first when
 * there is no build) on 127.0.0.1:`port`, with a fresh store in a temporary folder and only
 * the variables given beside the defaults.
 */
export async function startSiteServer({
  port,
  env = {},
}: {
  port: number;
  env?: Record<string, string>;
}): Promise<SiteServer> {
  if (!fs.existsSync(path.join(STANDALONE, 'server', 'entry.mjs'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-site-'));
  const child = spawn(
    process.execPath,
    [path.join(STANDALONE, 'server.js'), '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited:\n${output}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the site did not answer on ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      await stopChild(child, 'SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
