import { stringify } from 'csv-stringify/sync';
import { LEAD_FIELDS } from './schema';
import type { StoredLead } from './store';

/**
 * The export's columns: every field of the lead, then when it arrived, its forwarding state
 * and its status as the owner recorded it (new, booked, contacted, not_fit).
 */
export const EXPORT_COLUMNS = [...LEAD_FIELDS, 'created_at', 'forward_status', 'status'] as const;

/**
 * Leads as CSV (RFC 4180: quoted when needed, quotes doubled, CRLF line ends), one row per
 * lead in the order given. Text a spreadsheet would run as a formula (=, +, -, @ first) is
 * prefixed with an apostrophe, since visitors write the free-text fields.
 */
export function leadsToCsv(leads: StoredLead[]): string {
  return stringify(
    leads.map((lead) => ({ ...lead, obstacles: lead.obstacles.join('; ') })),
    {
      header: true,
      columns: [...EXPORT_COLUMNS],
      record_delimiter: 'windows',
      escape_formulas: true,
      // Any line break inside a field must be quoted, not only the record delimiter.
      quoted_match: /[\r\n]/,
      cast: { boolean: (value) => (value ? 'true' : 'false') },
    },
  );
}
