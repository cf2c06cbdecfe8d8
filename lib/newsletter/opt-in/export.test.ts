import { execFileSync } from 'node:child_process';
import { openTestStore, type TestStore } from '@/test/store';
import { csvField, subscribersCsv } from './export';

describe('csvField', () => {
  it.each([
    [null, ''],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['@cmd', "'@cmd"],
  ])('writes %p as %p', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('subscribers export', () => {
  let store: TestStore;
  const add = (
    email: string,
    status: 'pending' | 'confirmed',
    source: string,
    page: string | null,
    text: string,
    requestedAt: string,
    confirmedAt: string | null,
    confirmedVia: 'code' | null,
    createdAt: string,
    updatedAt: string,
  ) =>
    store.db
      .insertInto('newsletter_subscribers')
      .values({
        email,
        status,
        consent_source: source,
        consent_page: page,
        consent_text: text,
        requested_at: requestedAt,
        confirmed_at: confirmedAt,
        confirmed_via: confirmedVia,
        code_hash: 'secret-hash',
        code_attempts: 0,
        created_at: createdAt,
        updated_at: updatedAt,
      })
      .execute();

  beforeAll(async () => {
    store = await openTestStore();
    await add(
      'ann@example.com',
      'confirmed',
      'sign-up form',
      '/pricing',
      'We will email you, ok',
      '2025-01-01T00:00:00.000Z',
      '2025-01-01T00:05:00.000Z',
      'code',
      '2025-01-01T00:00:00.000Z',
      '2025-01-01T00:05:00.000Z',
    );
    await add(
      'bo@example.com',
      'pending',
      'screener opt-in',
      null,
      'Ticked',
      '2025-02-01T00:00:00.000Z',
      null,
      null,
      '2025-02-01T00:00:00.000Z',
      '2025-02-01T00:00:00.000Z',
    );
  });

  afterAll(async () => {
    await store.close();
  });

  /** Ann turned the case study off, and her address bounced for good. */
  async function annChoseAndBounced() {
    const ann = await store.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', 'ann@example.com')
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto('newsletter_topics')
      .values({
        subscriber_id: ann.id,
        topic: 'case-study',
        subscribed: 0,
        updated_at: '2025-03-01T00:00:00.000Z',
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await store.db
      .updateTable('newsletter_subscribers')
      .set({ suppressed_at: '2025-03-02T00:00:00.000Z', suppression_reason: '5.1.1 user unknown' })
      .where('id', '=', ann.id)
      .execute();
  }

  it('writes a header and one row per subscriber with the consent evidence, topics and suppression, no hashes', async () => {
    await annChoseAndBounced();
    const csv = await subscribersCsv(store.db);
    expect(csv.split('\r\n')).toEqual([
      'email,status,consent_source,consent_page,consent_text,requested_at,confirmed_at,confirmed_via,unsubscribed_at,topics,paused_until,suppressed_at,suppression_reason',
      'ann@example.com,confirmed,sign-up form,/pricing,"We will email you, ok",2025-01-01T00:00:00.000Z,2025-01-01T00:05:00.000Z,code,,insights,,2025-03-02T00:00:00.000Z,5.1.1 user unknown',
      'bo@example.com,pending,screener opt-in,,Ticked,2025-02-01T00:00:00.000Z,,,,insights case-study,,,',
      '',
    ]);
    expect(csv).not.toContain('secret-hash');
    expect(await subscribersCsv(store.db, 'pending')).not.toContain('ann@example.com');
  });

  it('runs as npm run subscribers:export, CSV only on standard output', () => {
    const out = execFileSync(
      'npx',
      ['tsx', '--conditions=react-server', 'scripts/subscribers-export.ts', '--status=confirmed'],
      {
        env: { ...process.env, ...store.env, LOG_LEVEL: 'info' },
        encoding: 'utf8',
      },
    );
    expect(out.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(out).toContain('ann@example.com');
    expect(out).not.toContain('bo@example.com');
  }, 30_000);
});
