import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages, waitUntil } from './apt';

export interface RunningRedis {
  url: string;
  /** Stops the server (SIGTERM) and leaves its folder, for start() to bring it back. */
  halt(): Promise<void>;
  /** Starts it again on the same port and folder (with its data, when started keepData). */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Debian's redis-server on a loopback port, in a temporary folder, keeping nothing on disk
 * (no snapshots, no append-only file) unless `keepData`: then it saves a snapshot when it is
 * stopped and reads it back when started again, as a server restarted by its service manager
 * does. Installs the package when it is missing.
 */
export async function startRedis({
  port,
  keepData = false,
}: {
  port: number;
  keepData?: boolean;
}): Promise<RunningRedis> {
  ensureDebianPackages(['redis-server']);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-redis-'));
  let server: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const halt = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
  };
  const stop = async () => {
    await halt();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const start = async () => {
    server = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        keepData ? '3600 1' : '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--logfile',
        path.join(dir, 'redis.log'),
      ],
      { stdio: 'ignore' },
    );
    const child = server;
    exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await waitUntil(
        `redis-server on port ${port}`,
        () =>
          spawnSync('redis-cli', ['-p', String(port), 'ping'], {
            encoding: 'utf8',
          }).stdout.trim() === 'PONG',
      );
    } catch (error) {
      const logFile = path.join(dir, 'redis.log');
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      await stop();
      throw new Error(`${(error as Error).message}\n${log}`);
    }
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, halt, start, stop };
}
