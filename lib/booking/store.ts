import type { Selectable } from 'kysely';
import { getDb } from '@/lib/db';
import type { LeadTable } from '@/lib/db/schema';

/** A lead's row as stored, with what the follow-ups record beside its answers. */
export type LeadRow = Selectable<LeadTable>;

export async function getLeadRow(id: string): Promise<LeadRow | undefined> {
  return getDb().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}
