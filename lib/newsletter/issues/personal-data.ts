import type { PersonalData } from '@/lib/personal-data';

type Db = Parameters<PersonalData['erase']>[0];

const subscriberIds = (db: Db, email: string) =>
  db.selectFrom('newsletter_subscribers').select('id').where('email', '=', email);

/** What sending holds about a person: each issue mailed to them and the reports received. */
export const issuesPersonalData: PersonalData = {
  feature: 'newsletter issues',
  tables: ['newsletter_deliveries', 'newsletter_bounces'],
  retention: [
    { key: 'deliveries', kind: 'Newsletter delivery records', kept: '13 months', months: 13 },
    { key: 'bounces', kind: 'Bounce and complaint reports', kept: '13 months', months: 13 },
  ],
  async find(db, email) {
    const mails = await db
      .selectFrom('newsletter_deliveries')
      .innerJoin('newsletter_issues', 'newsletter_issues.id', 'newsletter_deliveries.issue_id')
      .select([
        'newsletter_issues.kind',
        'newsletter_deliveries.status',
        'newsletter_deliveries.created_at',
        'newsletter_deliveries.sent_at',
        'newsletter_deliveries.unsubscribed_at',
      ])
      .where('subscriber_id', 'in', subscriberIds(db, email))
      .orderBy('newsletter_deliveries.created_at')
      .execute();
    const bounces = await db
      .selectFrom('newsletter_bounces')
      .select(['kind', 'status_code', 'received_at'])
      .where('subscriber_id', 'in', subscriberIds(db, email))
      .orderBy('received_at')
      .execute();
    return { mails, bounces };
  },
  async disclosures(db, email, since) {
    const rows = await db
      .selectFrom('newsletter_deliveries')
      .select('sent_at')
      .where('subscriber_id', 'in', subscriberIds(db, email))
      .where('sent_at', '>=', since)
      .execute();
    return rows.map((row) => ({
      service: 'mail relay',
      what: 'a newsletter issue',
      at: row.sent_at!,
    }));
  },
  withdraw: {
    async newsletter(db, email) {
      const result = await db
        .updateTable('newsletter_deliveries')
        .set({ status: 'cancelled' })
        .where('subscriber_id', 'in', subscriberIds(db, email))
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return { counts: { queuedIssues: Number(result.numUpdatedRows) }, manual: [] };
    },
  },
  async erase(db, email) {
    const bounces = await db
      .deleteFrom('newsletter_bounces')
      .where('subscriber_id', 'in', subscriberIds(db, email))
      .executeTakeFirst();
    const deliveries = await db
      .deleteFrom('newsletter_deliveries')
      .where('subscriber_id', 'in', subscriberIds(db, email))
      .executeTakeFirst();
    return {
      counts: {
        bounces: Number(bounces.numDeletedRows),
        deliveries: Number(deliveries.numDeletedRows),
      },
      manual: [],
    };
  },
  async touched(db, since, until) {
    const rows = await db
      .selectFrom('newsletter_deliveries')
      .innerJoin(
        'newsletter_subscribers',
        'newsletter_subscribers.id',
        'newsletter_deliveries.subscriber_id',
      )
      .select('newsletter_subscribers.email')
      .where('newsletter_deliveries.created_at', '>=', since)
      .where('newsletter_deliveries.created_at', '<', until)
      .execute();
    return rows.map((row) => ({ email: row.email, kind: 'newsletter mail' }));
  },
};
