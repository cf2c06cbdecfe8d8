import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { getConfig } from '@/lib/config';
import { MIGRATIONS, type Migration } from './migrations';
import type { Database } from './schema';

export type { Database } from './schema';

export interface Store {
  db: Kysely<Database>;
  sqlite: BetterSqlite3.Database;
  file: string;
}

/**
 * Opens the store file: WAL with synchronous=FULL, so that an acknowledged write survives a
 * crash or a power cut, and a busy timeout so that concurrent writers wait instead of failing.
 */
export function openStore(dataDir: string, migrations: Migration[] = MIGRATIONS): Store {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'site.db');
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  applyMigrations(sqlite, migrations);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite, file };
}

export function applyMigrations(sqlite: BetterSqlite3.Database, migrations: Migration[]): number[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    (sqlite.prepare('SELECT id FROM schema_migrations').all() as { id: number }[]).map((r) => r.id),
  );
  const applied: number[] = [];
  const sorted = [...migrations].sort((a, b) => a.id - b.id);
  for (const migration of sorted) {
    if (done.has(migration.id)) continue;
    // IMMEDIATE takes the write lock first, so two processes starting together cannot both
    // apply the same migration.
    sqlite
      .transaction(() => {
        const again = sqlite
          .prepare('SELECT 1 FROM schema_migrations WHERE id = ?')
          .get(migration.id);
        if (again) return;
        sqlite.exec(migration.sql);
        sqlite
          .prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)')
          .run(migration.id, migration.name, new Date().toISOString());
        applied.push(migration.id);
      })
      .immediate();
  }
  return applied;
}

const globalForStore = globalThis as unknown as { __siteStore?: Store };

/** The process-wide store in DATA_DIR, opened (and migrated) on first use. */
export function getStore(): Store {
  globalForStore.__siteStore ??= openStore(getConfig().dataDir);
  return globalForStore.__siteStore;
}

export function getDb(): Kysely<Database> {
  return getStore().db;
}

/** Closes the process-wide store (tests, scripts). */
export async function closeStore(): Promise<void> {
  const store = globalForStore.__siteStore;
  globalForStore.__siteStore = undefined;
  if (store) await store.db.destroy();
}

/** A cheap query proving the store answers; used by /api/health. */
export function checkStore(): boolean {
  try {
    const row = getStore().sqlite.prepare('SELECT 1 AS ok').get() as { ok: number } | undefined;
    return row?.ok === 1;
  } catch {
    return false;
  }
}
