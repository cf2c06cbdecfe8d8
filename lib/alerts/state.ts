import { sql, type Kysely } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import { enqueueJob, runJob } from '@/lib/jobs';
import { log } from '@/lib/log';
import { alertChannels, type AlertRef } from './channels';

/**
 * The state of each condition, in the store, so that one alert goes out when it begins and one
 * when it ends, whichever process sees it: a change is one conditional UPDATE, and only the
 * runner whose update changed the row queues the alerts, in the same transaction.
 */
export interface Observation {
  key: string;
  active: boolean;
  title: string;
  reason?: string;
  /** More for the owner only. */
  detail?: string;
}

export interface Transition {
  key: string;
  state: 'begin' | 'end';
  jobs: number[];
}

type Row = Awaited<ReturnType<typeof readStates>>[number];

function readStates(db: Kysely<Database>, keys: string[]) {
  return db
    .selectFrom('alert_states')
    .select(['key', 'active', 'reason', 'since', 'version'])
    .where('key', 'in', keys)
    .execute();
}

/** The conditions that hold now, as the store has them (all of them, or those with `prefix`). */
export function activeStates(db: Kysely<Database> = getDb(), prefix?: string) {
  let query = db
    .selectFrom('alert_states')
    .select(['key', 'reason', 'since'])
    .where('active', '=', 1);
  if (prefix) query = query.where('key', 'like', `${prefix}%`);
  return query.orderBy('key').execute();
}

/** Records what a check observed and alerts on each change; nothing is written without one. */
export async function recordConditions(
  observations: Observation[],
  now = new Date(),
  db: Kysely<Database> = getDb(),
): Promise<Transition[]> {
  if (observations.length === 0) return [];
  const rows = new Map(
    (
      await readStates(
        db,
        observations.map((o) => o.key),
      )
    ).map((row) => [row.key, row]),
  );
  const transitions: Transition[] = [];
  for (const observation of observations) {
    const row = rows.get(observation.key);
    const wasActive = row?.active === 1;
    if (observation.active === wasActive) continue;
    const transition = await change(db, observation, row, now);
    if (transition) transitions.push(transition);
  }
  // Tried at once, after the commit; the loop tries again whatever fails.
  for (const { jobs } of transitions) for (const id of jobs) await runJob(id, now);
  return transitions;
}

async function change(
  db: Kysely<Database>,
  observation: Observation,
  row: Row | undefined,
  now: Date,
): Promise<Transition | null> {
  const at = now.toISOString();
  const state = observation.active ? 'begin' : 'end';
  return db.transaction().execute(async (trx) => {
    if (!row) {
      await trx
        .insertInto('alert_states')
        .values({ key: observation.key, active: 0, reason: null, since: at, version: 0 })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
    const changed = await trx
      .updateTable('alert_states')
      .set({
        active: observation.active ? 1 : 0,
        // An ended condition keeps the reason it began with, for the record.
        ...(observation.active ? { reason: observation.reason ?? null } : {}),
        since: at,
        version: sql<number>`version + 1`,
      })
      .where('key', '=', observation.key)
      .where('active', '=', observation.active ? 0 : 1)
      .returning(['version'])
      .executeTakeFirst();
    if (!changed) return null;
    const ref: AlertRef = {
      key: observation.key,
      state,
      title: observation.title,
      reason: observation.active ? (observation.reason ?? '') : (row?.reason ?? ''),
      detail: observation.active ? (observation.detail ?? null) : null,
      at,
      // When it began, for an end: how long it lasted.
      began: observation.active ? at : (row?.since ?? at),
    };
    (observation.active ? log.warn : log.info)(`alert.${state}`, {
      key: observation.key,
      reason: ref.reason,
    });
    const jobs: number[] = [];
    for (const kind of alertChannels()) {
      const id = await enqueueJob(trx, kind, ref, {
        now,
        uniqueKey: `${kind}:${observation.key}:${Number(changed.version)}`,
      });
      if (id !== undefined) jobs.push(id);
    }
    return { key: observation.key, state, jobs };
  });
}
