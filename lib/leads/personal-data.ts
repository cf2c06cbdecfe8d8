import { deleted, type PersonalData } from '@/lib/personal-data';
import { usesRemoteBackend } from '@/lib/remote-backend';
import { LEAD_RETENTION_MONTHS } from './store';

/**
 * What the leads hold about a person: their applications (answers, name, website, fit,
 * status, forwarding) and the day's receipt marker. With the remote backend, applications are
 * held there too: the desk cannot reach them, so the owner is told to (a manual step).
 */
export const leadsPersonalData: PersonalData = {
  feature: 'leads',
  tables: ['leads', 'lead_receipts'],
  retention: [
    {
      key: 'leads',
      kind: 'Sales enquiries and booking requests, with the calls you booked',
      kept: `${LEAD_RETENTION_MONTHS} months after our last contact with you`,
      months: LEAD_RETENTION_MONTHS,
    },
  ],
  async find(db, email) {
    const applications = await db
      .selectFrom('leads')
      .select([
        'id',
        'created_at',
        'full_name',
        'email',
        'website_url',
        'business_type',
        'annual_revenue',
        'revenue_tracking_percentage',
        'product_stage',
        'obstacles',
        'other_obstacle',
        'risk_level',
        'customer_understanding',
        'newsletter_opt_in',
        'fit',
        'status',
        'status_at',
        'forward_status',
        'forwarded_at',
        'cta_source',
        'utm_source',
        'utm_medium',
        'utm_campaign',
      ])
      .where('email', '=', email)
      .orderBy('created_at')
      .execute();
    const receipts = await db
      .selectFrom('lead_receipts')
      .select(['day', 'lead_id'])
      .where('email', '=', email)
      .execute();
    return { applications, receipts };
  },
  async disclosures(db, email, since) {
    const rows = await db
      .selectFrom('leads')
      .select(['created_at', 'forwarded_at'])
      .where('email', '=', email)
      .where((eb) => eb.or([eb('created_at', '>=', since), eb('forwarded_at', '>=', since)]))
      .execute();
    return rows.flatMap((row) => [
      ...(row.created_at >= since
        ? [
            {
              service: 'mail relay',
              what: 'application (to the team and your receipt)',
              at: row.created_at,
            },
          ]
        : []),
      ...(row.forwarded_at && row.forwarded_at >= since
        ? [{ service: 'remote backend', what: 'application', at: row.forwarded_at }]
        : []),
    ]);
  },
  async correct(db, email, { name, website }) {
    if (name || website)
      await db
        .updateTable('leads')
        .set({ ...(name ? { full_name: name } : {}), ...(website ? { website_url: website } : {}) })
        .where('email', '=', email)
        .execute();
    return remoteNote();
  },
  async readdress(db, email, to) {
    await db.updateTable('leads').set({ email: to }).where('email', '=', email).execute();
    await db.updateTable('lead_receipts').set({ email: to }).where('email', '=', email).execute();
  },
  async erase(db, email) {
    const leads = await deleted(db.deleteFrom('leads').where('email', '=', email));
    const receipts = await deleted(db.deleteFrom('lead_receipts').where('email', '=', email));
    return { counts: { leads, receipts }, manual: remoteNote() };
  },
  async touched(db, since, until) {
    const rows = await db
      .selectFrom('leads')
      .select('email')
      .where((eb) =>
        eb.or([
          eb.and([eb('created_at', '>=', since), eb('created_at', '<', until)]),
          eb.and([eb('status_at', '>=', since), eb('status_at', '<', until)]),
        ]),
      )
      .execute();
    return rows.map((row) => ({ email: row.email, kind: 'application' }));
  },
};

function remoteNote(): string[] {
  return usesRemoteBackend() ? ['the applications held by the remote backend'] : [];
}
