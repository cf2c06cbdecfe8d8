import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';

/** The columns of `npm run subscribers:export`: the address and its consent evidence. */
export const EXPORT_COLUMNS = [
  'email',
  'status',
  'consent_source',
  'consent_page',
  'consent_text',
  'requested_at',
  'confirmed_at',
  'confirmed_via',
  'unsubscribed_at',
] as const;

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** Subscribers as CSV (RFC 4180, CRLF), oldest first; optionally only one status. */
export async function subscribersCsv(
  db: Kysely<Database>,
  status?: SubscriberStatus,
): Promise<string> {
  let query = db
    .selectFrom('newsletter_subscribers')
    .select(EXPORT_COLUMNS)
    .orderBy('requested_at')
    .orderBy('id');
  if (status) query = query.where('status', '=', status);
  const rows = await query.execute();
  const lines = [
    EXPORT_COLUMNS.join(','),
    ...rows.map((row) => EXPORT_COLUMNS.map((column) => csvField(row[column])).join(',')),
  ];
  return lines.join('\r\n') + '\r\n';
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, -, @,
 * tab or CR is prefixed with ' so that a spreadsheet shows it as text instead of running it.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
