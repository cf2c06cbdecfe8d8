import { spawnSync } from 'node:child_process';

/** Installs the Debian packages that are missing (CI starts from a fresh machine, as root). */
export function ensureDebianPackages(packages: string[]) {
  const missing = packages.filter(
    (name) => spawnSync('dpkg', ['-s', name], { stdio: 'ignore' }).status !== 0,
  );
  if (missing.length === 0) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[]) => {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  };
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
}

/** Polls `check` until it is true, or throws after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not ready after ${timeoutMs} ms`);
}
