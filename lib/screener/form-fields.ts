import { OBSTACLES, OTHER_OBSTACLE, screenerCopy } from '@/content/screener';
import { campaignValue } from '@/lib/analytics/campaign';
import { leadCampaign } from '@/lib/leads/fields';
import type { ScreenerValues } from '@/lib/leads/schema';
import { choicesOf, isSingleChoiceStep, STEPS, type StepKind, type StepName } from './steps';

/**
 * The screener as a form that posts: the names its fields post under, the hidden fields that
 * carry the answers of the other steps from one post to the next, and reading a post back into
 * answers. Nothing here trusts a post: read answers are only shaped, and the server checks them
 * again at every step (./post.ts). No zod, so the page's script can use it.
 */

/** The answers a step's own controls post; every other answer travels in a hidden field. */
const POSTED_BY_CONTROLS: Record<StepKind, readonly (keyof ScreenerValues)[]> = {
  // The choice buttons post `choice`, so the step's answer so far travels hidden as well.
  'single-choice': [],
  slider: ['revenue_tracking_percentage'],
  'multi-choice': ['obstacles', 'other_obstacle'],
  contact: ['full_name', 'email', 'website_url', 'newsletter_opt_in'],
};

/** The name under which a single-choice button posts its answer. */
export const CHOICE_FIELD = 'choice';
/** The name under which Back and Next post what they ask for. */
export const INTENT_FIELD = 'intent';
/** The hidden field naming the step the form shows. */
export const STEP_FIELD = 'step';
/**
 * Where the page's early script leaves a press made before the screener's code ran, as the
 * pressed button's `name=value`, for the screener to carry out.
 */
export const PENDING_PRESS_ATTRIBUTE = 'data-pending-press';

/** The hidden fields of the form showing `step`: the step and every answer it does not ask. */
export function hiddenFields(step: StepName, values: ScreenerValues): [string, string][] {
  const own = POSTED_BY_CONTROLS[STEPS[step].kind];
  const fields: [string, string][] = [[STEP_FIELD, step]];
  for (const [name, value] of Object.entries(values) as [keyof ScreenerValues, unknown][]) {
    if (own.includes(name) || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) for (const item of value) fields.push([name, String(item)]);
    else fields.push([name, value === true ? 'on' : String(value)]);
  }
  return fields;
}

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

/**
 * The answers that a step's own controls hold in a form, as a post would send them: what the
 * visitor gave on the page shown before its script took over.
 */
export function ownAnswers(step: StepName, form: HTMLFormElement): Partial<ScreenerValues> {
  const answers = readAnswers(new FormData(form));
  return Object.fromEntries(
    POSTED_BY_CONTROLS[STEPS[step].kind].map((name) => [name, answers[name]]),
  );
}

/** A problem with the contact step, worded as the screener's toasts word it. */
export interface ContactProblem {
  title: string;
  description: string;
}

/**
 * The first problem of a contact step that does not pass, in the order of its fields (name,
 * e-mail, website), in the toasts' words; a problem with an earlier answer (an edited session)
 * is said as it is, under the failure title.
 */
export function contactProblem(errors: Partial<Record<string, string>>): ContactProblem {
  const { toasts } = screenerCopy;
  if (errors.full_name) return toasts.missingName;
  if (errors.email) return toasts.invalidEmail;
  if (errors.website_url) return toasts.invalidUrl;
  const first = Object.values(errors).find(Boolean);
  return { title: toasts.failure.title, description: first ?? toasts.failure.description };
}
