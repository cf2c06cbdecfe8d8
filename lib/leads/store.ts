import { CompiledQuery, sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import { recordFunnelEvent } from '@/lib/analytics/store';
import { getDb, groupedWrite } from '@/lib/db';
import type { Database, LeadTable } from '@/lib/db/schema';
import { enqueueJob } from '@/lib/jobs';
import { isFit } from './fit';
import { leadFollowUps } from './follow-ups';
import { leadCampaign } from '@/lib/analytics/campaign';
import type { Lead } from './schema';

/**
 * The leads table of the local store. A lead is written in one transaction together with its
 * jobs (what the features registered to follow a new lead: the team's notification, the
 * applicant's receipt; or its forwarding to the remote backend), so an acknowledged lead
 * always has them queued, and a retried submission (same client id) is stored once. Further
 * writes of a new lead (its newsletter opt-in) can join the transaction. A new lead is also
 * counted, in the same transaction, as the booking funnel's last step for its visit's
 * campaign, and stored with the fit rule's verdict of the moment (./fit.ts).
 */
export const LEAD_FORWARD = 'lead-forward';
/** Sales enquiries are kept this many months after the last contact (privacy page). */
export const LEAD_RETENTION_MONTHS = 24;

export type StoredLead = Lead & {
  created_at: string;
  forward_status: Selectable<LeadTable>['forward_status'];
  /** As the owner recorded it (new until then). */
  status: Selectable<LeadTable>['status'];
};

export interface StoreLeadOptions<W = undefined> {
  /** The owner is mailed about leads (LEADS_NOTIFY_EMAIL is set), as the follow-ups are told. */
  notify: boolean;
  /** Kept for the remote backend: queue its forwarding, due at once. */
  forward?: boolean;
  /**
   * Also run the follow-ups the features registered (./follow-ups.ts): the team's
   * notification, the applicant's receipt, the owner's reminder. Leads kept only to be
   * forwarded to the remote backend are the remote's to answer.
   */
  followUps?: boolean;
  /** More writes of a new lead, in its own transaction (the newsletter opt-in it asked for). */
  alsoWrite?: (trx: Transaction<Database>, at: Date) => Promise<W>;
  now?: Date;
}

export interface StoreLeadResult<W = undefined> {
  /** False when a lead with this id was already stored (a retried submission). */
  created: boolean;
  /** With `followUps`, the jobs they queued to try once the visitor has their answer. */
  sendNow?: number[];
  /** What alsoWrite gave, for a new lead. */
  also?: W;
}

export async function storeLead<W = undefined>(
  lead: Lead,
  options: StoreLeadOptions<W>,
): Promise<StoreLeadResult<W>> {
  const at = options.now ?? new Date();
  const now = at.toISOString();
  const followUps = options.followUps ? leadFollowUps() : [];
  // Committed with the other leads and sign-ups arriving at the same time: one fsync for all.
  return groupedWrite(async (trx) => {
    const inserted = await insertLead(trx, {
      id: lead.id,
      business_type: lead.business_type,
      annual_revenue: lead.annual_revenue,
      revenue_tracking_percentage: lead.revenue_tracking_percentage ?? null,
      product_stage: lead.product_stage ?? null,
      obstacles: JSON.stringify(lead.obstacles),
      other_obstacle: lead.other_obstacle ?? null,
      risk_level: lead.risk_level,
      customer_understanding: lead.customer_understanding,
      full_name: lead.full_name,
      website_url: lead.website_url,
      email: lead.email,
      newsletter_opt_in: lead.newsletter_opt_in ? 1 : 0,
      cta_source: lead.cta_source ?? null,
      page_referrer: lead.page_referrer ?? null,
      utm_source: lead.utm_source ?? null,
      utm_medium: lead.utm_medium ?? null,
      utm_campaign: lead.utm_campaign ?? null,
      landing_cta: lead.landing_cta ?? null,
      created_at: now,
      forward_status: options.forward ? 'pending' : 'none',
      fit: isFit(lead) ? 1 : 0,
    });
    if (!inserted) return { created: false };
    await recordLeadEvent(lead, { db: trx, now: at });
    if (options.forward) await enqueueJob(trx, LEAD_FORWARD, { leadId: lead.id }, { now: at });
    const result: StoreLeadResult<W> = { created: true };
    if (options.followUps) {
      result.sendNow = [];
      for (const followUp of followUps) {
        result.sendNow.push(...(await followUp(trx, lead, { at, notify: options.notify })));
      }
    }
    if (options.alsoWrite) result.also = await options.alsoWrite(trx, at);
    return result;
  });
}

/** Every column a new lead is written with, none left out. */
type LeadRow = Required<
  Omit<
    Insertable<LeadTable>,
    | 'forward_error'
    | 'forwarded_at'
    | 'status'
    | 'status_at'
    | 'status_by'
    | 'calendar_failed_at'
    | 'calendar_error'
    | 'booking_id'
  >
>;

/** The insert's SQL on each engine (by its Kysely adapter), compiled on first use. */
const insertSql = new WeakMap<object, string>();

/**
 * Inserts a new lead; false when one with its id is already stored. Every lead is written
 * with the same columns in the same order, so the statement Kysely compiles the first time
 * is kept and run again with each lead's values: building and compiling a twenty-column
 * insert cost more than SQLite takes to run it.
 */
async function insertLead(trx: Transaction<Database>, row: LeadRow): Promise<boolean> {
  const values = Object.values(row);
  const adapter = trx.getExecutor().adapter;
  const kept = insertSql.get(adapter);
  if (kept !== undefined) {
    return (await trx.executeQuery(CompiledQuery.raw(kept, values))).rows.length > 0;
  }
  const compiled = trx
    .insertInto('leads')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .compile();
  // Kept only when its parameters are the row's values in order, as later leads pass them.
  const same =
    compiled.parameters.length === values.length &&
    compiled.parameters.every((value, index) => value === values[index]);
  if (same) insertSql.set(adapter, compiled.sql);
  return (await trx.executeQuery(compiled)).rows.length > 0;
}

/** A lead counted in the booking funnel, under its visit's campaign (no id, only the day). */
export async function recordLeadEvent(
  lead: Lead,
  options?: Parameters<typeof recordFunnelEvent>[2],
): Promise<void> {
  const { landing_cta: cta, ...tags } = leadCampaign(lead);
  await recordFunnelEvent('lead', { ...tags, cta }, options);
}

function fromRow(row: Selectable<LeadTable>): StoredLead {
  return {
    id: row.id,
    business_type: row.business_type,
    annual_revenue: row.annual_revenue as Lead['annual_revenue'],
    revenue_tracking_percentage: row.revenue_tracking_percentage,
    product_stage: row.product_stage as Lead['product_stage'],
    obstacles: JSON.parse(row.obstacles) as Lead['obstacles'],
    other_obstacle: row.other_obstacle,
    risk_level: row.risk_level as Lead['risk_level'],
    customer_understanding: row.customer_understanding as Lead['customer_understanding'],
    full_name: row.full_name,
    website_url: row.website_url,
    email: row.email,
    newsletter_opt_in: row.newsletter_opt_in === 1,
    cta_source: row.cta_source,
    page_referrer: row.page_referrer,
    ...leadCampaign(row),
    created_at: row.created_at,
    forward_status: row.forward_status,
    status: row.status,
  };
}

export async function getLead(id: string): Promise<StoredLead | null> {
  const row = await getDb().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Every stored lead, newest first (insertion order breaks ties within a millisecond). */
export async function listLeads(): Promise<StoredLead[]> {
  const rows = await getDb()
    .selectFrom('leads')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .execute();
  return rows.map(fromRow);
}

/** The end of a kept lead's forwarding: taken by the remote backend, or refused for good. */
export async function settleForwarding(
  id: string,
  outcome: { status: 'forwarded' } | { status: 'rejected'; reason: string },
): Promise<void> {
  await getDb()
    .updateTable('leads')
    .set(
      outcome.status === 'forwarded'
        ? {
            forward_status: 'forwarded',
            forward_error: null,
            forwarded_at: new Date().toISOString(),
          }
        : { forward_status: 'rejected', forward_error: outcome.reason },
    )
    .where('id', '=', id)
    .execute();
}

export async function countLeads(): Promise<number> {
  const row = await getDb()
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
