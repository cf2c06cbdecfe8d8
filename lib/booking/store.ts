import type { Selectable } from 'kysely';
import { getDb } from '@/lib/db';
import type { LeadStatus, LeadTable } from '@/lib/db/schema';

/** A lead's row as stored, with what the follow-ups record beside its answers. */
export type LeadRow = Selectable<LeadTable>;

export async function getLeadRow(id: string): Promise<LeadRow | undefined> {
  return getDb().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The owner's word on a lead (booked, contacted, not a fit); false when there is no lead. */
export async function recordStatus(
  leadId: string,
  status: LeadStatus,
  now = new Date(),
): Promise<boolean> {
  const result = await getDb()
    .updateTable('leads')
    .set({ status, status_at: now.toISOString() })
    .where('id', '=', leadId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
