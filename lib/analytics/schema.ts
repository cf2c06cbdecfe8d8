import { z } from 'zod';
import { CAMPAIGN_VALUE_MAX, CTA_VALUE_PATTERN, UTM_PATTERN } from './campaign';
import { DEVICE_CLASSES, SITE_ROUTES } from './routes';

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

/** What the not-found page reports: the address, and the referrer (only its class is kept). */
export const missingPageSchema = z.strictObject({
  path: pageViewSchema.shape.path,
  referrer: pageViewSchema.shape.referrer,
});

/** The metrics a field-speed report carries: CLS is a score, the others milliseconds. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** A minute: a larger figure is a broken or forged report, which would pull a route's figures. */
const milliseconds = z.number().finite().min(0).max(60_000);
/** A layout shift score: each shift scores at most 1, and a page shifting ten times over is broken. */
const shiftScore = z.number().finite().min(0).max(10);

/** A page's report once hidden: route template, device class, each metric once; no identifier. */
export const vitalsReportSchema = z.strictObject({
  route: z.enum(SITE_ROUTES),
  device: z.enum(DEVICE_CLASSES),
  metrics: z
    .strictObject({
      LCP: milliseconds.optional(),
      INP: milliseconds.optional(),
      CLS: shiftScore.optional(),
      FCP: milliseconds.optional(),
      TTFB: milliseconds.optional(),
    })
    .refine((metrics) => Object.keys(metrics).length > 0, 'Report at least one metric.'),
});

export type VitalsReport = z.infer<typeof vitalsReportSchema>;
