import { z } from 'zod';
import { CAMPAIGN_VALUE_MAX, CTA_VALUE_PATTERN, UTM_PATTERN } from './campaign';

/** A UTM tag as the campaign module keeps it (lib/analytics/campaign.ts). */
export const utmTag = z
  .string()
  .max(CAMPAIGN_VALUE_MAX)
  .regex(UTM_PATTERN, 'A UTM tag may hold letters, digits, ., _ and - only.');

const cta = z
  .string()
  .max(64)
  .regex(CTA_VALUE_PATTERN, 'cta may hold letters, digits, _ and - only.');

/** The visit's campaign as a report carries it: each tag optional. */
const campaignFields = {
  utm_source: utmTag.optional(),
  utm_medium: utmTag.optional(),
  utm_campaign: utmTag.optional(),
};

export const pageViewSchema = z.strictObject({
  path: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/[^\s]*$/, 'Path must start with / and contain no spaces.'),
  referrer: z.union([z.literal(''), z.url().max(2048)]).optional(),
  cta: cta.optional(),
  ...campaignFields,
  /** The visit's first page, or the first of a new campaign: its cta is the campaign's. */
  landing: z.boolean().optional(),
});

export type PageView = z.infer<typeof pageViewSchema>;
