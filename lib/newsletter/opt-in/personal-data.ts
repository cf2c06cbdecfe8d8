import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import type { PersonalData } from '@/lib/personal-data';
import { unsubscribeWithin } from '@/lib/newsletter/subscribers';
import { usesRemoteBackend } from '@/lib/remote-backend';
import { OPT_IN_RETRY_KIND, PENDING_RETENTION_DAYS } from './constants';
import { STORED_COLUMNS } from './export';

/** An address whose mail was suppressed is removed from the list this many days after. */
const SUPPRESSION_RETENTION_DAYS = 90;

type Db = Parameters<PersonalData['erase']>[0];

const subscriberIds = (db: Db, email: string) =>
  db.selectFrom('newsletter_subscribers').select('id').where('email', '=', email);

/** With the remote backend, the list is held there too: the owner's step. */
const remoteList = () =>
  usesRemoteBackend() ? ['the newsletter list held by the remote backend'] : [];

/** A screener opt-in waiting for the backend holds the address in its job's JSON ref. */
const optInJobs = (email: string) => sql<boolean>`ref LIKE ${`%"email":${JSON.stringify(email)}%`}`;

/** What the opt-in holds about a person: the subscriber, topics, tokens and mail log (cascade). */
export const optInPersonalData: PersonalData = {
  feature: 'newsletter',
  tables: [
    'newsletter_subscribers',
    'newsletter_topics',
    'newsletter_tokens',
    'newsletter_mail_log',
    'jobs',
  ],
  retention: [
    {
      key: 'subscribers',
      kind: 'Newsletter list: your address, your topics and any pause',
      kept: 'Until you unsubscribe',
    },
    {
      key: 'pending',
      kind: 'Newsletter sign-ups never confirmed',
      kept: `${PENDING_RETENTION_DAYS} days`,
      days: PENDING_RETENTION_DAYS,
    },
    {
      key: 'suppressed',
      kind: 'An address our newsletter can no longer reach',
      kept: `${SUPPRESSION_RETENTION_DAYS} days after we stopped mailing it`,
      days: SUPPRESSION_RETENTION_DAYS,
    },
    {
      key: 'mail log',
      kind: 'The log of confirmation mails asked for, and spent confirmation links',
      kept: '1 day',
      days: 1,
    },
    {
      key: 'jobs',
      kind: 'Work waiting to be done, such as a mail to send',
      kept: `${PENDING_RETENTION_DAYS} days`,
      days: PENDING_RETENTION_DAYS,
    },
  ],
  async find(db, email) {
    const subscription = await db
      .selectFrom('newsletter_subscribers')
      .select([...STORED_COLUMNS, 'last_mail_at'])
      .where('email', '=', email)
      .execute();
    const topics = await db
      .selectFrom('newsletter_topics')
      .select(['topic', 'subscribed', 'updated_at'])
      .where('subscriber_id', 'in', subscriberIds(db, email))
      .execute();
    return { subscription, topics };
  },
  async disclosures(db, email, since) {
    const rows = await db
      .selectFrom('newsletter_subscribers')
      .select('requested_at')
      .where('email', '=', email)
      .where('requested_at', '>=', since)
      .execute();
    return rows.map((row) => ({
      service: 'mail relay',
      what: 'the confirmation mail',
      at: row.requested_at,
    }));
  },
  async readdress(db, email, to) {
    await db.deleteFrom('newsletter_subscribers').where('email', '=', to).execute();
    await db
      .updateTable('newsletter_subscribers')
      .set({ email: to })
      .where('email', '=', email)
      .execute();
  },
  withdraw: {
    async newsletter(db, email, now) {
      const ids = (await subscriberIds(db, email).execute()).map((row) => row.id);
      let unsubscribed = 0;
      for (const id of ids)
        if (
          await (db as Kysely<Database>)
            .transaction()
            .execute((trx) => unsubscribeWithin(trx, { id, now }))
        )
          unsubscribed++;
      const result = await db
        .deleteFrom('jobs')
        .where('kind', '=', OPT_IN_RETRY_KIND)
        .where(optInJobs(email))
        .executeTakeFirst();
      return {
        counts: { unsubscribed, optIns: Number(result.numDeletedRows) },
        manual: remoteList(),
      };
    },
  },
  async erase(db, email) {
    const subscribers = await db
      .deleteFrom('newsletter_subscribers')
      .where('email', '=', email)
      .executeTakeFirst();
    const optIns = await db
      .deleteFrom('jobs')
      .where('kind', '=', OPT_IN_RETRY_KIND)
      .where(optInJobs(email))
      .executeTakeFirst();
    return {
      counts: {
        subscribers: Number(subscribers.numDeletedRows),
        optIns: Number(optIns.numDeletedRows),
      },
      manual: remoteList(),
    };
  },
  async touched(db, since, until) {
    const rows = await db
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where((eb) =>
        eb.or([
          eb.and([eb('updated_at', '>=', since), eb('updated_at', '<', until)]),
          eb.and([eb('last_mail_at', '>=', since), eb('last_mail_at', '<', until)]),
        ]),
      )
      .execute();
    return rows.map((row) => ({ email: row.email, kind: 'newsletter subscription' }));
  },
};
