import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages, waitUntil } from './apt';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's redis-server on a loopback port, in a temporary folder, keeping nothing on disk
 * (no snapshots, no append-only file). Installs the package when it is missing.
 */
export async function startRedis({ port }: { port: number }): Promise<RunningRedis> {
  ensureDebianPackages(['redis-server']);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-redis-'));
  const server = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--logfile',
      path.join(dir, 'redis.log'),
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      `redis-server on port ${port}`,
      () =>
        spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() ===
        'PONG',
    );
  } catch (error) {
    const logFile = path.join(dir, 'redis.log');
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
