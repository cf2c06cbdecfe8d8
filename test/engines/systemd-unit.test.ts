import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackages, waitUntil } from './apt';
import { stopChild } from './nginx';
import { enginePorts } from './ports';
import { ensureBuild } from './site';

/**
 * The systemd unit of deploy/: as locked down as a web server can be (systemd's own score of
 * 2.0 or better), writing to its data folder only, and the site still working that way.
 * systemd-analyze reads the unit file offline; the unit's file-system view (the release
 * read-only, the staged build bound in place of its .next) is rebuilt with a mount namespace.
 */
const ROOT = path.join(__dirname, '..', '..');
const UNIT = path.join(ROOT, 'deploy', 'hidden-growth.service');
const STAGE = path.join(ROOT, 'deploy', 'stage-build.sh');
const PORT = enginePorts.site(19);

beforeAll(() => ensureDebianPackages(['systemd', 'util-linux']));

/** The unit's settings, name to values, in the order they appear. */
function settings(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of fs.readFileSync(UNIT, 'utf8').split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (match) found.set(match[1]!, [...(found.get(match[1]!) ?? []), match[2]!]);
  }
  return found;
}

it('scores 2.0 or better in systemd-analyze security', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-'));
  try {
    const file = path.join(dir, 'hidden-growth.service');
    fs.copyFileSync(UNIT, file);
    const result = spawnSync('systemd-analyze', ['security', '--offline=yes', file], {
      encoding: 'utf8',
    });
    const score = /Overall exposure level for hidden-growth\.service: (\d+(?:\.\d+)?)/.exec(
      result.stdout,
    );
    expect(score).not.toBeNull();
    expect(Number(score![1])).toBeLessThanOrEqual(2.0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('may write only to its data folder', () => {
  const unit = settings();
  expect(unit.get('ProtectSystem')).toEqual(['strict']);
  expect(unit.get('ProtectHome')).toEqual(['yes']);
  expect(unit.get('PrivateTmp')).toEqual(['yes']);
  expect(unit.get('StateDirectory')).toEqual(['hidden-growth']);
  expect(unit.get('ReadWritePaths')).toBeUndefined();
  // Every writable bind mount comes from the data folder (StateDirectory's).
  for (const bind of (unit.get('BindPaths') ?? []).flatMap((v) => v.split(/\s+/))) {
    expect(bind.split(':')[0]).toMatch(/^\/var\/lib\/hidden-growth\//);
  }
  expect(fs.readFileSync(path.join(ROOT, 'deploy', 'site.env.example'), 'utf8')).toMatch(
    /^DATA_DIR=\/var\/lib\/hidden-growth$/m,
  );
});

const canMount = process.getuid?.() === 0;
(canMount ? it : it.skip)(
  'the site serves, optimises images and regenerates pages with its release read-only',
  async () => {
    ensureBuild();
    const state = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-state-'));
    const staged = path.join(state, 'next');
    const user = execFileSync('id', ['-un'], { encoding: 'utf8' }).trim();
    let child: ReturnType<typeof spawn> | undefined;
    try {
      // The unit's ExecStartPre: the build copied once, without the compiler's cache.
      execFileSync('sh', [STAGE, ROOT, staged, user]);
      expect(fs.readFileSync(path.join(staged, 'BUILD_ID'), 'utf8')).toBe(
        fs.readFileSync(path.join(ROOT, '.next', 'BUILD_ID'), 'utf8'),
      );
      expect(fs.readdirSync(path.join(staged, 'cache'))).toEqual([]);
      const marker = path.join(staged, 'regenerated-since');
      fs.writeFileSync(marker, '');
      execFileSync('sh', [STAGE, ROOT, staged, user]);
      expect(fs.existsSync(marker)).toBe(true); // the same build is kept, not copied again

      // ProtectSystem=strict and BindPaths: the release read-only, the copy in its .next.
      const script = [
        `mount --bind "${ROOT}" "${ROOT}"`,
        `mount -o remount,bind,ro "${ROOT}"`,
        `mount --bind "${staged}" "${ROOT}/.next"`,
        `exec "${process.execPath}" "${ROOT}/dist/server.js"`,
      ].join(' && ');
      child = spawn('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', script], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
          PORT: String(PORT),
          HOSTNAME: '127.0.0.1',
          DATA_DIR: path.join(state, 'data'),
          SITE_URL: `http://127.0.0.1:${PORT}`,
          LOG_LEVEL: 'warn',
        },
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const url = `http://127.0.0.1:${PORT}`;
      await waitUntil('the site', async () => (await fetch(`${url}/api/health`)).ok, 90_000);

      for (const page of ['/', '/insights', '/pricing']) {
        expect((await fetch(`${url}${page}`)).status).toBe(200);
      }
      // A store and its secret in the data folder.
      expect(fs.existsSync(path.join(state, 'data', 'site.db'))).toBe(true);
      // An optimised image, kept in the staged build's cache.
      const image = await fetch(
        `${url}/_next/image?url=${encodeURIComponent('/sample-media/101-why-customers-hire-your-product.webp')}&w=640&q=75`,
        { headers: { accept: 'image/webp' } },
      );
      expect(image.status).toBe(200);
      expect(fs.readdirSync(path.join(staged, 'cache', 'images')).length).toBeGreaterThan(0);

      // A page past its 10 s revalidation is regenerated, and Next keeps the new copy on disk:
      // in the staged build, that is in the data folder.
      const slug = 'a-year-of-switch-interviews-b2b-services';
      // The build may hold a copy an earlier suite regenerated: only one written now counts.
      const since = Date.now();
      const regenerated = () =>
        (fs.readdirSync(path.join(staged, 'server'), { recursive: true }) as string[]).filter(
          (file) =>
            file.startsWith('route-cache') &&
            file.endsWith(`insights/${slug}.html`) &&
            fs.statSync(path.join(staged, 'server', file)).mtimeMs >= since,
        );
      expect(regenerated()).toEqual([]);
      expect((await fetch(`${url}/insights/${slug}`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect((await fetch(`${url}/insights/${slug}`)).status).toBe(200);
      await waitUntil('the regenerated page on disk', () => regenerated().length === 1);
      expect(output).not.toMatch(/EROFS|read-only file system|Failed to update prerender cache/i);
    } finally {
      if (child) await stopChild(child, 'SIGTERM');
      fs.rmSync(state, { recursive: true, force: true });
    }
  },
);
