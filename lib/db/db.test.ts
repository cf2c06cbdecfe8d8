import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { applyMigrations, openStore } from './index';
import { MIGRATIONS } from './migrations';

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'site-db-'));
}

describe('openStore', () => {
  it('creates DATA_DIR on first use and the store file inside it', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const store = openStore(dir);
    expect(fs.existsSync(path.join(dir, 'site.db'))).toBe(true);
    await store.db.destroy();
  });

  it('uses WAL with synchronous=FULL', async () => {
    const store = openStore(tempDir());
    expect(store.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 is FULL
    expect(store.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    await store.db.destroy();
  });

  it('applies every migration on open and records it', async () => {
    const store = openStore(tempDir());
    const rows = store.sqlite.prepare('SELECT id FROM schema_migrations ORDER BY id').all() as {
      id: number;
    }[];
    expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id).sort((a, b) => a - b));
    const tables = store.sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all() as {
      name: string;
    }[];
    expect(tables.map((t) => t.name)).toContain('page_views');
    await store.db.destroy();
  });

  it('applies each migration once, even when opened again', async () => {
    const dir = tempDir();
    const first = openStore(dir);
    await first.db.destroy();
    const sqlite = new BetterSqlite3(path.join(dir, 'site.db'));
    expect(applyMigrations(sqlite, MIGRATIONS)).toEqual([]);
    sqlite.close();
  });

  it('rolls back a failing migration entirely', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const broken = [
      { id: 1, name: 'ok', sql: 'CREATE TABLE a (x INTEGER);' },
      { id: 2, name: 'broken', sql: 'CREATE TABLE b (x INTEGER); SELECT * FROM missing_table;' },
    ];
    expect(() => applyMigrations(sqlite, broken)).toThrow();
    const tables = (
      sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table'").all() as {
        name: string;
      }[]
    ).map((t) => t.name);
    expect(tables).toContain('a');
    expect(tables).not.toContain('b');
    expect(sqlite.prepare('SELECT id FROM schema_migrations').all()).toEqual([{ id: 1 }]);
    sqlite.close();
  });

  it('keeps what Kysely writes', async () => {
    const dir = tempDir();
    const store = openStore(dir);
    await store.db
      .insertInto('page_views')
      .values({ path: '/', referrer_host: null, cta: null, day: '2026-01-01' })
      .execute();
    await store.db.destroy();
    const reopened = openStore(dir);
    const rows = await reopened.db.selectFrom('page_views').selectAll().execute();
    expect(rows).toHaveLength(1);
    await reopened.db.destroy();
  });
});
