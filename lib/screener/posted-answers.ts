import { OBSTACLES, OTHER_OBSTACLE } from '@/content/screener';
import { campaignValue, leadCampaign } from '@/lib/analytics/campaign';
import type { ScreenerValues } from '@/lib/leads/client';
import { choicesOf, isSingleChoiceStep, STEPS, type StepName } from './steps';

/**
 * Reading the screener's form back into answers: a post on the server (./post.ts), and in the
 * browser the form as it stands, to tell whether Next may be pressed. Nothing here trusts a
 * post: read answers are only shaped, and the server checks them again at every step. No
 * zod, so the page's script can use it.
 */

/**
 * The answers a post holds, shaped like the form's values: an answer that is not one of its
 * step's listed answers reads as not given, a percentage that is not a whole number as none,
 * and the other obstacle's text only while 'Other' is ticked.
 */
export function readAnswers(form: FormData): ScreenerValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const tracking = text('revenue_tracking_percentage').trim();
  const percent = tracking === '' ? null : Number(tracking);
  const obstacles = [
    ...new Set(
      form
        .getAll('obstacles')
        .filter((value): value is ScreenerValues['obstacles'][number] =>
          (OBSTACLES as readonly unknown[]).includes(value),
        ),
    ),
  ];
  /** A single-choice step's answer when it is one of the step's listed answers. */
  const choice = (step: StepName) => {
    const definition = STEPS[step];
    const value = definition.kind === 'single-choice' ? text(definition.field) : '';
    const isListed = isSingleChoiceStep(step) && choicesOf(step).some((c) => c.value === value);
    return (isListed ? value : null) as never;
  };
  return {
    id: text('id'),
    business_type: choice('business-type'),
    annual_revenue: choice('annual-revenue'),
    revenue_tracking_percentage: Number.isInteger(percent) ? percent : null,
    product_stage: choice('product-stage'),
    obstacles,
    other_obstacle: obstacles.includes(OTHER_OBSTACLE) ? text('other_obstacle') : '',
    risk_level: choice('risk'),
    customer_understanding: choice('customer-understanding'),
    full_name: text('full_name'),
    email: text('email'),
    website_url: text('website_url'),
    newsletter_opt_in: form.get('newsletter_opt_in') !== null,
    cta_source: text('cta_source') || null,
    page_referrer: text('page_referrer') || null,
    // The visit's campaign travels in hidden fields: a tag that does not pass reads as absent.
    ...leadCampaign({
      utm_source: campaignValue(text('utm_source'), 'utm_source'),
      utm_medium: campaignValue(text('utm_medium'), 'utm_medium'),
      utm_campaign: campaignValue(text('utm_campaign'), 'utm_campaign'),
      landing_cta: campaignValue(text('landing_cta'), 'cta'),
    }),
  };
}
