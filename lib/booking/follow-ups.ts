import type { Transaction } from 'kysely';
import { bookingRules } from '@/content/booking';
import type { Database } from '@/lib/db';
import { enqueueJob } from '@/lib/jobs';
import type { Lead, LeadFollowUpContext } from '@/lib/leads';
import { enqueueMail } from '@/lib/mail';
import { addWorkingMinutes } from './hours';
import { BOOKING_JOBS } from './kinds';

/**
 * What follows a new lead, queued in the lead's own transaction (registered with the lead
 * store by ./jobs.ts): with LEADS_NOTIFY_EMAIL, the team's notification and the owner's one
 * reminder should the lead still be new a working hour on; and the applicant's receipt. The
 * notification and the receipt are tried once the visitor has their answer.
 */
export async function followNewLead(
  trx: Transaction<Database>,
  lead: Lead,
  { at, notify }: LeadFollowUpContext,
): Promise<number[]> {
  const sendNow: number[] = [];
  if (notify) {
    sendNow.push(await enqueueMail(trx, BOOKING_JOBS.notification, { leadId: lead.id }));
    await enqueueJob(
      trx,
      BOOKING_JOBS.ownerReminder,
      { leadId: lead.id },
      {
        now: at,
        runAt: addWorkingMinutes(at, bookingRules.ownerReminderAfterWorkingMinutes),
        uniqueKey: `${BOOKING_JOBS.ownerReminder}:${lead.id}`,
      },
    );
  }
  const receipt = await queueReceipt(trx, lead, at);
  if (receipt !== undefined) sendNow.push(receipt);
  return sendNow;
}

/**
 * A new lead's receipt, unless the address had one today (UTC): the lead is kept all the
 * same, but the form must not be a way to mail strangers in bulk. The receipt's job id, when
 * one was queued.
 */
async function queueReceipt(
  trx: Transaction<Database>,
  lead: Lead,
  at: Date,
): Promise<number | undefined> {
  const today = at.toISOString().slice(0, 10);
  // A day's rows only count that day; older ones would keep addresses for nothing.
  await trx.deleteFrom('lead_receipts').where('day', '<', today).execute();
  const first = await trx
    .insertInto('lead_receipts')
    .values({ email: lead.email, day: today, lead_id: lead.id })
    .onConflict((oc) => oc.columns(['email', 'day']).doNothing())
    .returning('lead_id')
    .executeTakeFirst();
  return first ? enqueueMail(trx, BOOKING_JOBS.receipt, { leadId: lead.id }, at) : undefined;
}
