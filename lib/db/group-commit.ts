import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from './dialect';
import { inSavepoint } from './savepoint';
import type { Database } from './schema';

/**
 * Group commit: writes that arrive together share one transaction and one fsync, each in its own
 * savepoint in arrival order (a failing one rolls back alone). Every promise settles only after
 * the shared COMMIT. A group holds at most MAX_GROUP writes; a write waits on nothing outside
 * the store. SQLite runs synchronously, so its group ends after SLICE_MS of writes and leaves
 * the rest to the next turn of the event loop, so that pages are served during a burst.
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

/** Runs `batch` (as much as fits a slice when `sliced`); gives back the writes it did not reach. */
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
