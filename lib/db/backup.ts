import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

/**
 * Backing up and restoring the SQLite store (npm run data:backup / data:restore). A backup is
 * taken while the site runs, with SQLite's online backup, and checked before it replaces
 * anything; a restore needs the site stopped. A PostgreSQL store is backed up with the
 * server's own tools (pg_dump, pg_restore) instead.
 */

/** What the scripts say, and exit 2 with, when the store is PostgreSQL. */
export const POSTGRES_BACKUP_HINT =
  'The store is PostgreSQL (DATABASE_URL is set): back it up with pg_dump, for example\n' +
  '  pg_dump --format=custom --file=site.dump "$DATABASE_URL"\n' +
  'and restore it, the site stopped, with\n' +
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" site.dump\n';

/** The file of the SQLite store in a data folder. */
export const storeFile = (dataDir: string) => path.join(dataDir, 'site.db');

export class StoreFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreFileError';
  }
}

/**
 * Copies the store to `target` as one self-contained file, consistent even while the site
 * writes: all pages are copied in one step of the online backup, under one read transaction,
 * so the copy is the store as it was at one moment. The copy is checked (integrity_check)
 * before it takes `target`'s place, so a failed backup never replaces a good one.
 */
export async function backupStore(source: string, target: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(source)) throw new StoreFileError(`No store at ${source}`);
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { force: true });
  const db = new BetterSqlite3(source, { fileMustExist: true, timeout: 5000 });
  try {
    // The first step sizes the copy; returning the largest count makes the next one copy
    // every remaining page at once.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  try {
    const copy = new BetterSqlite3(partial);
    try {
      // One file, with no write-ahead log beside it, to move or archive as it is.
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const problem = integrityProblem(partial);
    if (problem) throw new StoreFileError(`The backup failed its integrity check: ${problem}`);
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { bytes: fs.statSync(target).size };
}

/**
 * What is wrong with a SQLite file (unreadable, not a database, failing integrity_check),
 * or null when nothing is.
 */
export function integrityProblem(file: string): string | null {
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const found = rows.map((row) => row.integrity_check).filter((text) => text !== 'ok');
    return found.length ? found.slice(0, 5).join('; ').replace(/\s+/g, ' ') : null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db?.close();
  }
}

/**
 * Why a file is not a store of this site that this release can run (no schema_migrations,
 * or migrations it does not know), or null when it is one.
 */
export function notASiteStore(file: string): string | null {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const table = db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`)
      .get();
    if (!table) return 'it has no schema_migrations table: it is not a store of this site';
    const ids = (db.prepare('SELECT id FROM schema_migrations').all() as { id: number }[]).map(
      (row) => row.id,
    );
    if (ids.length === 0) return 'its schema_migrations table is empty';
    const known = new Set(MIGRATIONS.map((m) => m.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) {
      return `it was written by a newer release (migrations ${unknown.join(', ')} are unknown here)`;
    }
    return null;
  } finally {
    db.close();
  }
}

/**
 * True when another connection holds the store open (a running site, a script): taking the
 * file's exclusive lock fails at once.
 */
export function storeInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new BetterSqlite3(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of the store in `dataDir`, the site stopped. The file must pass
 * integrity_check and be a store of this site; a store in use is refused. The store it
 * replaces is kept beside it as site.db.before-restore.
 */
export function restoreStore(backup: string, dataDir: string): { replaced: string | null } {
  if (!fs.existsSync(backup)) throw new StoreFileError(`No file at ${backup}`);
  const problem = integrityProblem(backup);
  if (problem) throw new StoreFileError(`${backup} failed its integrity check: ${problem}`);
  const foreign = notASiteStore(backup);
  if (foreign) throw new StoreFileError(`${backup} cannot be restored: ${foreign}`);

  const target = storeFile(dataDir);
  let replaced: string | null = null;
  if (fs.existsSync(target)) {
    if (storeInUse(target)) {
      throw new StoreFileError(
        `${target} is open in another process: stop the site (and any script using the store) first`,
      );
    }
    // Fold the write-ahead log into the file, so that the kept copy is whole and no log of
    // the old store is left beside the new one.
    const old = new BetterSqlite3(target, { fileMustExist: true });
    try {
      old.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      old.close();
    }
    replaced = `${target}.before-restore`;
    fs.renameSync(target, replaced);
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, replaced + suffix);
    }
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const incoming = `${target}.restoring-${process.pid}`;
  fs.copyFileSync(backup, incoming);
  fs.chmodSync(incoming, 0o600);
  fs.renameSync(incoming, target);
  return { replaced };
}
