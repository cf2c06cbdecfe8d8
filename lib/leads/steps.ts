import { ANNUAL_REVENUES, PATHS, type StepNumber } from '@/content/screener';
import type { ScreenerValues } from './schema';

/**
 * The screener's walk (SPEC.md section 4): which steps the visitor's path holds, where Next
 * and Back go, and whether a step has its answer. Pure functions, shared by the form and tests.
 */
export const SINGLE_CHOICE_STEPS = [1, 2, 4, 6, 7] as const satisfies readonly StepNumber[];
export const LAST_STEP: StepNumber = 11;

/** The visitor's path; before step 1 is answered, the longer (existing-business) one. */
export function pathFor(values: Pick<ScreenerValues, 'business_type'>): readonly StepNumber[] {
  return PATHS[values.business_type ?? 'existing_business'];
}

export function nextStep(step: StepNumber, values: Pick<ScreenerValues, 'business_type'>) {
  const path = pathFor(values);
  const index = path.indexOf(step);
  return index >= 0 && index < path.length - 1 ? path[index + 1]! : null;
}

export function previousStep(step: StepNumber, values: Pick<ScreenerValues, 'business_type'>) {
  const path = pathFor(values);
  const index = path.indexOf(step);
  return index > 0 ? path[index - 1]! : null;
}

/** Position (1-based), path length and percentage of a step within the visitor's path. */
export function progressOf(step: StepNumber, values: Pick<ScreenerValues, 'business_type'>) {
  const path = pathFor(values);
  const position = Math.max(1, path.indexOf(step) + 1);
  return { position, total: path.length, percent: Math.round((position / path.length) * 100) };
}

export function isSingleChoiceStep(step: StepNumber): boolean {
  return (SINGLE_CHOICE_STEPS as readonly number[]).includes(step);
}

const RANGES = ANNUAL_REVENUES.filter((r) => r !== 'pre_revenue') as string[];

/** Next is enabled only when the step has its answer (SPEC.md section 4). */
export function isStepAnswered(step: StepNumber, values: ScreenerValues): boolean {
  switch (step) {
    case 1:
      return values.business_type !== null;
    case 2:
      return values.annual_revenue !== null && RANGES.includes(values.annual_revenue);
    case 3:
      return typeof values.revenue_tracking_percentage === 'number';
    case 4:
      return values.product_stage !== null;
    case 5:
      return values.obstacles.length > 0;
    case 6:
      return values.risk_level !== null;
    case 7:
      return values.customer_understanding !== null;
    case 11:
      return [values.full_name, values.email, values.website_url].every((v) => v.length > 0);
  }
}

/** The step to resume on: a saved step only if it belongs to the saved answers' path. */
export function resumableStep(step: unknown, values: ScreenerValues): StepNumber {
  const path = pathFor(values);
  if (typeof step !== 'number' || !path.includes(step as StepNumber)) return 1;
  // Never resume past a step whose answer is missing.
  for (const s of path) {
    if (s === step) return s;
    if (!isStepAnswered(s, values)) return s;
  }
  return 1;
}
