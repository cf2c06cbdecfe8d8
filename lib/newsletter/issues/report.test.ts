import { execFileSync } from 'node:child_process';
import { openTestStore, type TestStore } from '@/test/store';
import { formatIssueReport, issueReport } from './report';

describe('newsletter:report', () => {
  let store: TestStore;

  beforeAll(async () => {
    store = await openTestStore();
    const db = store.db;
    const at = '2026-03-02T09:00:00.000Z';
    const subscribers: number[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const row = await db
        .insertInto('newsletter_subscribers')
        .values({
          email: `${name}@example.com`,
          status: 'confirmed',
          consent_source: 'sign-up form',
          consent_text: 'Consent.',
          requested_at: at,
          code_attempts: 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      subscribers.push(row.id);
    }
    const issue = async (status: 'sent' | 'held', title: string, extra = 0) => {
      const { id } = await db
        .insertInto('newsletter_issues')
        .values({
          kind: extra ? 'digest' : 'post',
          digest_week: extra ? at : null,
          status,
          send_at: at,
          sent_at: status === 'sent' ? '2026-03-02T09:05:00.000Z' : null,
          recipients: status === 'sent' ? 6 : null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let i = 0; i <= extra; i++) {
        await db
          .insertInto('newsletter_issue_items')
          .values({
            issue_id: id,
            post_id: id * 100 + i,
            topic: 'insights',
            title: i === 0 ? title : `More ${i}`,
            excerpt: '',
            link: 'https://example.com/',
            text: '',
            published_at: `2026-03-0${i + 1}T00:00:00.000Z`,
            rendered_at: at,
          })
          .execute();
      }
      return id;
    };
    const sent = await issue('sent', 'Why buyers switch');
    await issue('held', 'Next week', 2);
    // Six deliveries: four sent (one unsubscribed after it), one refused, one interrupted.
    const statuses = ['sent', 'sent', 'sent', 'sent', 'failed', 'interrupted'] as const;
    const deliveries: number[] = [];
    for (const [i, status] of statuses.entries()) {
      const row = await db
        .insertInto('newsletter_deliveries')
        .values({
          issue_id: sent,
          subscriber_id: subscribers[i]!,
          status,
          attempts: 1,
          created_at: at,
          unsubscribed_at: i === 3 ? '2026-03-03T00:00:00.000Z' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      deliveries.push(row.id);
    }
    // A hard bounce, two temporary failures for one delivery (one bounced mail), a complaint.
    const reports = [
      [0, 'hard'],
      [1, 'soft'],
      [1, 'soft'],
      [2, 'complaint'],
    ] as const;
    for (const [i, kind] of reports) {
      await db
        .insertInto('newsletter_bounces')
        .values({
          subscriber_id: subscribers[i]!,
          delivery_id: deliveries[i]!,
          kind,
          received_at: at,
        })
        .execute();
    }
  });

  afterAll(async () => {
    await store.close();
  });

  it('counts, per issue, what was sent, failed, bounced, complained and unsubscribed', async () => {
    const rows = await issueReport(store.db);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'digest',
        status: 'held',
        title: 'Next week (+2)',
        at: '2026-03-02 09:00',
        recipients: 0,
        sent: 0,
        failed: 0,
        bounced: 0,
        complained: 0,
        unsubscribed: 0,
      }),
      expect.objectContaining({
        kind: 'post',
        status: 'sent',
        title: 'Why buyers switch',
        at: '2026-03-02 09:05',
        recipients: 6,
        sent: 4,
        failed: 2,
        bounced: 2,
        complained: 1,
        unsubscribed: 1,
      }),
    ]);
    const table = formatIssueReport(rows).split('\n');
    expect(table[0]).toMatch(
      /^Issue +Sent \(UTC\) +Status +Recipients +Sent +Failed +Bounced +Complained +Unsubscribed +Title$/,
    );
    expect(table[2]).toMatch(/ +sent +6 +4 +2 +2 +1 +1 +Why buyers switch$/);
  });

  it('runs as npm run newsletter:report, and says so when there is no issue', () => {
    const out = execFileSync(
      'npx',
      ['tsx', '--conditions=react-server', 'scripts/newsletter-report.ts'],
      {
        env: { ...process.env, ...store.env },
        encoding: 'utf8',
      },
    );
    expect(out).toContain('Why buyers switch');
    expect(formatIssueReport([])).toBe('No newsletter issue yet.\n');
  }, 30_000);
});
