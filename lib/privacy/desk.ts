import { getDb, type Database } from '@/lib/db';
import type { Kysely } from 'kysely';
import type { Correction, DeskOutcome, Disclosure, Purpose, Row } from '@/lib/personal-data';
import { addressHash } from './personal-data';
import { merge, personalData } from './registry';

const DAY_MS = 86_400_000;
/** The law's clock: a request is answered within 30 calendar days. */
export const ANSWER_DAYS = 30;

export type RequestKind = 'access' | 'correct' | 'withdraw' | 'erase';

export interface Report {
  email: string;
  generatedAt: string;
  sections: Record<string, Row[]>;
  /** The past year's: which services received the data, and when. */
  disclosures: Disclosure[];
}

/** Everything every feature holds about an address, and the past year's disclosures. */
export async function buildReport(email: string, now = new Date(), db: Kysely<Database> = getDb()) {
  const sections: Record<string, Row[]> = {};
  const disclosures: Disclosure[] = [];
  const since = new Date(now.getTime() - 365 * DAY_MS).toISOString();
  for (const data of personalData()) {
    Object.assign(sections, await data.find(db, email));
    if (data.disclosures) disclosures.push(...(await data.disclosures(db, email, since)));
  }
  disclosures.sort((a, b) => a.at.localeCompare(b.at));
  return { email, generatedAt: now.toISOString(), sections, disclosures } satisfies Report;
}

/** Whether any feature holds anything about the address (the desk's own log aside). */
export async function holdsData(email: string, db: Kysely<Database> = getDb()) {
  for (const data of personalData()) {
    if (data.feature === 'privacy desk') continue;
    const found = await data.find(db, email);
    if (Object.values(found).some((rows) => rows.length > 0)) return true;
  }
  return false;
}

/** Logs a request with its 30-day clock; 'manual' when steps are left for the owner. */
export async function logRequest(
  db: Kysely<Database>,
  {
    email,
    kind,
    detail,
    manual = [],
    now,
  }: {
    email: string | null;
    kind: RequestKind;
    detail: object;
    manual?: string[];
    now: Date;
  },
  hash = email ? addressHash(email) : '',
): Promise<number> {
  const row = await db
    .insertInto('privacy_requests')
    .values({
      email,
      email_hash: hash,
      kind,
      detail: JSON.stringify({ ...detail, ...(manual.length ? { manual } : {}) }),
      status: manual.length ? 'manual' : 'done',
      created_at: now.toISOString(),
      due_at: new Date(now.getTime() + ANSWER_DAYS * DAY_MS).toISOString(),
      done_at: manual.length ? null : now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Erases every declared kind of data of an address in one transaction, and keeps a tombstone:
 * the keyed hash of the address, the date and the scope, nothing else. The calendar's events
 * are removed by jobs queued in the same transaction, tried at once after it.
 */
export async function eraseAddress(
  email: string,
  now = new Date(),
  db: Kysely<Database> = getDb(),
) {
  const outcome = await db.transaction().execute(async (trx) => {
    const outcomes: DeskOutcome[] = [];
    for (const data of personalData()) outcomes.push(await data.erase(trx, email, now));
    const all = merge(outcomes);
    const scope =
      Object.keys(all.counts)
        .filter((kind) => all.counts[kind]! > 0)
        .join(',') || 'none';
    await trx
      .insertInto('privacy_tombstones')
      .values({ email_hash: addressHash(email), erased_at: now.toISOString(), scope })
      .execute();
    const id = await logRequest(
      trx,
      { email: null, kind: 'erase', detail: all.counts, manual: all.manual, now },
      addressHash(email),
    );
    return { ...all, id };
  });
  for (const data of personalData())
    if (data.afterErase) await data.afterErase(db, now).catch(() => undefined);
  return outcome;
}

/** Withdraws consent for one purpose, at once, in every feature that holds it. */
export async function withdraw(
  email: string,
  purpose: Purpose,
  now = new Date(),
  db: Kysely<Database> = getDb(),
) {
  const outcomes: DeskOutcome[] = [];
  for (const data of personalData()) {
    const run = data.withdraw?.[purpose];
    if (run) outcomes.push(await run(db, email, now));
  }
  const all = merge(outcomes);
  const id = await logRequest(db, {
    email,
    kind: 'withdraw',
    detail: { purpose, ...all.counts },
    manual: all.manual,
    now,
  });
  return { ...all, id };
}

/** Corrects name and website in place, passing them on where the site can; what it could not. */
export async function correct(
  email: string,
  change: Correction,
  now = new Date(),
  db: Kysely<Database> = getDb(),
) {
  const manual = await db.transaction().execute(async (trx) => {
    const notes: string[] = [];
    for (const data of personalData())
      if (data.correct) notes.push(...(await data.correct(trx, email, change, now)));
    return notes;
  });
  const id = await logRequest(db, {
    email,
    kind: 'correct',
    detail: { fields: Object.keys(change) },
    manual,
    now,
  });
  return { manual, id };
}

/** Moves everything held about an address to a new one (its owner opened the link sent to it). */
export async function readdress(
  email: string,
  to: string,
  now = new Date(),
  db: Kysely<Database> = getDb(),
) {
  await db.transaction().execute(async (trx) => {
    for (const data of personalData()) if (data.readdress) await data.readdress(trx, email, to);
  });
  return logRequest(db, { email: to, kind: 'correct', detail: { fields: ['email'] }, now });
}

/** Whether an address was erased (the owner's proof): the tombstones under its keyed hash. */
export function tombstonesOf(email: string, db: Kysely<Database> = getDb()) {
  return db
    .selectFrom('privacy_tombstones')
    .select(['erased_at', 'scope'])
    .where('email_hash', '=', addressHash(email))
    .execute();
}
