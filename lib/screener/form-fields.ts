import type { ScreenerValues } from '@/lib/leads/client';
import { STEPS, type StepKind, type StepName } from './steps';

/**
 * The screener as a form that posts: the names its fields post under, and the hidden fields
 * that carry the answers of the other steps from one post to the next (./posted-answers.ts
 * reads a post back into answers). No zod, so the page's script can use it.
 */

/** The answers a step's own controls post; every other answer travels in a hidden field. */
export const POSTED_BY_CONTROLS: Record<StepKind, readonly (keyof ScreenerValues)[]> = {
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
