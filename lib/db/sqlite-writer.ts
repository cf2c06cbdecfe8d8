import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema';

/**
 * The SQLite store's writer off the event loop: a second connection to the same file, opened
 * in a worker thread, which runs each statement it is sent. The group-committed writes (leads,
 * sign-ups) go through it, so that their statements and each COMMIT's fsync
 * (synchronous=FULL) run on the worker while the main thread goes on serving pages; a
 * request still waits for its COMMIT to return before it is answered.
 *
 * The worker is plain JavaScript given as source (eval), so that no bundler has to find a
 * file for it; it loads better-sqlite3 from the folder the server runs in.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const BetterSqlite3 = createRequire(workerData.base)('better-sqlite3');
const db = new BetterSqlite3(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters, close }) => {
  if (close) {
    db.close();
    parentPort.postMessage({ id });
    return;
  }
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size < 500) statements.set(sql, statement);
    }
    if (statement.reader) {
      parentPort.postMessage({ id, rows: statement.all(parameters) });
    } else {
      const { changes, lastInsertRowid } = statement.run(parameters);
      parentPort.postMessage({ id, changes, lastInsertRowid: String(lastInsertRowid) });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: { name: error.name, message: error.message, code: error.code } });
  }
});
parentPort.postMessage({ id: 0 });
`;

interface Reply {
  id: number;
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: string;
  error?: { name: string; message: string; code?: string };
}

class WorkerConnection implements DatabaseConnection {
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: Reply) => void>();
  /** False once the worker has stopped: every statement then fails at once. */
  alive = true;

  constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const settle = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      // An idle worker never keeps a script alive; one with a statement under way does.
      if (this.waiting.size === 0) worker.unref();
      settle?.(reply);
    });
    worker.on('error', (error: Error) => this.failAll(error));
    worker.on('exit', () => {
      this.alive = false;
      this.failAll(new Error('the SQLite writer stopped'));
    });
  }

  private failAll(error: Error) {
    for (const settle of this.waiting.values()) {
      settle({ id: -1, error: { name: error.name, message: error.message } });
    }
    this.waiting.clear();
  }

  send(message: Record<string, unknown>): Promise<Reply> {
    const id = this.nextId++;
    if (!this.alive) {
      return Promise.resolve({
        id,
        error: { name: 'Error', message: 'the SQLite writer stopped' },
      });
    }
    return new Promise((resolve) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, resolve);
      this.worker.postMessage({ ...message, id });
    });
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.send({ sql: compiled.sql, parameters: compiled.parameters });
    if (reply.error) {
      throw Object.assign(new Error(reply.error.message), {
        name: reply.error.name,
        code: reply.error.code,
      });
    }
    if (reply.rows) return { rows: reply.rows as R[] };
    return {
      rows: [],
      numAffectedRows: BigInt(reply.changes ?? 0),
      insertId: reply.lastInsertRowid === undefined ? undefined : BigInt(reply.lastInsertRowid),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite writer does not stream');
  }
}

/** One connection, used by one caller (one transaction) at a time. */
class WorkerDriver implements Driver {
  private worker?: Worker;
  private connection?: WorkerConnection;
  private queue: Promise<void> = Promise.resolve();
  private release?: () => void;

  constructor(private readonly file: string) {}

  async init() {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file: this.file, base: path.join(process.cwd(), 'package.json') },
    });
    this.connection = new WorkerConnection(this.worker);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if (reply.id !== 0) return;
        this.worker!.off('message', onMessage);
        resolve();
      };
      this.worker!.on('message', onMessage);
      this.worker!.once('error', reject);
    });
    this.worker.unref();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.release = release;
    // A writer that stopped (it crashed) is started again for the next caller.
    if (!this.connection?.alive) {
      try {
        await this.init();
      } catch (error) {
        this.release = undefined;
        release();
        throw error;
      }
    }
    return this.connection!;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy() {
    if (!this.worker || !this.connection) return;
    if (this.connection.alive) await this.connection.send({ close: true });
    await this.worker.terminate();
    this.worker = undefined;
  }
}

/** A Kysely instance whose every statement runs on the worker's connection to `file`. */
export function openSqliteWriter(file: string): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new WorkerDriver(file),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}
