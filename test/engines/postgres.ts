import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages } from './apt';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

/** The newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<major>/bin). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) throw new Error('PostgreSQL server binaries not found');
  return path.join(root, majors[0]!, 'bin');
}

/**
 * Debian's PostgreSQL on a loopback port with a fresh cluster in a temporary folder (trust
 * authentication, no fsync: a throwaway). PostgreSQL refuses to run as root, so as root the
 * cluster belongs to the `postgres` system user that the package creates.
 */
export async function startPostgres({ port }: { port: number }): Promise<RunningPostgres> {
  ensureDebianPackages(['postgresql']);
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-postgres-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir], { stdio: 'inherit' });
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
    }
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`,
    'start',
  ]);
  const stop = async () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
