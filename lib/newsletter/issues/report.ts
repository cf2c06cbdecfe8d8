import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db';

/** One line of `npm run newsletter:report`: an issue and what became of its mail. */
export interface IssueReportRow {
  issue: number;
  kind: 'post' | 'digest';
  status: string;
  title: string;
  at: string;
  recipients: number;
  sent: number;
  /** Refused by the relay for good, or interrupted by a process that died mid-send. */
  failed: number;
  /** Deliveries a delivery report came back for (permanent or temporary failure). */
  bounced: number;
  complained: number;
  /** Recipients whose last mail before unsubscribing was this issue's. */
  unsubscribed: number;
}

/** Every issue, newest first, with its counts, each one query over the store. */
export async function issueReport(db: Kysely<Database>): Promise<IssueReportRow[]> {
  const issues = await db
    .selectFrom('newsletter_issues as i')
    .select((eb) => [
      'i.id',
      'i.kind',
      'i.status',
      'i.send_at',
      'i.sent_at',
      'i.recipients',
      eb
        .selectFrom('newsletter_issue_items as it')
        .select('it.title')
        .whereRef('it.issue_id', '=', 'i.id')
        .orderBy('it.published_at')
        .orderBy('it.post_id')
        .limit(1)
        .as('first_title'),
      eb
        .selectFrom('newsletter_issue_items as it')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('it.issue_id', '=', 'i.id')
        .as('items'),
    ])
    .orderBy('i.id', 'desc')
    .execute();

  const deliveries = await db
    .selectFrom('newsletter_deliveries as d')
    .select([
      'd.issue_id',
      sql<number>`sum(case when d.status = 'sent' then 1 else 0 end)`.as('sent'),
      sql<number>`sum(case when d.status in ('failed', 'interrupted') then 1 else 0 end)`.as(
        'failed',
      ),
      sql<number>`sum(case when d.unsubscribed_at is not null then 1 else 0 end)`.as(
        'unsubscribed',
      ),
    ])
    .groupBy('d.issue_id')
    .execute();

  const reports = await db
    .selectFrom('newsletter_bounces as b')
    .innerJoin('newsletter_deliveries as d', 'd.id', 'b.delivery_id')
    .select([
      'd.issue_id',
      sql<number>`count(distinct case when b.kind in ('hard', 'soft') then b.delivery_id end)`.as(
        'bounced',
      ),
      sql<number>`count(distinct case when b.kind = 'complaint' then b.delivery_id end)`.as(
        'complained',
      ),
    ])
    .groupBy('d.issue_id')
    .execute();

  const byIssue = <T extends { issue_id: number }>(rows: T[]) =>
    new Map(rows.map((row) => [row.issue_id, row]));
  const sent = byIssue(deliveries);
  const bounced = byIssue(reports);
  return issues.map((issue) => {
    const d = sent.get(issue.id);
    const b = bounced.get(issue.id);
    const items = Number(issue.items ?? 0);
    const first = issue.first_title ?? '(no posts)';
    return {
      issue: issue.id,
      kind: issue.kind,
      status: issue.status,
      title: items > 1 ? `${first} (+${items - 1})` : first,
      at: (issue.sent_at ?? issue.send_at).slice(0, 16).replace('T', ' '),
      recipients: issue.recipients ?? 0,
      sent: Number(d?.sent ?? 0),
      failed: Number(d?.failed ?? 0),
      bounced: Number(b?.bounced ?? 0),
      complained: Number(b?.complained ?? 0),
      unsubscribed: Number(d?.unsubscribed ?? 0),
    };
  });
}

const COLUMNS = [
  ['issue', 'Issue'],
  ['at', 'Sent (UTC)'],
  ['status', 'Status'],
  ['recipients', 'Recipients'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['bounced', 'Bounced'],
  ['complained', 'Complained'],
  ['unsubscribed', 'Unsubscribed'],
  ['title', 'Title'],
] as const;

/** The report as a plain-text table, for a terminal. */
export function formatIssueReport(rows: IssueReportRow[]): string {
  if (rows.length === 0) return 'No newsletter issue yet.\n';
  const cells = [
    COLUMNS.map(([, label]) => label as string),
    ...rows.map((row) => COLUMNS.map(([key]) => String(row[key]))),
  ];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)));
  return (
    cells
      .map((line) =>
        line
          .map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i]!)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}
