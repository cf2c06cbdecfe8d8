import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

/**
 * Backing up (online, while the site runs, checked before it replaces anything) and restoring
 * (the site stopped) the SQLite store; PostgreSQL uses pg_dump and pg_restore.
 */

/** What the scripts say, and exit 2 with, when the store is PostgreSQL. */
export const POSTGRES_BACKUP_HINT =
  'The store is PostgreSQL (DATABASE_URL is set): back it up with pg_dump, for example\n' +
  '  pg_dump --format=custom --file=site.dump "$DATABASE_URL"\n' +
  'and restore it, the site stopped, with\n' +
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" site.dump\n';

export const storeFile = (dataDir: string) => path.join(dataDir, 'site.db');

/** Opens a SQLite file for `read` and closes it whatever happens (read-only unless told). */
function withFile<T>(
  file: string,
  read: (db: BetterSqlite3.Database) => T,
  options: BetterSqlite3.Options = { readonly: true },
): T {
  const db = new BetterSqlite3(file, { fileMustExist: true, ...options });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export class StoreFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreFileError';
  }
}

/** The table a backup carries beside the store's own: what a restore checks and needs. */
const MANIFEST = 'backup_manifest';
const FINGERPRINT_LABEL = 'hidden-growth backup: which secret keyed these hashes';

/**
 * The server secret as a backup sees it: codes and tokens are keyed hashes, so a backup carries
 * the generated secret, or APP_SECRET's fingerprint, and a restore with another secret is refused.
 */
export interface BackupSecret {
  /** The generated secret file's content, when the site uses one (no APP_SECRET). */
  generated: string | null;
  /** The fingerprint of the secret in use, or null when the site never made one. */
  fingerprint: string | null;
}

/** An HMAC under the secret, as lib/secret.ts keys with it: which secret, never the secret. */
export function secretFingerprint(secret: string): string {
  return crypto
    .createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(FINGERPRINT_LABEL)
    .digest('hex');
}

export const secretFile = (dataDir: string) => path.join(dataDir, 'app-secret');

/** The secret a site with this data folder and APP_SECRET (or none) keys its hashes with. */
export function secretInUse(dataDir: string, appSecret: string | undefined): BackupSecret {
  if (appSecret) return { generated: null, fingerprint: secretFingerprint(appSecret) };
  const file = secretFile(dataDir);
  if (!fs.existsSync(file)) return { generated: null, fingerprint: null };
  const generated = fs.readFileSync(file, 'utf8').trim();
  return { generated, fingerprint: secretFingerprint(generated) };
}

/** Rows per table of a store (the backup's own table left out). */
export function rowCounts(file: string): Record<string, number> {
  return withFile(file, (db) => {
    const tables = db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> ? ORDER BY name`,
      )
      .all(MANIFEST) as { name: string }[];
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const row = db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as {
        n: number;
      };
      counts[name] = row.n;
    }
    return counts;
  });
}

interface Manifest {
  createdAt: string;
  tables: Record<string, number>;
  secret: string | null;
  secretFingerprint: string | null;
}

function readManifest(file: string): Manifest | null {
  return withFile(file, (db) => {
    const table = db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`)
      .get(MANIFEST);
    if (!table) return null;
    const rows = db.prepare(`SELECT key, value FROM ${MANIFEST}`).all() as {
      key: string;
      value: string | null;
    }[];
    const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
    return {
      createdAt: value('created_at') ?? '',
      tables: JSON.parse(value('tables') ?? '{}') as Record<string, number>,
      secret: value('secret'),
      secretFingerprint: value('secret_fingerprint'),
    };
  });
}

function differences(expected: Record<string, number>, found: Record<string, number>) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: ${expected[name] ?? 'none'} expected, ${found[name] ?? 'none'} found`);
}

export interface BackupResult {
  bytes: number;
  tables: Record<string, number>;
  /** 'included' (the generated secret is in the backup), 'APP_SECRET' (keep it) or 'none'. */
  secret: 'included' | 'APP_SECRET' | 'none';
}

/**
 * Copies the store to `target` as one consistent file with a manifest (row counts, the secret or
 * its fingerprint), proven by integrity_check and a trial restore before it takes `target`'s place.
 */
export async function backupStore(
  source: string,
  target: string,
  keys: { dataDir: string; appSecret: string | undefined } = {
    dataDir: path.dirname(source),
    appSecret: undefined,
  },
): Promise<BackupResult> {
  if (!fs.existsSync(source)) throw new StoreFileError(`No store at ${source}`);
  const secret = secretInUse(keys.dataDir, keys.appSecret);
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { force: true });
  // The copy holds every lead and the secret that forges every link: owner-only from its first
  // byte, whatever the umask (SQLite keeps an existing file's mode, and the rename keeps it).
  fs.closeSync(fs.openSync(partial, 'wx', 0o600));
  fs.chmodSync(partial, 0o600);
  const db = new BetterSqlite3(source, { fileMustExist: true, timeout: 5000 });
  try {
    // The first step sizes the copy; returning the largest count copies the rest at once.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  const trial = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-trial-'));
  try {
    const tables = rowCounts(partial);
    const copy = new BetterSqlite3(partial);
    try {
      // One file, with no write-ahead log beside it, to move or archive as it is.
      copy.pragma('journal_mode = DELETE');
      copy.exec(`CREATE TABLE ${MANIFEST} (key TEXT PRIMARY KEY, value TEXT)`);
      const put = copy.prepare(`INSERT INTO ${MANIFEST} (key, value) VALUES (?, ?)`);
      put.run('created_at', new Date().toISOString());
      put.run('tables', JSON.stringify(tables));
      put.run('secret', secret.generated);
      put.run('secret_fingerprint', secret.fingerprint);
    } finally {
      copy.close();
    }
    const problem = integrityProblem(partial);
    if (problem) throw new StoreFileError(`The backup failed its integrity check: ${problem}`);
    // The drill, every time: restored as data:restore would, into a folder of its own.
    restoreStore(partial, trial, keys.appSecret);
    const restored = storeFile(trial);
    const restoredProblem = integrityProblem(restored);
    if (restoredProblem) {
      throw new StoreFileError(
        `The backup's trial restore failed its integrity check: ${restoredProblem}`,
      );
    }
    const wrong = differences(tables, rowCounts(restored));
    if (wrong.length) {
      throw new StoreFileError(
        `The backup's trial restore has other row counts: ${wrong.join('; ')}`,
      );
    }
    if (secret.generated && secretInUse(trial, undefined).fingerprint !== secret.fingerprint) {
      throw new StoreFileError("The backup's trial restore did not bring back the server secret");
    }
    fs.renameSync(partial, target);
    return {
      bytes: fs.statSync(target).size,
      tables,
      secret: secret.generated ? 'included' : secret.fingerprint ? 'APP_SECRET' : 'none',
    };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(trial, { recursive: true, force: true });
  }
}

