import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { getConfig } from '@/lib/config';
import { MIGRATIONS, type Migration } from './migrations';
import { POSTGRES_MIGRATIONS } from './migrations-postgres';
import { groupCommit, type GroupedWrite } from './group-commit';
import { openPostgresStore, type PostgresStore } from './postgres';
import type { Database } from './schema';

export type { Database } from './schema';
export { openPostgresStore, type PostgresStore } from './postgres';
export { groupCommit, type GroupedWrite } from './group-commit';
export { inSavepoint } from './savepoint';

/**
 * The store: Kysely over a SQLite file in DATA_DIR (the default) or PostgreSQL when DATABASE_URL
 * is set. Only the migrations and the SQLite backup reach below `db`.
 */
export interface SqliteStore {
  kind: 'sqlite';
  db: Kysely<Database>;
  sqlite: BetterSqlite3.Database;
  file: string;
}

export type Store = SqliteStore | PostgresStore;

/** Opens the SQLite file: WAL with synchronous=FULL (acknowledged writes survive), busy timeout. */
export function openStore(dataDir: string, migrations: Migration[] = MIGRATIONS): SqliteStore {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'site.db');
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  applyMigrations(sqlite, migrations);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
  });
  return { kind: 'sqlite', db, sqlite, file };
}

/** How many prepared statements a SQLite store keeps (the site runs a few dozen queries). */
const KEPT_STATEMENTS = 256;

/**
 * Each query's prepared statement is kept and reused (preparing costs SQLite more than the site's
 * small queries); SQLite re-prepares a kept one after a schema change.
 */
export function keepingStatements(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      let statement = kept.get(source);
      if (statement) {
        // Most recently used last, so the first is the one to let go.
        kept.delete(source);
      } else {
        statement = sqlite.prepare(source);
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
      }
      kept.set(source, statement);
      return statement;
    },
  };
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
    // IMMEDIATE takes the write lock first: two processes cannot both apply a migration.
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

/** The process-wide store, opened (and, on SQLite, migrated) on first use. */
export function getStore(): Store {
  if (!globalForStore.__siteStore) {
    const config = getConfig();
    globalForStore.__siteStore =
      config.store.kind === 'postgres'
        ? openPostgresStore(config.store.url)
        : openStore(config.dataDir);
  }
  return globalForStore.__siteStore;
}

export function getDb(): Kysely<Database> {
  return getStore().db;
}

/** A request's write, committed together with those arriving at the same time. */
export function groupedWrite<T>(work: GroupedWrite<T>): Promise<T> {
  // On SQLite's one connection: a worker's would contend for the write lock and block the loop.
  return groupCommit(getStore().db, work);
}

export function storeKind(): Store['kind'] {
  return getStore().kind;
}

/** The store once it answers and is migrated: start-up awaits it, so a failure stops loudly. */
export async function readyStore(): Promise<Store> {
  const store = getStore();
  await sql`SELECT 1`.execute(store.db);
  return store;
}

/** Where the store is, for logs: the SQLite file, or the server and database. */
export function storeLocation(store: Store): string {
  return store.kind === 'sqlite' ? store.file : store.location;
}

export async function closeStore(): Promise<void> {
  const store = globalForStore.__siteStore;
  globalForStore.__siteStore = undefined;
  if (store) await closeOne(store);
}

/** Closes a store, and the SQLite file or pool under it even if Kysely never ran a query. */
export async function closeOne(store: Store): Promise<void> {
  await store.db.destroy();
  if (store.kind === 'sqlite' && store.sqlite.open) store.sqlite.close();
  if (store.kind === 'postgres' && !store.pool.ended) await store.pool.end();
}

/** Proves within `timeoutMs` that the store answers and holds every migration (readiness). */
export async function checkStore(timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const store = getStore();
    const expected = store.kind === 'postgres' ? POSTGRES_MIGRATIONS : MIGRATIONS;
    const answer = sql<{ id: number }>`SELECT id FROM schema_migrations`.execute(store.db);
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('store check timed out')), timeoutMs);
    });
    const result = await Promise.race([answer, late]);
    const applied = new Set(result.rows.map((row) => Number(row.id)));
    return expected.every((migration) => applied.has(migration.id));
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
