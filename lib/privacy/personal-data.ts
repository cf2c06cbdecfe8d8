import { sql } from 'kysely';
import { keyedHash } from '@/lib/secret';
import type { PersonalData } from '@/lib/personal-data';

/** The keyed hash an address is kept under in the desk's log and tombstones. */
export const addressHash = (email: string) => keyedHash(`privacy-address:${email}`);

/** Requests are kept this long: the owner's proof of having answered. */
export const REQUEST_RETENTION_MONTHS = 24;

/**
 * What the desk itself holds: a person's requests (the address until they are erased, then
 * only its keyed hash) and the tombstones of erasures, which hold no address at all.
 */
export const deskPersonalData: PersonalData = {
  feature: 'privacy desk',
  tables: ['privacy_requests', 'privacy_tombstones', 'jobs'],
  retention: [
    {
      key: 'requests',
      kind: 'Your requests to see, correct, withdraw or erase your data',
      kept: `${REQUEST_RETENTION_MONTHS} months`,
      months: REQUEST_RETENTION_MONTHS,
    },
    {
      key: 'tombstones',
      kind: 'Proof of an erasure: a coded fingerprint of the address, the date, what went',
      kept: 'As long as we keep records',
    },
  ],
  async find(db, email) {
    const requests = await db
      .selectFrom('privacy_requests')
      .select(['kind', 'status', 'created_at', 'done_at'])
      .where('email', '=', email)
      .orderBy('id')
      .execute();
    return { requests };
  },
  async readdress(db, email, to) {
    await db
      .updateTable('privacy_requests')
      .set({ email: to, email_hash: addressHash(to) })
      .where('email', '=', email)
      .execute();
  },
  async erase(db, email) {
    const result = await db
      .updateTable('privacy_requests')
      .set({ email: null })
      .where('email_hash', '=', addressHash(email))
      .executeTakeFirst();
    // A link mailed to a corrected address names it in its job.
    await db
      .deleteFrom('jobs')
      .where('kind', '=', 'privacy-address')
      .where(sql<boolean>`ref LIKE ${`%"to":${JSON.stringify(email)}%`}`)
      .execute();
    return { counts: { requests: Number(result.numUpdatedRows) }, manual: [] };
  },
  async touched(db, since, until) {
    const rows = await db
      .selectFrom('privacy_requests')
      .select('email')
      .where('email', 'is not', null)
      .where('created_at', '>=', since)
      .where('created_at', '<', until)
      .execute();
    return rows.map((row) => ({ email: row.email!, kind: 'privacy request' }));
  },
};
