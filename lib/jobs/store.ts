import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import { type Database } from '@/lib/db';
import { dialectOf } from '@/lib/db/dialect';
import type { JobTable } from '@/lib/db/schema';

/**
 * The jobs table's statements, and the only place that knows how a job is claimed. A claim
 * is one conditional UPDATE (pending, or running under a stale claim), so two runners never
 * run one job together, whichever store they share:
 * - on SQLite one process writes at a time, so the UPDATE alone decides;
 * - on PostgreSQL, a runner taking the next due job picks it in a subquery locked
 *   `FOR UPDATE SKIP LOCKED`: concurrent runners (several instances, or `jobs:run` beside a
 *   server) each take a different job without waiting for one another, and a claim by id
 *   re-checks its condition on the row's latest version (READ COMMITTED), so it loses to a
 *   claim that committed first.
 * Each function takes the store to use, so that a test can race two of them.
 */
export type JobRow = Selectable<JobTable>;
export type Db = Kysely<Database> | Transaction<Database>;

export async function insertJob(
  db: Db,
  {
    kind,
    ref,
    uniqueKey,
    runAt,
    now,
  }: { kind: string; ref: string; uniqueKey?: string; runAt: Date; now: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind,
      ref,
      unique_key: uniqueKey ?? null,
      status: 'pending',
      attempts: 0,
      next_at: runAt.toISOString(),
      created_at: now.toISOString(),
      due_at: runAt.toISOString(),
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The id of a job of `kind` about `ref` that is still to run (pending or running), if any. */
export async function findUnfinishedJob(
  db: Db,
  { kind, ref }: { kind: string; ref: string },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirst();
  return row?.id;
}

type JobsWhere = ExpressionBuilder<Database, 'jobs'>;

/** A running job whose claim is older than `staleBefore`: its runner died. */
const staleClaim = (eb: JobsWhere, staleBefore: string) =>
  eb.and([eb('status', '=', 'running'), eb('claimed_at', '<', staleBefore)]);

/** A pending job whose time has come, or a running one whose claim went stale. */
const due =
  ({ now, staleBefore }: { now: Date; staleBefore: string }) =>
  (eb: JobsWhere) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_at', '<=', now.toISOString())]),
      staleClaim(eb, staleBefore),
    ]);

/**
 * Claims the oldest due job after `afterId` for this runner; undefined when none is left. A
 * pass of the loop claims one job at a time, right before running it, so a claim never ages
 * while the job waits its turn in a pass.
 */
export function claimNextJob(
  db: Kysely<Database>,
  { now, staleBefore, afterId }: { now: Date; staleBefore: string; afterId: number },
) {
  let next = db
    .selectFrom('jobs')
    .select('id')
    .where(due({ now, staleBefore }))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(1);
  if (dialectOf(db) === 'postgres') next = next.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set({ status: 'running', claimed_at: now.toISOString() })
    .where('id', 'in', next)
    .returningAll()
    .executeTakeFirst();
}

/** Claims a job for this runner; undefined when another runner holds it or it is finished. */
export function claimJob(
  db: Kysely<Database>,
  { id, now, staleBefore }: { id: number; now: Date; staleBefore: string },
) {
  return db
    .updateTable('jobs')
    .set({ status: 'running', claimed_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('status', '=', 'pending'), staleClaim(eb, staleBefore)]))
    .returningAll()
    .executeTakeFirst();
}

export async function finishJob(
  db: Kysely<Database>,
  { id, attempts, outcome }: { id: number; attempts: number; outcome: string },
) {
  await db
    .updateTable('jobs')
    .set({
      status: 'done',
      outcome,
      attempts,
      claimed_at: null,
      last_error: null,
      finished_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** A failed try: the job waits until `nextAt`, or is given up. */
export async function failJob(
  db: Kysely<Database>,
  {
    id,
    attempts,
    error,
    givenUp,
    nextAt,
  }: { id: number; attempts: number; error: string; givenUp: boolean; nextAt: string },
) {
  await db
    .updateTable('jobs')
    .set({
      status: givenUp ? 'failed' : 'pending',
      attempts,
      claimed_at: null,
      last_error: error,
      next_at: nextAt,
      ...(givenUp ? { finished_at: new Date().toISOString() } : {}),
    })
    .where('id', '=', id)
    .execute();
}
