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
 * The store: Kysely over a SQLite file in DATA_DIR (the default, nothing to set up) or over
 * PostgreSQL when DATABASE_URL is set (several instances, or a platform without a lasting
 * disk). Every query goes through `db`; only the migrations and the SQLite backup reach
 * below it.
 */
export interface SqliteStore {
  kind: 'sqlite';
  db: Kysely<Database>;
  sqlite: BetterSqlite3.Database;
  file: string;
}

export type Store = SqliteStore | PostgresStore;

/**
 * Opens the SQLite store file in `dataDir`: WAL with synchronous=FULL, so that an
 * acknowledged write survives a crash or a power cut, and a busy timeout so that concurrent
 * writers wait instead of failing.
 */
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
 * The connection with each query's prepared statement kept and reused (Kysely prepares one per
 * query, which costs SQLite more than the site's small queries); the oldest goes past
 * KEPT_STATEMENTS. SQLite re-prepares a kept statement itself after a schema change.
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

/**
 * The process-wide store, opened on first use: PostgreSQL with DATABASE_URL (nothing in
 * DATA_DIR), else the SQLite file, migrated as it opens (PostgreSQL: see readyStore()).
 */
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

/**
 * A request's write on the process-wide store, committed together with the writes arriving
 * at the same time (group-commit.ts); settles after that commit.
 */
export function groupedWrite<T>(work: GroupedWrite<T>): Promise<T> {
  // SQLite's groups run on the store's one connection: a second connection (a worker
  // thread's) would contend with it for the file's write lock, and a busy wait on the main
  // connection blocks the event loop for as long as the other holds the lock.
  return groupCommit(getStore().db, work);
}

/** Which engine the process-wide store runs on. */
export function storeKind(): Store['kind'] {
  return getStore().kind;
}

/**
 * The process-wide store once it answers and its migrations are applied: start-up awaits it,
 * so that an unreachable server or a failing migration stops the start loudly.
 */
export async function readyStore(): Promise<Store> {
  const store = getStore();
  await sql`SELECT 1`.execute(store.db);
  return store;
}

/** Where the store is, for logs: the SQLite file, or the server and database. */
export function storeLocation(store: Store): string {
  return store.kind === 'sqlite' ? store.file : store.location;
}

/** Closes the process-wide store (tests, scripts). */
export async function closeStore(): Promise<void> {
  const store = globalForStore.__siteStore;
  globalForStore.__siteStore = undefined;
  if (store) await closeOne(store);
}

/**
 * Closes a store: its Kysely instance, and the SQLite file or PostgreSQL pool under it even
 * if no query ever went through Kysely.
 */
export async function closeOne(store: Store): Promise<void> {
  await store.db.destroy();
  if (store.kind === 'sqlite' && store.sqlite.open) store.sqlite.close();
  if (store.kind === 'postgres' && !store.pool.ended) await store.pool.end();
}

/**
 * Proves within `timeoutMs` that the store answers and holds every migration this build
 * knows; used by the readiness check (/api/health/ready).
 */
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
