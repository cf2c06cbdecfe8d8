/**
 * What the browser may use of the leads, and the only leads module it imports: the schema the
 * server applies, with its types. No server-only code, no store; server code imports
 * '@/lib/leads'. The schema is zod: a page whose script imports more than the types loads it,
 * which the screener's page does not (its fields' limits are in lib/field-limits.ts, the
 * visit's campaign in lib/analytics/campaign.ts).
 */
export {
  contactSchema,
  leadSchema,
  prepareLeadInput,
  type ContactInput,
  type Lead,
  type LeadInput,
  type ScreenerValues,
} from './schema';
