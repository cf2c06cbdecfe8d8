import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server for the engines suite and the benchmarks: Debian's package
 * (installed when missing), a new cluster in a temporary folder, listening on 127.0.0.1 only,
 * with trust authentication for the `postgres` role. PostgreSQL refuses to run as root, so as
 * root the cluster belongs to the `postgres` system user that the package creates. `stop()`
 * ends the server and removes the folder; so does the process's exit.
 *
 *   npx tsx test/engines/postgres.ts --port 25433 [--durable]
 *
 * starts one by hand, prints its URL and stops it on Ctrl-C.
 */
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  port: number;
  /**
   * Keep PostgreSQL's crash safety (fsync, synchronous commit), as a benchmark must. Tests
   * run without it: their data is thrown away.
   */
  durable?: boolean;
}

export async function startPostgres({
  port,
  durable = false,
}: PostgresOptions): Promise<PostgresServer> {
  const bin = postgresBin();
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-postgres-'));
  const data = path.join(dir, 'data');
  if (root) execFileSync('chown', ['postgres:postgres', dir]);
  // As root, every PostgreSQL program runs as the postgres user.
  const run = (program: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], {
          cwd: dir,
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, program), args, { cwd: dir, stdio: 'pipe' });

  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=200',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  const log = path.join(dir, 'server.log');
  try {
    run('pg_ctl', ['-D', data, '-o', settings.join(' '), '-l', log, '-w', '-t', '60', 'start']);
  } catch (error) {
    const detail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `PostgreSQL did not start on 127.0.0.1:${port} (is the port taken?)\n${detail || String(error)}`,
    );
  }

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stopNow);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      process.removeListener('exit', stopNow);
      stopNow();
    },
  };
}

/** The newest installed PostgreSQL's programs, installing Debian's package when none is. */
export function postgresBin(): string {
  const find = () => {
    const root = '/usr/lib/postgresql';
    if (!fs.existsSync(root)) return undefined;
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'postgres')))
      .sort((a, b) => Number(b) - Number(a));
    return versions[0] && path.join(root, versions[0], 'bin');
  };
  let bin = find();
  if (!bin) {
    if (process.getuid?.() !== 0) {
      throw new Error('PostgreSQL is not installed: apt-get install postgresql (as root)');
    }
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env,
    });
    bin = find();
    if (!bin) throw new Error('apt-get installed postgresql, but no server program was found');
  }
  return bin;
}

if (require.main === module) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  const port = Number(arg('--port') ?? 25433);
  startPostgres({ port, durable: process.argv.includes('--durable') }).then(
    (server) => {
      console.log(`${server.url}  (Ctrl-C stops it)`);
      const stop = () => void server.stop().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      setInterval(() => undefined, 1 << 30);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
