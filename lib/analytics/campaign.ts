/**
 * The campaign of a visit: the landing's UTM tags and `cta`, kept in the tab's session storage
 * (no cookie, nothing naming the visitor). Only short plain values are kept, others read as
 * absent. No zod: this runs in every page's script.
 */

export const CAMPAIGN_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'cta'] as const;
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
export type Campaign = Record<CampaignField, string | null>;

/** The longest tag kept, in characters. */
export const CAMPAIGN_VALUE_MAX = 64;
export const UTM_PATTERN = /^[A-Za-z0-9._-]+$/;
/** The cta rule of the page views, the lead's cta_source and its landing_cta. */
export const CTA_VALUE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The storage key of the visit's campaign. */
export const CAMPAIGN_KEY = 'hidden-growth:campaign:v1';

/** A tag as kept: trimmed, or null when it is missing, too long or holds other characters. */
export function campaignValue(value: unknown, field: CampaignField): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const pattern = field === 'cta' ? CTA_VALUE_PATTERN : UTM_PATTERN;
  return trimmed.length > 0 && trimmed.length <= CAMPAIGN_VALUE_MAX && pattern.test(trimmed)
    ? trimmed
    : null;
}

/** A cta query value as kept, or null (a mangled ad link must not block a lead). */
export function ctaFromQuery(value: string | null | undefined): string | null {
  return campaignValue(value, 'cta');
}

/** The campaign an address's query names (each tag checked on its own). */
export function campaignFromQuery(query: URLSearchParams): Campaign {
  return readCampaign(
    Object.fromEntries(CAMPAIGN_FIELDS.map((field) => [field, query.get(field)])),
  );
}

/** A campaign read back from anywhere (storage, a post): every tag checked, others dropped. */
export function readCampaign(saved: unknown): Campaign {
  const record = (typeof saved === 'object' && saved !== null ? saved : {}) as Record<
    string,
    unknown
  >;
  return {
    utm_source: campaignValue(record.utm_source, 'utm_source'),
    utm_medium: campaignValue(record.utm_medium, 'utm_medium'),
    utm_campaign: campaignValue(record.utm_campaign, 'utm_campaign'),
    cta: campaignValue(record.cta, 'cta'),
  };
}

function hasUtmTags(campaign: Campaign): boolean {
  return Boolean(campaign.utm_source || campaign.utm_medium || campaign.utm_campaign);
}

function sameCampaign(a: Campaign, b: Campaign): boolean {
  return CAMPAIGN_FIELDS.every((field) => a[field] === b[field]);
}

/** The tab's session storage, or null where the browser refuses it (storage disabled). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The visit's campaign as saved in the tab, or null before the visit's first page. */
export function loadCampaign(storage: Storage | null): Campaign | null {
  try {
    const raw = storage?.getItem(CAMPAIGN_KEY) ?? null;
    return raw === null ? null : readCampaign(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The campaign of a page and whether it is a landing: the visit's first page, or a later one
 * whose UTM tags differ (another ad). A reload of the landing is not a second landing.
 */
export function enterPage(
  storage: Storage | null,
  query: URLSearchParams,
): { campaign: Campaign; landing: boolean } {
  const saved = loadCampaign(storage);
  const here = campaignFromQuery(query);
  if (saved && (!hasUtmTags(here) || sameCampaign(saved, here))) {
    return { campaign: saved, landing: false };
  }
  try {
    storage?.setItem(CAMPAIGN_KEY, JSON.stringify(here));
  } catch {
    // Storage full or disabled: this page still counts; the next one will count as a landing.
  }
  return { campaign: here, landing: true };
}

/** The campaign as the lead's fields; they stay on this site (the remote's contract has none). */
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

/** The tags that are set, for a report's body (absent ones are left out). */
export function campaignBody(campaign: Campaign): Partial<Record<CampaignField, string>> {
  const body: Partial<Record<CampaignField, string>> = {};
  for (const field of CAMPAIGN_FIELDS) {
    const value = campaign[field];
    if (value) body[field] = value;
  }
  return body;
}
