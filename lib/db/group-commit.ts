import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from './dialect';
import { inSavepoint } from './savepoint';
import type { Database } from './schema';

/**
 * Group commit: writes that arrive together share one transaction, so one commit (one fsync
 * with SQLite's synchronous=FULL, one WAL flush with PostgreSQL) makes them all durable. Each
 * write runs in a savepoint of its own, in arrival order: a write that fails is rolled back
 * alone and its caller gets its error, the others go on. Every caller's promise settles only
 * after the shared COMMIT has returned, so nothing is acknowledged before it is on disk; a
 * failed COMMIT fails every write of the group.
 *
 * A group starts as soon as the event loop has taken in the requests already waiting
 * (setImmediate) and takes at most MAX_GROUP writes; whatever arrives while it commits forms
 * the next one. A write must only use the transaction it is given, and must not wait on
 * anything outside the store (the whole group waits with it).
 *
 * SQLite's queries run synchronously, so a group would hold the event loop for as long as all
 * its writes take: a SQLite group ends once its writes have held the event loop for SLICE_MS,
 * commits what it has run, and leaves the rest to open the next group after the event loop has
 * had its turn, so that pages are served while a burst of writes is committed. A group is never
 * held open across that turn: the writes already run are answered at once instead of waiting
 * for everything that arrived meanwhile, and no other query on the connection waits behind an
 * open transaction. PostgreSQL's queries do not hold the event loop, so its groups are not cut.
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