/** What is wrong with a SQLite file (unreadable, not a database, failing integrity_check). */
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

/** Why a file is not a store of this site this release can run, or null when it is one. */
export function notASiteStore(file: string): string | null {
  return withFile(file, (db) => {
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
  });
}

/** True when another connection holds the store open: its exclusive lock fails at once. */
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

export interface RestoreResult {
  replaced: string | null;
  /** 'restored' (the backup's generated secret), 'APP_SECRET', 'kept' or 'unknown' (an old backup). */
  secret: 'restored' | 'APP_SECRET' | 'kept' | 'unknown';
  tables: Record<string, number>;
}

/**
 * Puts a backup in place of the stopped store in `dataDir` after every check (integrity, this
 * site's, its row counts, its secret); what it replaces is kept as `.before-restore`.
 */
export function restoreStore(
  backup: string,
  dataDir: string,
  appSecret: string | undefined,
): RestoreResult {
  if (!fs.existsSync(backup)) throw new StoreFileError(`No file at ${backup}`);
  const problem = integrityProblem(backup);
  if (problem) throw new StoreFileError(`${backup} failed its integrity check: ${problem}`);
  const foreign = notASiteStore(backup);
  if (foreign) throw new StoreFileError(`${backup} cannot be restored: ${foreign}`);
  const manifest = readManifest(backup);

  let secret: RestoreResult['secret'] = 'unknown';
  if (manifest?.secretFingerprint) {
    if (appSecret) {
      if (secretFingerprint(appSecret) !== manifest.secretFingerprint) {
        throw new StoreFileError(
          manifest.secret
            ? `${backup} was made with a generated secret, which it carries, but APP_SECRET is set to another: unset APP_SECRET for the restore and the site, or every code and link mailed before the backup stops working`
            : `${backup} was made with another APP_SECRET: set the APP_SECRET the site had when the backup was made, or every code and link mailed before it stops working`,
        );
      }
      secret = 'APP_SECRET';
    } else if (manifest.secret) {
      secret = 'restored';
    } else {
      throw new StoreFileError(
        `${backup} was made with APP_SECRET set: set the same APP_SECRET for the restore and the site`,
      );
    }
  } else if (manifest) {
    secret = appSecret ? 'APP_SECRET' : 'kept';
  }

  const target = storeFile(dataDir);
  if (fs.existsSync(target) && storeInUse(target)) {
    throw new StoreFileError(
      `${target} is open in another process: stop the site (and any script using the store) first`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const incoming = `${target}.restoring-${process.pid}`;
  fs.copyFileSync(backup, incoming);
  let tables: Record<string, number>;
  try {
    fs.chmodSync(incoming, 0o600);
    tables = rowCounts(incoming);
    if (manifest) {
      const wrong = differences(manifest.tables, tables);
      if (wrong.length) {
        throw new StoreFileError(
          `${backup} does not hold the rows it was made with: ${wrong.join('; ')}`,
        );
      }
      // The live store does not keep the backup's copy of the secret.
      withFile(incoming, (db) => db.exec(`DROP TABLE ${MANIFEST}`), {});
    }
  } catch (error) {
    fs.rmSync(incoming, { force: true });
    throw error;
  }

  let replaced: string | null = null;
  if (fs.existsSync(target)) {
    // Fold the write-ahead log in, so the kept copy is whole and no old log is left beside it.
    withFile(target, (old) => old.pragma('wal_checkpoint(TRUNCATE)'), {});
    replaced = `${target}.before-restore`;
    fs.renameSync(target, replaced);
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, replaced + suffix);
    }
  }
  if (secret === 'restored' && manifest?.secret) {
    const file = secretFile(dataDir);
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
    if (current !== manifest.secret) {
      if (current !== null) fs.renameSync(file, `${file}.before-restore`);
      const written = `${file}.restoring-${process.pid}`;
      fs.writeFileSync(written, manifest.secret, { mode: 0o600 });
      fs.renameSync(written, file);
    }
  }
  fs.renameSync(incoming, target);
  return { replaced, secret, tables };
}
