import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { openTestStore, type TestStore } from '@/test/store';
import { purgeData } from './purge';

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

  it('does nothing to leads when there is no leads table', async () => {
    await sql`DROP TABLE leads`.execute(store.db);
    expect((await purgeData(store.db, NOW)).leads).toBe(0);
  });

  it('removes leads 24 months after the last contact from the store’s leads table', async () => {
    const insert = (id: string, email: string, createdAt: string) =>
      store.db
        .insertInto('leads')
        .values({
          id,
          business_type: 'new_venture',
          annual_revenue: 'pre_revenue',
          revenue_tracking_percentage: null,
          product_stage: null,
          obstacles: '[]',
          other_obstacle: null,
          risk_level: 'low_risk',
          customer_understanding: 'no_research',
          full_name: 'A Person',
          website_url: 'https://firm.co',
          email,
          newsletter_opt_in: 0,
          cta_source: null,
          page_referrer: null,
          created_at: createdAt,
          forward_error: null,
          forwarded_at: null,
        })
        .execute();
    await insert('a', 'old@firm.co', '2024-03-14T12:00:00.000Z'); // 24 months and a day
    await insert('b', 'edge@firm.co', '2024-03-15T12:00:01.000Z'); // just inside
    await insert('c', 'new@firm.co', '2025-12-01T00:00:00.000Z');
    expect((await purgeData(store.db, NOW)).leads).toBe(1);
    expect(await ids()).toEqual([{ id: 'b' }, { id: 'c' }]);
  });

  it('counts a later contact when the leads table records one', async () => {
    await sql`DROP TABLE leads`.execute(store.db);
    await sql`CREATE TABLE leads (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, last_contact_at TEXT)`.execute(
      store.db,
    );
    const insert = (id: string, createdAt: string, lastContactAt: string | null) =>
      sql`INSERT INTO leads (id, created_at, last_contact_at) VALUES (${id}, ${createdAt}, ${lastContactAt})`.execute(
        store.db,
      );
    await insert('talked-recently', '2023-01-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z');
    await insert('never-again', '2023-01-01T00:00:00.000Z', null);
    expect((await purgeData(store.db, NOW)).leads).toBe(1);
    expect(await ids()).toEqual([{ id: 'talked-recently' }]);
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

  it('runs as npm run data:purge against the store', async () => {
    await addSubscriber('stale@example.com', 'pending', '2000-01-01T00:00:00.000Z');
    await addSubscriber('kept@example.com', 'confirmed', '2000-01-01T00:00:00.000Z');
    const out = execFileSync('npx', ['tsx', 'scripts/data-purge.ts'], {
      env: { ...process.env, ...store.env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toMatchObject({ event: 'data.purge', pendingSubscribers: 1 });
    expect(await emails()).toEqual(['kept@example.com']);
  }, 30_000);
});
