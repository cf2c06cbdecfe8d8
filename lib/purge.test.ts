import { execFileSync } from 'node:child_process';
import { storedLeadRow } from '@/test/lead-fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { USAGE_RETENTION_MONTHS } from '@/lib/analytics/retention';
import { BOOKING_JOBS } from '@/lib/booking';
import { LEAD_RETENTION_MONTHS } from '@/lib/leads';
import { PENDING_RETENTION_DAYS } from '@/lib/newsletter/opt-in';
import { openTestStore, type TestStore } from '@/test/store';
import { DELIVERY_RETENTION_MONTHS, purgeData, SUPPRESSION_RETENTION_DAYS } from './purge';

let store: TestStore;

beforeEach(async () => {
  store = await openTestStore();
});
afterEach(async () => {
  await store.close();
});

const NOW = new Date('2026-03-15T12:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

async function addSubscriber(email: string, status: string, requestedAt: string) {
  const row = await store.db
    .insertInto('newsletter_subscribers')
    .values({
      email,
      status: status as 'pending',
      consent_source: 'sign-up form',
      consent_text: 'text',
      requested_at: requestedAt,
      code_attempts: 0,
      created_at: requestedAt,
      updated_at: requestedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const emails = async () =>
  (
    await store.db.selectFrom('newsletter_subscribers').select('email').orderBy('email').execute()
  ).map((r) => r.email);

const ids = async () =>
  (await sql<{ id: string }>`SELECT id FROM leads ORDER BY id`.execute(store.db)).rows;

/** A lead applied at `createdAt`, with the owner's last word on it at `statusAt`. */
const addLead = (id: string, createdAt: string, statusAt: string | null = null) =>
  store.db
    .insertInto('leads')
    .values(
      storedLeadRow(id, createdAt, { status: statusAt ? 'contacted' : 'new', status_at: statusAt }),
    )
    .execute();

/** A call of `leadId` at `startsAt`, with its slot claimed while it is booked. */
async function addBooking(
  id: string,
  leadId: string,
  {
    startsAt,
    status = 'booked',
    updatedAt = startsAt,
  }: { startsAt: string; status?: 'booked' | 'cancelled'; updatedAt?: string },
) {
  const end = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
  await store.db
    .insertInto('bookings')
    .values({
      id,
      lead_id: leadId,
      starts_at: startsAt,
      ends_at: end,
      status,
      created_at: startsAt,
      updated_at: updatedAt,
    })
    .execute();
  if (status === 'booked') {
    await store.db
      .insertInto('booking_slots')
      .values({ starts_at: startsAt, booking_id: id, claimed_at: startsAt })
      .execute();
  }
}

describe('purgeData', () => {
  it('removes sign-ups left unconfirmed for more than 30 days, and unsubscribed addresses', async () => {
    const old = await addSubscriber('old-pending@example.com', 'pending', daysAgo(31));
    await addSubscriber('new-pending@example.com', 'pending', daysAgo(29));
    await addSubscriber('old-confirmed@example.com', 'confirmed', daysAgo(400));
    await addSubscriber('gone@example.com', 'unsubscribed', daysAgo(2));
    await store.db
      .insertInto('newsletter_tokens')
      .values({
        token_hash: 'h',
        subscriber_id: old,
        expires_at: daysAgo(30),
        used_at: null,
        created_at: daysAgo(31),
      })
      .execute();

    const counts = await purgeData(store.db, NOW);
    expect(counts).toMatchObject({ pendingSubscribers: 1, unsubscribedSubscribers: 1, leads: 0 });
    expect(await emails()).toEqual(['new-pending@example.com', 'old-confirmed@example.com']);
    const tokens = await store.db
      .selectFrom('newsletter_tokens')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect({ n: Number(tokens.n) }).toEqual({ n: 0 });
  });

  it('removes screener opt-ins still waiting for the backend after 30 days', async () => {
    const queue = (leadId: string, email: string, createdAt: string) =>
      store.db
        .insertInto('jobs')
        .values({
          kind: 'newsletter-opt-in',
          ref: JSON.stringify({ leadId, email, consentText: 'text' }),
          unique_key: null,
          status: 'pending',
          outcome: null,
          next_at: daysAgo(1),
          claimed_at: null,
          last_error: null,
          created_at: createdAt,
          finished_at: null,
        })
        .execute();
    await queue('old-lead', 'old@example.com', daysAgo(31));
    await queue('new-lead', 'new@example.com', daysAgo(29));
    expect(await purgeData(store.db, NOW)).toMatchObject({ queuedOptIns: 1 });
    expect(
      (await store.db.selectFrom('jobs').select('ref').execute()).map(({ ref }) => ({
        lead_id: (JSON.parse(ref) as { leadId: string }).leadId,
      })),
    ).toEqual([{ lead_id: 'new-lead' }]);
  });

  it('removes leads 24 months after the application when nothing happened since', async () => {
    await addLead('a', '2024-03-14T12:00:00.000Z'); // 24 months and a day
    await addLead('b', '2024-03-15T12:00:01.000Z'); // just inside
    await addLead('c', '2025-12-01T00:00:00.000Z');
    expect((await purgeData(store.db, NOW)).leads).toBe(1);
    expect(await ids()).toEqual([{ id: 'b' }, { id: 'c' }]);
  });

  it('counts 24 months from the last contact: the owner’s last word, or a call booked', async () => {
    const applied = '2023-01-10T09:00:00.000Z';
    await addLead('no-contact', applied);
    // The owner marked it contacted 14 months ago.
    await addLead('contacted', applied, '2025-01-15T10:00:00.000Z');
    // A call booked for 20 months ago; its lead's status was set when it was booked, long before.
    await addLead('called', applied, '2023-02-01T10:00:00.000Z');
    await addBooking('called-call', 'called', { startsAt: '2024-07-01T03:00:00.000Z' });
    // A call cancelled, its booking last changed 18 months ago.
    await addLead('cancelled', applied);
    await addBooking('cancelled-call', 'cancelled', {
      startsAt: '2023-02-01T03:00:00.000Z',
      status: 'cancelled',
      updatedAt: '2024-09-15T00:00:00.000Z',
    });
    // Everything more than 24 months ago.
    await addLead('old-call', applied, '2023-02-01T10:00:00.000Z');
    await addBooking('old-call-call', 'old-call', { startsAt: '2023-02-03T03:00:00.000Z' });
    expect((await purgeData(store.db, NOW)).leads).toBe(2);
    expect(await ids()).toEqual([{ id: 'called' }, { id: 'cancelled' }, { id: 'contacted' }]);
  });

  it('removes a purged lead’s bookings and slot claims, and queues removing their events', async () => {
    const old = '2023-01-10T09:00:00.000Z';
    await addLead('gone', old);
    await addBooking('call-1', 'gone', { startsAt: '2023-01-20T03:00:00.000Z' });
    await addBooking('call-2', 'gone', {
      startsAt: '2023-01-25T03:00:00.000Z',
      status: 'cancelled',
    });
    // A booking whose lead was removed before bookings went with their leads.
    await addBooking('orphan', 'removed-long-ago', { startsAt: '2023-02-20T03:00:00.000Z' });
    await addLead('kept', '2026-03-01T09:00:00.000Z');
    await addBooking('kept-call', 'kept', { startsAt: '2026-03-20T03:00:00.000Z' });

    expect(await purgeData(store.db, NOW)).toMatchObject({
      leads: 1,
      bookings: 3,
      bookingSlots: 2,
      calendarEvents: 3,
    });
    const bookings = await store.db.selectFrom('bookings').select('id').execute();
    expect(bookings).toEqual([{ id: 'kept-call' }]);
    const slots = await store.db.selectFrom('booking_slots').select('booking_id').execute();
    expect(slots).toEqual([{ booking_id: 'kept-call' }]);
    const jobs = await store.db
      .selectFrom('jobs')
      .select(['kind', 'ref', 'status'])
      .orderBy('ref')
      .execute();
    expect(jobs).toEqual(
      ['call-1', 'call-2', 'orphan'].map((bookingId) => ({
        kind: BOOKING_JOBS.reconcileEvent,
        ref: JSON.stringify({ bookingId }),
        status: 'pending',
      })),
    );
    // A second run finds nothing left to do and queues nothing twice.
    expect(await purgeData(store.db, NOW)).toMatchObject({ bookings: 0, calendarEvents: 0 });
    expect(await store.db.selectFrom('jobs').select('id').execute()).toHaveLength(3);
  });

  it('removes delivery records and bounce reports after 13 months, spent links after 180 days', async () => {
    const reader = await addSubscriber('reader@example.com', 'confirmed', daysAgo(900));
    const issue = async (sentAt: string) =>
      (
        await store.db
          .insertInto('newsletter_issues')
          .values({
            kind: 'post',
            digest_week: null,
            status: 'sent',
            send_at: sentAt,
            send_job_id: null,
            decided_by: 'hold',
            recipients: 1,
            created_at: sentAt,
            updated_at: sentAt,
            sent_at: sentAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const deliver = async (issueId: number, at: string, status: 'sent' | 'queued' = 'sent') =>
      (
        await store.db
          .insertInto('newsletter_deliveries')
          .values({
            issue_id: issueId,
            subscriber_id: reader,
            status,
            message_id: null,
            last_error: null,
            created_at: at,
            sent_at: status === 'sent' ? at : null,
            unsubscribed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const report = (deliveryId: number, at: string) =>
      store.db
        .insertInto('newsletter_bounces')
        .values({
          subscriber_id: reader,
          delivery_id: deliveryId,
          kind: 'soft',
          status_code: '4.2.2',
          diagnostic: 'mailbox full',
          received_at: at,
        })
        .execute();
    const old = await deliver(await issue(daysAgo(400)), daysAgo(400));
    await report(old, daysAgo(399));
    const recent = await deliver(await issue(daysAgo(300)), daysAgo(300));
    await report(recent, daysAgo(299));
    // Still waiting to be sent, however old: it is not a record yet.
    const waiting = await deliver(await issue(daysAgo(500)), daysAgo(500), 'queued');
    for (const [hash, at] of [
      ['spent-long-ago', daysAgo(181)],
      ['spent-lately', daysAgo(179)],
    ] as const) {
      await store.db
        .insertInto('booking_link_uses')
        .values({ nonce_hash: hash, used_at: at })
        .execute();
    }

    expect(await purgeData(store.db, NOW)).toMatchObject({
      deliveries: 1,
      bounceReports: 1,
      linkUses: 1,
    });
    const deliveries = await store.db
      .selectFrom('newsletter_deliveries')
      .select('id')
      .orderBy('id')
      .execute();
    expect(deliveries).toEqual([{ id: recent }, { id: waiting }]);
    const reports = await store.db.selectFrom('newsletter_bounces').select('delivery_id').execute();
    expect(reports).toEqual([{ delivery_id: recent }]);
    const uses = await store.db.selectFrom('booking_link_uses').select('nonce_hash').execute();
    expect(uses).toEqual([{ nonce_hash: 'spent-lately' }]);
  });

  it('removes an address 90 days after its mail was suppressed, with its topics and reports', async () => {
    const suppressed = async (email: string, at: string) => {
      const id = await addSubscriber(email, 'confirmed', daysAgo(400));
      await store.db
        .updateTable('newsletter_subscribers')
        .set({ suppressed_at: at, suppression_reason: 'permanent failure: 5.1.1' })
        .where('id', '=', id)
        .execute();
      await store.db
        .insertInto('newsletter_topics')
        .values({ subscriber_id: id, topic: 'insights', subscribed: 0, updated_at: at })
        .execute();
      await store.db
        .insertInto('newsletter_bounces')
        .values({
          subscriber_id: id,
          delivery_id: null,
          kind: 'hard',
          status_code: '5.1.1',
          diagnostic: 'no such user',
          received_at: at,
        })
        .execute();
      return id;
    };
    await suppressed('bounced-long-ago@example.com', daysAgo(91));
    const lately = await suppressed('bounced-lately@example.com', daysAgo(89));
    await addSubscriber('reader@example.com', 'confirmed', daysAgo(400));

    expect(await purgeData(store.db, NOW)).toMatchObject({ suppressedSubscribers: 1 });
    expect(await emails()).toEqual(['bounced-lately@example.com', 'reader@example.com']);
    const left = async (table: 'newsletter_topics' | 'newsletter_bounces') =>
      (await store.db.selectFrom(table).select('subscriber_id').execute()).map(
        (r) => r.subscriber_id,
      );
    expect(await left('newsletter_topics')).toEqual([lately]);
    expect(await left('newsletter_bounces')).toEqual([lately]);
  });

  it('removes website use statistics after 13 months', async () => {
    const view = (day: string) =>
      store.db.insertInto('page_views').values({ path: '/', referrer_host: null, cta: null, day });
    const event = (day: string) =>
      store.db.insertInto('funnel_events').values({ kind: 'lead', day, utm_campaign: 'spring' });
    // NOW is 15 March 2026: kept from 15 February 2025 on.
    for (const day of ['2025-02-14', '2025-02-15', '2026-03-15']) {
      await view(day).execute();
      await event(day).execute();
    }
    expect(await purgeData(store.db, NOW)).toMatchObject({ pageViews: 1, funnelEvents: 1 });
    const days = async (table: 'page_views' | 'funnel_events') =>
      (await store.db.selectFrom(table).select('day').orderBy('day').execute()).map((r) => r.day);
    expect(await days('page_views')).toEqual(['2025-02-15', '2026-03-15']);
    expect(await days('funnel_events')).toEqual(['2025-02-15', '2026-03-15']);
  });

  it('applies the periods the privacy page states', () => {
    const page = fs.readFileSync(path.join(process.cwd(), 'content/legal/privacy.md'), 'utf8');
    // Each row of the page's table: what is kept, and for how long.
    const rows = new Map(
      [...page.matchAll(/^\| (.+?) +\| (.+?) +\|$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    const periods = {
      'Sales enquiries and booking requests, with the calls you booked': `${LEAD_RETENTION_MONTHS} months after our last contact with you`,
      'Newsletter list: your address, your topics and any pause': 'Until you unsubscribe',
      'Newsletter sign-ups never confirmed': `${PENDING_RETENTION_DAYS} days`,
      'Newsletter delivery records': `${DELIVERY_RETENTION_MONTHS} months`,
      'Bounce and complaint reports': `${DELIVERY_RETENTION_MONTHS} months`,
      'An address our newsletter can no longer reach': `${SUPPRESSION_RETENTION_DAYS} days after we stopped mailing it`,
      'Website use statistics': `${USAGE_RETENTION_MONTHS} months`,
    };
    for (const [data, period] of Object.entries(periods)) {
      expect({ data, period: rows.get(data) }).toEqual({ data, period });
    }
  });

  it('runs as npm run data:purge against the store', async () => {
    await addSubscriber('stale@example.com', 'pending', '2000-01-01T00:00:00.000Z');
    await addSubscriber('kept@example.com', 'confirmed', '2000-01-01T00:00:00.000Z');
    const out = execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/data-purge.ts'], {
      env: { ...process.env, ...store.env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toMatchObject({ event: 'data.purge', pendingSubscribers: 1 });
    expect(await emails()).toEqual(['kept@example.com']);
  }, 30_000);
});
