import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { DEFAULT_TOPIC, TOPICS } from '@/lib/newsletter/subscribers';

/** The store's columns of `npm run subscribers:export`: the address and its consent evidence. */
export const STORED_COLUMNS = [
  'email',
  'status',
  'consent_source',
  'consent_page',
  'consent_text',
  'requested_at',
  'confirmed_at',
  'confirmed_via',
  'unsubscribed_at',
  'paused_until',
  'suppressed_at',
  'suppression_reason',
] as const;

/** Every column of the export: then the topics followed and why mail is suppressed, if it is. */
export const EXPORT_COLUMNS = [
  ...STORED_COLUMNS.slice(0, 9),
  'topics',
  ...STORED_COLUMNS.slice(9),
] as const;

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** Subscribers as CSV (RFC 4180, CRLF), oldest first; optionally only one status. */
export async function subscribersCsv(
  db: Kysely<Database>,
  status?: SubscriberStatus,
): Promise<string> {
  let query = db
    .selectFrom('newsletter_subscribers')
    .select(['id', ...STORED_COLUMNS])
    .orderBy('requested_at')
    .orderBy('id');
  if (status) query = query.where('status', '=', status);
  const rows = await query.execute();
  const choices = await db
    .selectFrom('newsletter_topics')
    .select(['subscriber_id', 'topic', 'subscribed'])
    .execute();
  const off = new Set(
    choices.filter((c) => c.subscribed === 0).map((c) => `${c.subscriber_id}:${c.topic}`),
  );
  const on = new Set(
    choices.filter((c) => c.subscribed === 1).map((c) => `${c.subscriber_id}:${c.topic}`),
  );
  // A topic without a choice recorded has its default.
  const topicsOf = (id: number) =>
    TOPICS.filter((topic) => {
      const key = `${id}:${topic}`;
      return off.has(key) ? false : on.has(key) || DEFAULT_TOPIC;
    }).join(' ');
  const lines = [
    EXPORT_COLUMNS.join(','),
    ...rows.map((row) =>
      EXPORT_COLUMNS.map((column) =>
        csvField(column === 'topics' ? topicsOf(row.id) : row[column]),
      ).join(','),
    ),
  ];
  return lines.join('\r\n') + '\r\n';
}

/**
 * One CSV field, quoted when needed; a leading =, +, -, @, tab or CR is prefixed with ' so that
 * a spreadsheet shows it as text instead of running it.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
