import { Kysely, PostgresDialect } from 'kysely';
import { Pool, type PoolClient } from 'pg';
import { errorFields, log } from '@/lib/log';
import type { Migration } from './migrations';
import { POSTGRES_MIGRATIONS } from './migrations-postgres';
import type { Database } from './schema';

/**
 * The store on PostgreSQL (DATABASE_URL): Kysely over a `pg` pool. The migrations run before
 * the pool's first query, under an advisory lock, so instances starting together apply each once.
 */
export interface PostgresStore {
  kind: 'postgres';
  db: Kysely<Database>;
  pool: Pool;
  /** The server and database, without credentials: for logs. */
  location: string;
}

/** The advisory lock held while migrations run; any constant shared by every instance. */
const MIGRATION_LOCK = '7301958270301';

export interface PostgresStoreOptions {
  migrations?: Migration[];
  /** Connections in the pool (default 10). */
  max?: number;
}

export function openPostgresStore(
  url: string,
  { migrations = POSTGRES_MIGRATIONS, max = 10 }: PostgresStoreOptions = {},
): PostgresStore {
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    // The pool's idle connections never keep a script alive on their own.
    allowExitOnIdle: true,
  });
  // An idle connection the server drops is reported here; unhandled, it would end the process.
  pool.on('error', (error) => log.warn('store.connection_lost', errorFields(error)));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      // Kysely asks for the pool once, before its first query, and asks again if this fails.
      pool: async () => {
        await applyPostgresMigrations(pool, migrations);
        return pool;
      },
    }),
  });
  return { kind: 'postgres', db, pool, location: describeUrl(url) };
}

/** Applies the unrecorded migrations, each in a transaction, under a session advisory lock. */
export async function applyPostgresMigrations(
  pool: Pool,
  migrations: Migration[],
): Promise<number[]> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await applyLocked(client, migrations);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {
        // The session ends with the connection, and the lock with it.
        broken = true;
      });
    }
  } finally {
    client.release(broken);
  }
}

async function applyLocked(client: PoolClient, migrations: Migration[]): Promise<number[]> {
  await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const { rows } = await client.query<{ id: number }>('SELECT id FROM schema_migrations');
  const done = new Set(rows.map((row) => row.id));
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(migration.id)) continue;
    await client.query('BEGIN');
    try {
      // A query without parameters may hold several statements.
      await client.query(migration.sql);
      await client.query(
        'INSERT INTO schema_migrations (id, name, applied_at) VALUES ($1, $2, $3)',
        [migration.id, migration.name, new Date().toISOString()],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    applied.push(migration.id);
  }
  return applied;
}

/** postgres://user:secret@host:5432/site -> postgres://host:5432/site */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return 'postgres';
  }
}
