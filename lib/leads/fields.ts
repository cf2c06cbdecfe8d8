/**
 * What the screener in the browser and the lead schema (./schema.ts) both need, with no zod:
 * the field length limits (the form's maxLength, the schema's bounds), the cta rule and the
 * lead's campaign fields. The
 * screener's page loads zod only when the schema is first needed, so it imports these from here.
 */
export const LIMITS = {
  fullName: 200,
  email: 254,
  url: 2048,
  otherObstacle: 1000,
  ctaSource: 64,
  pageReferrer: 2048,
} as const;

export const CTA_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A cta query value the schema accepts, or null (a mangled ad link must not block a lead). */
export function ctaFromQuery(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed && trimmed.length <= LIMITS.ctaSource && CTA_PATTERN.test(trimmed)
    ? trimmed
    : null;
}

/** The lead's fields for the visit's campaign; not sent to the remote backend. */
export const LEAD_CAMPAIGN_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'landing_cta',
] as const;
export type LeadCampaignField = (typeof LEAD_CAMPAIGN_FIELDS)[number];

/** The campaign fields of a lead, only those set. */
export function leadCampaign(lead: Partial<Record<LeadCampaignField, string | null>>) {
  const campaign: Partial<Record<LeadCampaignField, string>> = {};
  for (const field of LEAD_CAMPAIGN_FIELDS) {
    const value = lead[field];
    if (value) campaign[field] = value;
  }
  return campaign;
}
