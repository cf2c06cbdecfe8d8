import '@/lib/zod-browser';
import { z } from 'zod';
import { OBSTACLES, OTHER_OBSTACLE, REVENUE_TRACKING } from '@/content/screener';
import {
  ANNUAL_REVENUES,
  BUSINESS_TYPES,
  CUSTOMER_UNDERSTANDINGS,
  PRODUCT_STAGES,
  RISK_LEVELS,
} from '@/content/screener-codes';
import { screenerMessages } from '@/content/screener-messages';
import {
  CAMPAIGN_VALUE_MAX,
  CTA_VALUE_PATTERN,
  ctaFromQuery,
  leadCampaign,
  UTM_PATTERN,
} from '@/lib/analytics/campaign';
import { LIMITS } from '@/lib/field-limits';

/**
 * The lead application, one schema for POST /api/leads and the screener's action. Parsing
 * normalises: trimmed, e-mail lowercased, blanks and the other path's fields null,
 * annual_revenue pre_revenue for new ventures.
 */

/** Something, @, something, dot, something, with no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const { missingName, invalidEmail, invalidUrl } = screenerMessages.toasts;
const choose = { error: 'Choose one of the listed answers.' };

/** An absolute http(s) URL: other schemes (javascript:, data:) would be unsafe in a mail link. */
export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Optional free text: trimmed, bounded, and null when blank or missing. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A tag of the visit's campaign (lib/analytics/campaign.ts): optional, and left out of the
 * parsed lead when blank or missing, so a lead without a campaign is exactly the spec's.
 */
const campaignTag = (name: string, pattern: RegExp) =>
  z
    .string()
    .trim()
    .max(CAMPAIGN_VALUE_MAX, `The ${name} is too long.`)
    .regex(
      new RegExp(`^$|${pattern.source}`),
      `The ${name} holds characters a campaign tag may not.`,
    )
    .nullish()
    .transform((v) => v || undefined);

const leadFields = z.strictObject({
  id: z.uuid({ error: 'The application id must be a UUID.' }),
  business_type: z.enum(BUSINESS_TYPES, choose),
  annual_revenue: z.enum(ANNUAL_REVENUES, choose).nullish(),
  revenue_tracking_percentage: z
    .number({ error: 'Revenue tracking must be a whole number from -25 to 25.' })
    .int('Revenue tracking must be a whole number from -25 to 25.')
    .min(REVENUE_TRACKING.min, 'Revenue tracking must be a whole number from -25 to 25.')
    .max(REVENUE_TRACKING.max, 'Revenue tracking must be a whole number from -25 to 25.')
    .nullish(),
  product_stage: z.enum(PRODUCT_STAGES, choose).nullish(),
  obstacles: z
    .array(z.enum(OBSTACLES, { error: 'Choose obstacles from the list.' }))
    .max(OBSTACLES.length, 'Choose obstacles from the list.')
    .nullish(),
  other_obstacle: optionalText(
    LIMITS.otherObstacle,
    `Please keep the other obstacle under ${LIMITS.otherObstacle} characters.`,
  ),
  risk_level: z.enum(RISK_LEVELS, choose),
  customer_understanding: z.enum(CUSTOMER_UNDERSTANDINGS, choose),
  full_name: z
    .string({ error: missingName.description })
    .trim()
    .min(1, missingName.description)
    .max(LIMITS.fullName, `Please keep your name under ${LIMITS.fullName} characters.`),
  email: z
    .string({ error: invalidEmail.description })
    .trim()
    .toLowerCase()
    .max(LIMITS.email, invalidEmail.description)
    .regex(EMAIL_SHAPE, invalidEmail.description),
  website_url: z
    .string({ error: invalidUrl.description })
    .trim()
    .max(LIMITS.url, invalidUrl.description)
    .refine(isAbsoluteHttpUrl, invalidUrl.description),
  newsletter_opt_in: z
    .boolean({ error: 'newsletter_opt_in must be true or false.' })
    .nullish()
    .transform((v) => v === true),
  cta_source: optionalText(CAMPAIGN_VALUE_MAX, 'The cta source is too long.').refine(
    (v) => v === null || CTA_VALUE_PATTERN.test(v),
    'The cta source may hold letters, digits, _ and - only.',
  ),
  page_referrer: optionalText(LIMITS.pageReferrer, 'The referrer is too long.'),
  utm_source: campaignTag('utm_source', UTM_PATTERN),
  utm_medium: campaignTag('utm_medium', UTM_PATTERN),
  utm_campaign: campaignTag('utm_campaign', UTM_PATTERN),
  /** The cta of the visit's landing, which cta_source (the screener's own) may differ from. */
  landing_cta: campaignTag('landing cta', CTA_VALUE_PATTERN),
});

