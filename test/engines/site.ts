import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitUntil } from './apt';

/**
 * The production build the engine tests serve, shared with the other suites: .next, built
 * here only when there is none yet (as the real-WordPress suite does).
 */
export function ensureBuild() {
  if (fs.existsSync('.next/BUILD_ID')) return;
  const build = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('next build failed');
}

export interface RunningSite {
  url: string;
  /** Live request, response and stream objects after a full collection (needs liveObjectsPort). */
  liveObjects(): Promise<LiveObjects>;
  /** The server process's resident memory, in bytes. */
  residentBytes(): number;
  stop(): Promise<void>;
}

export interface LiveObjects {
  incomingMessages: number;
  serverResponses: number;
  readableStreams: number;
  rssBytes: number;
}

export interface SiteOptions {
  port: number;
  /** Variables on top of a production environment with a fresh store of its own. */
  env?: Record<string, string>;
  /** Serves live-object counts on this port (test/engines/live-objects.mjs). */
  liveObjectsPort?: number;
}

/** One `next start` of the build, on loopback, with its own data folder. */
export async function startSite({ port, env = {}, liveObjectsPort }: SiteOptions) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-site-'));
  const preload = liveObjectsPort
    ? ['--expose-gc', '--import', './test/engines/live-objects.mjs']
    : [];
  const child = spawn(
    process.execPath,
    [...preload, 'node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        ...(liveObjectsPort ? { LIVE_OBJECTS_PORT: String(liveObjectsPort) } : {}),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      `next start on port ${port}`,
      async () => {
        if (child.exitCode !== null) throw new Error('exited');
        return (await fetch(`${url}/api/health`)).ok;
      },
      90_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const site: RunningSite = {
    url,
    stop,
    residentBytes: () => residentBytes(child.pid!),
    liveObjects: () => {
      if (!liveObjectsPort) throw new Error('started without liveObjectsPort');
      return readLine(liveObjectsPort).then((line) => JSON.parse(line) as LiveObjects);
    },
  };
  return site;
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
