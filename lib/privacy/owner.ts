import type { Kysely } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import { personalData } from './registry';

const DAY_MS = 86_400_000;

/** The owner's log of requests (npm run privacy:requests), newest first, with days left. */
export async function listRequests(now = new Date(), db: Kysely<Database> = getDb()) {
  const rows = await db
    .selectFrom('privacy_requests')
    .select(['id', 'kind', 'status', 'created_at', 'due_at', 'done_at', 'detail'])
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map(({ detail, ...row }) => {
    const { manual = [] } = JSON.parse(detail ?? '{}') as { manual?: string[] };
    const daysLeft = Math.ceil((Date.parse(row.due_at) - now.getTime()) / DAY_MS);
    return { ...row, daysLeft: row.status === 'done' ? null : daysLeft, manual };
  });
}

/** Marks a request's manual steps done (the owner did them); false when there was none. */
export async function closeRequest(id: number, now = new Date(), db: Kysely<Database> = getDb()) {
  const result = await db
    .updateTable('privacy_requests')
    .set({ status: 'done', done_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '!=', 'done')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * How many distinct people, and which kinds of their data, a window of time touched (written
 * or sent in it), across every declared feature: a breach's size against the 500-person line.
 * Counts only, never an address.
 */
export async function breachCount(since: Date, until = new Date(), db: Kysely<Database> = getDb()) {
  const span = { since: since.toISOString(), until: until.toISOString() };
  const people = new Set<string>();
  const kinds: Record<string, number> = {};
  for (const data of personalData()) {
    const seen = new Map<string, Set<string>>();
    for (const { email, kind } of await data.touched(db, span.since, span.until)) {
      people.add(email);
      seen.set(kind, (seen.get(kind) ?? new Set()).add(email));
    }
    for (const [kind, emails] of seen) kinds[kind] = (kinds[kind] ?? 0) + emails.size;
  }
  return {
    ...span,
    people: people.size,
    kinds,
    /** At 500 people or more a breach is notifiable whatever the harm. */
    notifiableBySize: people.size >= 500,
  };
}
