import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stopChild } from './nginx';

const ROOT = path.join(__dirname, '..', '..');
const SERVER = path.join(ROOT, 'dist', 'server.js');

/**
 * The production build the engine tests serve, shared with the other suites: built here
 * (Next's build and the site's server) only when there is none yet.
 */
export function ensureBuild() {
  if (fs.existsSync(SERVER) && fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) return;
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('npm run build failed');
}

export interface LiveObjects {
  incomingMessages: number;
  serverResponses: number;
  readableStreams: number;
  rssBytes: number;
}

export interface RunningSite {
  url: string;
  dataDir: string;
  /** Everything the server has printed so far. */
  output(): string;
  /** Live request, response and stream objects after a full collection (needs liveObjectsPort). */
  liveObjects(): Promise<LiveObjects>;
  /** The server process's resident memory, in bytes. */
  residentBytes(): number;
  /** The process id, for tests that kill it as a crash would. */
  pid: number;
  /** Stops it with SIGTERM (as systemd does) and resolves with its exit code. */
  stop(): Promise<number | null>;
}

export interface SiteOptions {
  port: number;
  /** Variables beside a production environment with a fresh store of its own. */
  env?: Record<string, string>;
  /** Serves live-object counts on this port (test/engines/live-objects.mjs). */
  liveObjectsPort?: number;
  /** Keep the data folder on stop (a test that restarts on the same store). */
  dataDir?: string;
}

/**
 * The built site as a server runs it: `node dist/server.js` (npm start) on 127.0.0.1:`port`,
 * with a fresh store in a temporary folder unless one is given, and only the variables given
 * beside the defaults.
 */
export async function startSite({
  port,
  env = {},
  liveObjectsPort,
  dataDir: givenDataDir,
}: SiteOptions): Promise<RunningSite> {
  ensureBuild();
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'engines-site-'));
  const preload = liveObjectsPort
    ? ['--expose-gc', '--import', path.join(ROOT, 'test/engines/live-objects.mjs')]
    : [];
  const child = spawn(process.execPath, [...preload, SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...(liveObjectsPort ? { LIVE_OBJECTS_PORT: String(liveObjectsPort) } : {}),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, 'SIGTERM');
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited:\n${output}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the site did not answer on ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    output: () => output,
    stop,
    residentBytes: () => residentBytes(child.pid!),
    liveObjects: () => {
      if (!liveObjectsPort) throw new Error('started without liveObjectsPort');
      return readLine(liveObjectsPort).then((line) => JSON.parse(line) as LiveObjects);
    },
  };
}

function readLine(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/** VmRSS of a process from /proc (Linux). */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kb * 1024;
}
