import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from './dialect';
import { inSavepoint } from './savepoint';
import type { Database } from './schema';

/**
 * Group commit: writes that arrive together share one transaction, so one commit (one fsync or
 * WAL flush) makes them all durable. Each write runs in its own savepoint, in arrival order: a
 * failing one rolls back alone with its caller's error. Every promise settles only after the
 * shared COMMIT (nothing is acknowledged before it is on disk); a failed COMMIT fails them all.
 *
 * A group starts once the waiting requests are taken in (setImmediate), holds at most
 * MAX_GROUP writes; what arrives meanwhile forms the next. A write uses only the transaction
 * given and waits on nothing outside the store (the whole group waits with it).
 *
 * SQLite runs synchronously, so a SQLite group ends after SLICE_MS of writes, commits what it
 * ran and leaves the rest to the next group after the event loop's turn, so that pages are
 * served during a burst; a group is never held open across that turn. PostgreSQL's groups are
 * not cut.
 */
export type GroupedWrite<T> = (trx: Transaction<Database>) => Promise<T>;

const MAX_GROUP = 128;
const SLICE_MS = 10;

/** Resolves once the event loop has handled the input and output waiting now. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Entry {
  work: GroupedWrite<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Group {
  waiting: Entry[];
  running: boolean;
  /** Its queries run on the event loop (SQLite): the group ends after SLICE_MS of them. */
  synchronous: boolean;
}

const groups = new WeakMap<Kysely<Database>, Group>();

/** Runs `work` in the next group transaction on `db`; settles after that group's COMMIT. */
export function groupCommit<T>(db: Kysely<Database>, work: GroupedWrite<T>): Promise<T> {
  let group = groups.get(db);
  if (!group) {
    group = { waiting: [], running: false, synchronous: dialectOf(db) === 'sqlite' };
    groups.set(db, group);
  }
  const promise = new Promise<T>((resolve, reject) => {
    group.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
  if (!group.running) {
    group.running = true;
    setImmediate(() => void drain(db, group));
  }
  return promise;
}

async function drain(db: Kysely<Database>, group: Group) {
  while (group.waiting.length > 0) {
    const batch = group.waiting.splice(0, MAX_GROUP);
    const left = await commitGroup(db, batch, group.synchronous);
    // What the slice did not reach goes first, ahead of the writes that arrived meanwhile.
    group.waiting.unshift(...left);
    await yieldToEventLoop();
  }
  group.running = false;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Runs `batch` in one transaction, or as much of it as fits in a slice when `sliced`, and
 * settles each write it ran after the COMMIT. Gives back the writes it did not reach.
 */
async function commitGroup(db: Kysely<Database>, batch: Entry[], sliced: boolean) {
  let outcomes: Outcome[];
  try {
    outcomes = await db.transaction().execute(async (trx) => {
      const done: Outcome[] = [];
      const started = performance.now();
      for (const entry of batch) {
        if (sliced && done.length > 0 && performance.now() - started >= SLICE_MS) break;
        try {
          const value = await inSavepoint(trx, 'grouped_write', () => entry.work(trx));
          done.push({ ok: true, value });
        } catch (error) {
          done.push({ ok: false, error });
        }
      }
      return done;
    });
  } catch (error) {
    for (const entry of batch) entry.reject(error);
    return [];
  }
  outcomes.forEach((outcome, index) => {
    const entry = batch[index]!;
    if (outcome.ok) entry.resolve(outcome.value);
    else entry.reject(outcome.error);
  });
  return batch.slice(outcomes.length);
}
