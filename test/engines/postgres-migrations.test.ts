import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Pool } from 'pg';
import { sql } from 'kysely';
import { closeOne, openPostgresStore, openStore, type PostgresStore } from '@/lib/db';
import { MIGRATIONS } from '@/lib/db/migrations';
import { POSTGRES_MIGRATIONS } from '@/lib/db/migrations-postgres';
import { applyPostgresMigrations } from '@/lib/db/postgres';
import { createDatabase, dropDatabase, newDatabaseUrl } from './databases';

/** A new, empty database for one test, dropped after it. */
async function emptyDatabase() {
  const url = newDatabaseUrl();
  await createDatabase(url);
  cleanups.push(() => dropDatabase(url));
  return url;
}
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A bare pool; a connection it is still closing when its database is dropped is no error. */
function pool(url: string) {
  const created = new Pool({ connectionString: url, max: 1 });
  created.on('error', () => undefined);
  cleanups.push(() => created.end());
  return created;
}

function open(url: string) {
  const store = openPostgresStore(url, { max: 3 });
  cleanups.push(() => closeOne(store));
  return store;
}

const appliedIds = async (store: PostgresStore) =>
  (
    await sql<{ id: number }>`SELECT id FROM schema_migrations ORDER BY id`.execute(store.db)
  ).rows.map((r) => r.id);

