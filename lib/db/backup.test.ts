import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { closeOne, openStore } from './index';

const run = promisify(execFile);

/** npm run data:backup / data:restore against DATA_DIR; its exit code and output. */
async function script(name: 'backup' | 'restore', file: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', `scripts/data-${name}.ts`, file], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  dataDir = path.join(dir, 'data');
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function addViews(file: string, paths: string[]) {
  const db = new BetterSqlite3(file);
  const insert = db.prepare(`INSERT INTO page_views (path, day) VALUES (?, '2026-01-01')`);
  for (const p of paths) insert.run(p);
  db.close();
}

const views = (file: string) => {
  const db = new BetterSqlite3(file, { readonly: true });
  const rows = db.prepare('SELECT id, path FROM page_views ORDER BY id').all() as {
    id: number;
    path: string;
  }[];
  db.close();
  return rows;
};

/** A new store in dataDir holding `paths` as page views, closed. */
async function storeWith(paths: string[]) {
  await closeOne(openStore(dataDir));
  addViews(path.join(dataDir, 'site.db'), paths);
  return path.join(dataDir, 'site.db');
}

describe('npm run data:backup', () => {
  it('writes a consistent, checked copy while another process keeps writing', async () => {
    const live = await storeWith([]);
    // The site: another process writing two rows per transaction, as fast as it can.
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(${JSON.stringify(live)});
         db.pragma('busy_timeout = 5000');
         const insert = db.prepare("INSERT INTO page_views (path, day) VALUES ('/w', '2026-01-01')");
         const pair = db.transaction(() => { insert.run(); insert.run(); });
         const end = Date.now() + 30000;
         process.stdout.write('writing\\n');
         while (Date.now() < end) pair();`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise((resolve) => writer.stdout!.once('data', resolve));
      const target = path.join(dir, 'copy.db');
      const result = await script('backup', target, { DATA_DIR: dataDir });
      expect(result).toMatchObject({ code: 0 });
      expect(JSON.parse(result.stdout)).toMatchObject({ event: 'data.backup', file: target });

      // The copy is one file, whole, and the store as it was at one moment: every
      // transaction's pair or neither, ids without a gap.
      expect(fs.readdirSync(dir).sort()).toEqual(['copy.db', 'data']);
      const db = new BetterSqlite3(target, { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
      db.close();
      const rows = views(target);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length % 2).toBe(0);
      expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => i + 1));
    } finally {
      writer.kill();
    }
    // The site went on writing after the copy was taken.
    expect(views(live).length).toBeGreaterThan(0);
  }, 60_000);

  it('writes a file only its owner can read, even under a umask of 022', async () => {
    await storeWith(['/a']);
    fs.writeFileSync(path.join(dataDir, 'app-secret'), 'f'.repeat(64), { mode: 0o600 });
    // As cron runs it: the process's umask alone would leave the file readable by everyone.
    const umask = process.umask(0o022);
    try {
      const target = path.join(dir, 'copy.db');
      expect((await script('backup', target, { DATA_DIR: dataDir })).code).toBe(0);
      expect(fs.statSync(target).mode & 0o777).toBe(0o600);
      // A second backup over the first keeps it private too.
      fs.chmodSync(target, 0o644);
      expect((await script('backup', target, { DATA_DIR: dataDir })).code).toBe(0);
      expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
    }
  }, 60_000);

  it('says to use pg_dump and exits 2 when the store is PostgreSQL', async () => {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://site@127.0.0.1:9/site',
      APP_SECRET: 'x'.repeat(32),
    };
    for (const name of ['backup', 'restore'] as const) {
      const result = await script(name, path.join(dir, 'x.db'), env);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/pg_dump/);
      expect(result.stderr).toMatch(/pg_restore/);
    }
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);
});

describe('npm run data:restore', () => {
  it('puts a backup back in place and keeps the store it replaced', async () => {
    const live = await storeWith(['/a', '/b', '/c']);
    const backup = path.join(dir, 'monday.db');
    expect((await script('backup', backup, { DATA_DIR: dataDir })).code).toBe(0);
    addViews(live, ['/d', '/e']);

    const result = await script('restore', backup, { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toMatchObject({
      event: 'data.restore',
      replaced: `${live}.before-restore`,
    });
    expect(views(live).map((r) => r.path)).toEqual(['/a', '/b', '/c']);
    expect(views(`${live}.before-restore`).map((r) => r.path)).toEqual([
      '/a',
      '/b',
      '/c',
      '/d',
      '/e',
    ]);
    // The site opens the restored store as it would its own.
    const store = openStore(dataDir);
    expect(await store.db.selectFrom('page_views').select('path').execute()).toHaveLength(3);
    await closeOne(store);
  }, 60_000);

  it('refuses while the store is open in another process', async () => {
    const live = await storeWith(['/a']);
    const backup = path.join(dir, 'copy.db');
    expect((await script('backup', backup, { DATA_DIR: dataDir })).code).toBe(0);
    addViews(live, ['/b']);
    const site = openStore(dataDir);
    try {
      const result = await script('restore', backup, { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/open in another process: stop the site/);
    } finally {
      await closeOne(site);
    }
    expect(views(live).map((r) => r.path)).toEqual(['/a', '/b']);
    expect(fs.existsSync(`${live}.before-restore`)).toBe(false);
  }, 60_000);

  it('refuses a corrupt file, naming the problem, and leaves the store alone', async () => {
    const live = await storeWith(['/a']);
    const backup = path.join(dir, 'copy.db');
    expect((await script('backup', backup, { DATA_DIR: dataDir })).code).toBe(0);

    // Damaged pages: the header survives, a b-tree page does not.
    const bytes = fs.readFileSync(backup);
    const pageSize = bytes.readUInt16BE(16);
    bytes.fill(0xa5, pageSize * 1 + 8, pageSize * 3);
    const damaged = path.join(dir, 'damaged.db');
    fs.writeFileSync(damaged, bytes);
    const notADatabase = path.join(dir, 'notes.txt');
    fs.writeFileSync(notADatabase, 'these are not the rows you are looking for\n'.repeat(200));

    for (const file of [damaged, notADatabase]) {
      const result = await script('restore', file, { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /failed its integrity check: .*(malformed|not a database|corrupt|Page|page)/,
      );
    }
    expect(views(live).map((r) => r.path)).toEqual(['/a']);
    expect(fs.existsSync(`${live}.before-restore`)).toBe(false);
  }, 60_000);

  it('refuses a SQLite file that is not a store of this site', async () => {
    await storeWith(['/a']);
    const other = path.join(dir, 'other.db');
    const db = new BetterSqlite3(other);
    db.exec('CREATE TABLE notes (text TEXT)');
    db.close();
    const result = await script('restore', other, { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/not a store of this site/);
  }, 60_000);
});

describe('the server secret travels with the backup', () => {
  const secretOf = (folder: string) => fs.readFileSync(path.join(folder, 'app-secret'), 'utf8');

  it('carries the generated secret, proves itself, and a restore into a fresh folder brings it back', async () => {
    await storeWith(['/a', '/b']);
    fs.writeFileSync(path.join(dataDir, 'app-secret'), 'f'.repeat(64), { mode: 0o600 });
    const backup = path.join(dir, 'copy.db');
    const made = await script('backup', backup, { DATA_DIR: dataDir });
    expect(made.code).toBe(0);
    expect(JSON.parse(made.stdout)).toMatchObject({
      event: 'data.backup',
      secret: 'included',
      tables: expect.objectContaining({ page_views: 2 }),
    });

    const fresh = path.join(dir, 'new-server');
    const restored = await script('restore', backup, { DATA_DIR: fresh });
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(restored.stdout)).toMatchObject({
      secret: 'restored',
      replaced: null,
      tables: expect.objectContaining({ page_views: 2 }),
    });
    expect(secretOf(fresh)).toBe('f'.repeat(64));
    expect(fs.statSync(path.join(fresh, 'app-secret')).mode & 0o777).toBe(0o600);
    // The live store keeps no copy of the secret: the backup's manifest is gone from it.
    const db = new BetterSqlite3(path.join(fresh, 'site.db'), { readonly: true });
    expect(
      db.prepare(`SELECT name FROM sqlite_master WHERE name = 'backup_manifest'`).get(),
    ).toBeUndefined();
    db.close();
    expect(views(path.join(fresh, 'site.db')).map((r) => r.path)).toEqual(['/a', '/b']);
  }, 60_000);

  it('keeps a different secret in the folder aside as app-secret.before-restore', async () => {
    await storeWith(['/a']);
    fs.writeFileSync(path.join(dataDir, 'app-secret'), 'a'.repeat(64));
    const backup = path.join(dir, 'copy.db');
    expect((await script('backup', backup, { DATA_DIR: dataDir })).code).toBe(0);
    fs.writeFileSync(path.join(dataDir, 'app-secret'), 'b'.repeat(64));
    expect((await script('restore', backup, { DATA_DIR: dataDir })).code).toBe(0);
    expect(secretOf(dataDir)).toBe('a'.repeat(64));
    expect(fs.readFileSync(path.join(dataDir, 'app-secret.before-restore'), 'utf8')).toBe(
      'b'.repeat(64),
    );
  }, 60_000);

  it('with APP_SECRET, says to keep it, and refuses a restore under another one', async () => {
    const live = await storeWith(['/a']);
    const backup = path.join(dir, 'copy.db');
    const made = await script('backup', backup, { DATA_DIR: dataDir, APP_SECRET: 'k'.repeat(40) });
    expect(made.code).toBe(0);
    expect(JSON.parse(made.stdout)).toMatchObject({ secret: 'APP_SECRET' });
    expect(made.stderr).toMatch(/keep it with the backup/);
    // The backup holds only a fingerprint, never APP_SECRET itself.
    expect(fs.readFileSync(backup).includes('k'.repeat(40))).toBe(false);
    addViews(live, ['/b']);

    for (const env of [{ APP_SECRET: 'z'.repeat(40) }, {}] as Record<string, string>[]) {
      const refused = await script('restore', backup, { DATA_DIR: dataDir, ...env });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/APP_SECRET/);
    }
    expect(views(live).map((r) => r.path)).toEqual(['/a', '/b']);
    const done = await script('restore', backup, { DATA_DIR: dataDir, APP_SECRET: 'k'.repeat(40) });
    expect(done.code).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({ secret: 'APP_SECRET' });
    expect(views(live).map((r) => r.path)).toEqual(['/a']);
  }, 60_000);

  it('refuses a generated-secret backup while APP_SECRET names another secret', async () => {
    await storeWith(['/a']);
    fs.writeFileSync(path.join(dataDir, 'app-secret'), 'c'.repeat(64));
    const backup = path.join(dir, 'copy.db');
    expect((await script('backup', backup, { DATA_DIR: dataDir })).code).toBe(0);
    const fresh = path.join(dir, 'fresh');
    const refused = await script('restore', backup, {
      DATA_DIR: fresh,
      APP_SECRET: 'd'.repeat(40),
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/unset APP_SECRET/);
    expect(fs.existsSync(path.join(fresh, 'site.db'))).toBe(false);
  }, 60_000);

  it('refuses a backup that lost rows since it was written, naming the table', async () => {
    await storeWith(['/a', '/b', '/c']);
    const backup = path.join(dir, 'copy.db');
    expect((await script('backup', backup, { DATA_DIR: dataDir })).code).toBe(0);
    const db = new BetterSqlite3(backup);
    db.prepare(`DELETE FROM page_views WHERE path = '/b'`).run();
    db.close();
    const fresh = path.join(dir, 'fresh');
    const refused = await script('restore', backup, { DATA_DIR: fresh });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/page_views: 3 expected, 2 found/);
    expect(fs.existsSync(path.join(fresh, 'site.db'))).toBe(false);
  }, 60_000);
});