/**
 * The contact step's fields as the lead schema checks them (the same field schemas, picked):
 * what the screener checks in the browser as the visitor leaves each field and before it posts
 * the step, so that both say the same words.
 */
export const contactSchema = leadFields.pick({ full_name: true, email: true, website_url: true });
export type ContactInput = z.input<typeof contactSchema>;

export const leadSchema = leadFields
  .superRefine((lead, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (lead.business_type === 'existing_business') {
      if (!lead.annual_revenue) need('annual_revenue', 'Choose your annual revenue.');
      else if (lead.annual_revenue === 'pre_revenue')
        need('annual_revenue', 'pre_revenue is for new ventures; choose a revenue range.');
      if (lead.revenue_tracking_percentage == null)
        need('revenue_tracking_percentage', 'Say how revenue is tracking against target.');
    } else {
      if (lead.annual_revenue && lead.annual_revenue !== 'pre_revenue')
        need('annual_revenue', 'A new venture’s annual revenue is pre_revenue.');
      if (!lead.product_stage) need('product_stage', 'Choose your product stage.');
    }
    const obstacles = lead.obstacles ?? [];
    if (obstacles.length === 0) need('obstacles', 'Choose at least one obstacle.');
    if (new Set(obstacles).size !== obstacles.length)
      need('obstacles', 'Each obstacle may be chosen once.');
  })
  .transform((lead) => {
    const existing = lead.business_type === 'existing_business';
    const obstacles = lead.obstacles ?? [];
    return {
      id: lead.id.toLowerCase(),
      business_type: lead.business_type,
      annual_revenue: existing ? lead.annual_revenue! : ('pre_revenue' as const),
      revenue_tracking_percentage: existing ? lead.revenue_tracking_percentage! : null,
      product_stage: existing ? null : lead.product_stage!,
      obstacles,
      other_obstacle: obstacles.includes(OTHER_OBSTACLE) ? lead.other_obstacle : null,
      risk_level: lead.risk_level,
      customer_understanding: lead.customer_understanding,
      full_name: lead.full_name,
      website_url: lead.website_url,
      email: lead.email,
      newsletter_opt_in: lead.newsletter_opt_in,
      cta_source: lead.cta_source,
      page_referrer: lead.page_referrer,
      ...leadCampaign(lead),
    };
  });

export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;

/** The columns of a lead, in the order the export writes them. */
export const LEAD_FIELDS = [
  'id',
  'business_type',
  'annual_revenue',
  'revenue_tracking_percentage',
  'product_stage',
  'obstacles',
  'other_obstacle',
  'risk_level',
  'customer_understanding',
  'full_name',
  'website_url',
  'email',
  'newsletter_opt_in',
  'cta_source',
  'page_referrer',
] as const satisfies readonly (keyof Lead)[];

/** The screener's answers while the visitor fills them in (nothing chosen yet is null). */
export interface ScreenerValues {
  id: string;
  business_type: (typeof BUSINESS_TYPES)[number] | null;
  annual_revenue: (typeof ANNUAL_REVENUES)[number] | null;
  revenue_tracking_percentage: number | null;
  product_stage: (typeof PRODUCT_STAGES)[number] | null;
  obstacles: (typeof OBSTACLES)[number][];
  other_obstacle: string;
  risk_level: (typeof RISK_LEVELS)[number] | null;
  customer_understanding: (typeof CUSTOMER_UNDERSTANDINGS)[number] | null;
  full_name: string;
  website_url: string;
  email: string;
  newsletter_opt_in: boolean;
  cta_source: string | null;
  page_referrer: string | null;
  /** The visit's campaign, when known (absent in answers saved before it was kept). */
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  landing_cta?: string | null;
}

/**
 * What the browser does before sending: annual_revenue forced to pre_revenue for new ventures,
 * obstacles defaulting to an empty list, the opt-in coerced to a boolean, missing cta_source
 * and page_referrer null. Trimming and the rest happen in the schema.
 */
export function prepareLeadInput(values: ScreenerValues): LeadInput {
  return {
    ...values,
    annual_revenue: values.business_type === 'new_venture' ? 'pre_revenue' : values.annual_revenue,
    obstacles: values.obstacles ?? [],
    newsletter_opt_in: Boolean(values.newsletter_opt_in),
    cta_source: ctaFromQuery(values.cta_source),
    page_referrer: values.page_referrer ? values.page_referrer.slice(0, LIMITS.pageReferrer) : null,
  } as LeadInput;
}
