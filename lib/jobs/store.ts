import type { Kysely, Selectable, Transaction } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import type { JobTable } from '@/lib/db/schema';

/**
 * The jobs table's statements, and the only place that knows how a job is claimed. A claim
 * is one conditional UPDATE (pending, or running under a stale claim), so two runners never
 * run one job together. On SQLite one process writes at a time, so this is enough; a
 * PostgreSQL store shared by several instances replaces dueJobs() and claimJob() here with
 * one `UPDATE jobs ... WHERE id IN (SELECT id ... FOR UPDATE SKIP LOCKED) RETURNING *`.
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
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Jobs whose time has come, and jobs whose claim went stale, oldest first. */
export function dueJobs({
  now,
  staleBefore,
  limit,
}: {
  now: Date;
  staleBefore: string;
  limit: number;
}) {
  return getDb()
    .selectFrom('jobs')
    .select(['id', 'kind'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_at', '<=', now.toISOString())]),
        eb.and([eb('status', '=', 'running'), eb('claimed_at', '<', staleBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Claims a job for this runner; undefined when another runner holds it or it is finished. */
export function claimJob({ id, now, staleBefore }: { id: number; now: Date; staleBefore: string }) {
  return getDb()
    .updateTable('jobs')
    .set({ status: 'running', claimed_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'running'), eb('claimed_at', '<', staleBefore)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function finishJob({
  id,
  attempts,
  outcome,
}: {
  id: number;
  attempts: number;
  outcome: string;
}) {
  await getDb()
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
export async function failJob({
  id,
  attempts,
  error,
  givenUp,
  nextAt,
}: {
  id: number;
  attempts: number;
  error: string;
  givenUp: boolean;
  nextAt: string;
}) {
  await getDb()
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