describe('PostgreSQL migrations', () => {
  it('applies every migration before the first query, and records it', async () => {
    const store = open(await emptyDatabase());
    expect(await appliedIds(store)).toEqual(POSTGRES_MIGRATIONS.map((m) => m.id));
    await store.db
      .insertInto('page_views')
      .values({ path: '/', referrer_host: null, cta: null, day: '2026-01-01' })
      .execute();
    expect(await store.db.selectFrom('page_views').select(['id', 'path']).execute()).toEqual([
      { id: 1, path: '/' },
    ]);
  });

  it('applies each migration once, even when several instances start together', async () => {
    const url = await emptyDatabase();
    const stores = Array.from({ length: 6 }, () => open(url));
    await Promise.all(stores.map((store) => sql`SELECT 1`.execute(store.db)));
    const rows = await sql<{ id: number; n: string }>`
      SELECT id, count(*) AS n FROM schema_migrations GROUP BY id ORDER BY id`.execute(
      stores[0]!.db,
    );
    expect(rows.rows.map((r) => [r.id, Number(r.n)])).toEqual(
      POSTGRES_MIGRATIONS.map((m) => [m.id, 1]),
    );
    // Opened again later: nothing left to apply.
    expect(await applyPostgresMigrations(pool(url), POSTGRES_MIGRATIONS)).toEqual([]);
  });

  it('rolls back a failing migration entirely', async () => {
    const db = pool(await emptyDatabase());
    const broken = [
      { id: 1, name: 'ok', sql: 'CREATE TABLE a (x INTEGER);' },
      { id: 2, name: 'broken', sql: 'CREATE TABLE b (x INTEGER); SELECT * FROM missing_table;' },
    ];
    await expect(applyPostgresMigrations(db, broken)).rejects.toThrow(/missing_table/);
    const tables = (
      await db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
      )
    ).rows.map((t) => t.name);
    expect(tables).toContain('a');
    expect(tables).not.toContain('b');
    expect((await db.query('SELECT id FROM schema_migrations')).rows).toEqual([{ id: 1 }]);
    // The lock went with the failure: the next instance can migrate.
    expect(await applyPostgresMigrations(db, broken.slice(0, 1))).toEqual([]);
  });

  it('keeps the two lists in step: a twin with the same id and name from 30 on', () => {
    const sqliteFrom30 = MIGRATIONS.filter((m) => m.id >= 30).map((m) => [m.id, m.name]);
    expect(POSTGRES_MIGRATIONS.map((m) => [m.id, m.name])).toEqual(
      sqliteFrom30.sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it('gives the same tables, columns, nullability and indexes as the SQLite migrations', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-sqlite-'));
    const sqliteStore = openStore(dir);
    cleanups.push(async () => {
      await closeOne(sqliteStore);
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const db = pool(await emptyDatabase());
    await applyPostgresMigrations(db, POSTGRES_MIGRATIONS);

    const fromSqlite = sqliteSchema(sqliteStore.sqlite);
    const fromPostgres = await postgresSchema(db);
    expect(Object.keys(fromPostgres)).toEqual(Object.keys(fromSqlite));
    for (const table of Object.keys(fromSqlite)) {
      expect({ table, ...fromPostgres[table] }).toEqual({ table, ...fromSqlite[table] });
    }
  });
});

interface TableShape {
  /** name, type, NOT NULL */
  columns: string[];
  /** primary key, unique constraints and named indexes, by their columns */
  indexes: string[];
}

/**
 * The schema as the two engines can both describe it. SQLite's primary key columns count as
 * NOT NULL (PostgreSQL makes them so), and PostgreSQL's `leads.rowid` stands in for SQLite's
 * implicit rowid, which SQLite does not list.
 */
function sqliteSchema(db: BetterSqlite3.Database): Record<string, TableShape> {
  const tables = db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
    .all() as { name: string }[];
  const shape: Record<string, TableShape> = {};
  for (const { name } of tables) {
    const columns = db.prepare(`PRAGMA table_info("${name}")`).all() as {
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }[];
    const primary = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    const indexes = (
      db.prepare(`PRAGMA index_list("${name}")`).all() as {
        name: string;
        unique: number;
        origin: string;
      }[]
    )
      .filter((index) => index.origin !== 'pk')
      .map((index) => {
        const cols = (
          db.prepare(`PRAGMA index_info("${index.name}")`).all() as { name: string }[]
        ).map((c) => c.name);
        return index.origin === 'u'
          ? `unique (${cols.join(', ')})`
          : `${index.unique ? 'unique index' : 'index'} ${index.name} (${cols.join(', ')})`;
      });
    if (primary.length) indexes.push(`primary key (${primary.map((c) => c.name).join(', ')})`);
    shape[name] = {
      columns: columns.map(
        (c) => `${c.name} ${c.type.toLowerCase()}${c.notnull || c.pk ? ' not null' : ''}`,
      ),
      indexes: indexes.sort(),
    };
  }
  return shape;
}

async function postgresSchema(pool: Pool): Promise<Record<string, TableShape>> {
  const columns = await pool.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
  }>(`SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
      WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`);
  const indexes = await pool.query<{
    table_name: string;
    index_name: string;
    is_unique: boolean;
    is_primary: boolean;
    is_constraint: boolean;
    columns: string[];
  }>(`SELECT t.relname AS table_name, i.relname AS index_name, x.indisunique AS is_unique,
        x.indisprimary AS is_primary,
        EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid AND c.contype = 'u')
          AS is_constraint,
        ARRAY(SELECT a.attname FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
          JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
          ORDER BY k.n)::text[] AS columns
      FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace s ON s.oid = t.relnamespace
      WHERE s.nspname = 'public'`);
  const shape: Record<string, TableShape> = {};
  for (const c of columns.rows) {
    if (c.table_name === 'leads' && c.column_name === 'rowid') continue;
    (shape[c.table_name] ??= { columns: [], indexes: [] }).columns.push(
      `${c.column_name} ${c.data_type}${c.is_nullable === 'NO' ? ' not null' : ''}`,
    );
  }
  for (const x of indexes.rows) {
    const cols = x.columns.join(', ');
    shape[x.table_name]!.indexes.push(
      x.is_primary
        ? `primary key (${cols})`
        : x.is_constraint
          ? `unique (${cols})`
          : `${x.is_unique ? 'unique index' : 'index'} ${x.index_name} (${cols})`,
    );
  }
  for (const table of Object.values(shape)) table.indexes.sort();
  return Object.fromEntries(Object.entries(shape).sort(([a], [b]) => a.localeCompare(b)));
}
