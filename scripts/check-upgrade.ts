// Tries a new Next.js (or React) release on a copy of the site before it is taken:
//
//   npm run check:upgrade -- next@16.5.0-canary.38 [react@… react-dom@…] [-- playwright args]
//
// Copies the checkout (its files as they are, and node_modules) into a temporary folder,
// installs the given versions there (next also brings @next/env and eslint-config-next of the
// same version), type-checks, and runs the browser suite (which builds) on ports of its own,
// then prints the versions and the outcome of each step. The checkout itself is not touched.
// KEEP=1 leaves the copy for a closer look; E2E_PORT (default 3500) moves its ports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const args = process.argv.slice(2);
const split = args.indexOf('--');
const packages = split >= 0 ? args.slice(0, split) : args;
const playwrightArgs = split >= 0 ? args.slice(split + 1) : [];
if (packages.length === 0 || packages.some((spec) => !/^(@[\w.-]+\/)?[\w.-]+@\S+$/.test(spec))) {
  console.error(
    'Usage: npm run check:upgrade -- next@VERSION [other@VERSION …] [-- playwright args]',
  );
  process.exit(2);
}

/** Whether the registry has this version of a package. */
function published(spec: string): boolean {
  const result = spawnSync('npm', ['view', spec, 'version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

/**
 * next@V brings its companions at the same version, as they are released together; one the
 * registry lacks at that version (a canary's eslint-config-next, say) stays as it is.
 */
function withCompanions(specs: string[]): string[] {
  const all = new Set(specs);
  const next = specs.find((spec) => spec.startsWith('next@'));
  if (next) {
    const version = next.slice('next@'.length);
    for (const name of ['@next/env', 'eslint-config-next']) {
      if ([...all].some((spec) => spec.startsWith(`${name}@`))) continue;
      if (published(`${name}@${version}`)) all.add(`${name}@${version}`);
      else console.log(`${name}@${version} is not published: the pinned one stays.`);
    }
  }
  return [...all];
}

function run(step: string, command: string, commandArgs: string[], cwd: string, env = {}) {
  console.log(`\n== ${step}: ${command} ${commandArgs.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  return { step, ok: result.status === 0, seconds };
}

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'check-upgrade-'));
// The checkout as it is (tracked and new files, not what .gitignore leaves out).
const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
});
if (listed.status !== 0) throw new Error('git ls-files failed: run this from the checkout');
for (const file of listed.stdout.split('\0').filter(Boolean)) {
  if (!fs.existsSync(path.join(root, file))) continue;
  fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  fs.copyFileSync(path.join(root, file), path.join(copy, file));
}
if (fs.existsSync(path.join(root, 'node_modules'))) {
  console.log(`Copying node_modules into ${copy}…`);
  fs.cpSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });
}

const targets = withCompanions(packages);
const port = process.env.E2E_PORT || '3500';
const steps = [
  run('install', 'npm', ['install', '--no-audit', '--no-fund', '--save-exact', ...targets], copy),
];
const installed = (name: string) => {
  const file = path.join(copy, 'node_modules', name, 'package.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
    : '?';
};
if (steps.at(-1)!.ok) steps.push(run('typecheck', 'npx', ['tsc', '--noEmit'], copy));
// The browser suite builds the site itself, with the settings its servers need (site URL,
// media hosts), as CI does.
if (steps.at(-1)!.ok) {
  steps.push(
    run('build and browser suite', 'npx', ['playwright', 'test', ...playwrightArgs], copy, {
      E2E_PORT: port,
      CI: '1',
    }),
  );
}

console.log('\n== check:upgrade');
for (const name of ['next', '@next/env', 'eslint-config-next', 'react', 'react-dom'])
  console.log(`${name} ${installed(name)}`);
for (const { step, ok, seconds } of steps)
  console.log(`${ok ? 'pass' : 'FAIL'}  ${step} (${seconds} s)`);
if (process.env.KEEP === '1') console.log(`The copy is kept in ${copy}`);
else fs.rmSync(copy, { recursive: true, force: true });
process.exit(steps.every((step) => step.ok) && steps.length === 3 ? 0 : 1);
