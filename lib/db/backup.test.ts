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
