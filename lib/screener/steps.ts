import {
  OBSTACLES,
  questions,
  REVENUE_TRACKING,
  type BusinessType,
  type ChoiceOption,
} from '@/content/screener';
import type { ScreenerValues } from '@/lib/leads/client';

/**
 * The booking screener as a walk through named steps: which steps a visitor's path holds, where
 * Next and Back lead, what each step needs before Next is enabled and what entering a step
 * sets. Plain functions of the answers: the server answers each post of the form with them
 * (./post.ts), and the page's script asks them whether Next may be pressed.
 */

type ChoiceField =
  'business_type' | 'annual_revenue' | 'product_stage' | 'risk_level' | 'customer_understanding';

/**
 * What each step asks and how: a single choice (advances by itself a moment after a choice), a
 * slider, several choices, or the contact fields.
 */
export const STEPS = {
  'business-type': { kind: 'single-choice', field: 'business_type' },
  'annual-revenue': { kind: 'single-choice', field: 'annual_revenue' },
  'revenue-tracking': { kind: 'slider', field: 'revenue_tracking_percentage' },
  'product-stage': { kind: 'single-choice', field: 'product_stage' },
  obstacles: { kind: 'multi-choice', field: 'obstacles' },
  risk: { kind: 'single-choice', field: 'risk_level' },
  'customer-understanding': { kind: 'single-choice', field: 'customer_understanding' },
  contact: { kind: 'contact', fields: ['full_name', 'email', 'website_url'] },
} as const satisfies Record<
  string,
  | { kind: 'single-choice'; field: ChoiceField }
  | { kind: 'slider'; field: 'revenue_tracking_percentage' }
  | { kind: 'multi-choice'; field: 'obstacles' }
  | { kind: 'contact'; fields: readonly ('full_name' | 'email' | 'website_url')[] }
>;

export type StepName = keyof typeof STEPS;
export type StepKind = (typeof STEPS)[StepName]['kind'];
export type SingleChoiceStep = {
  [S in StepName]: (typeof STEPS)[S]['kind'] extends 'single-choice' ? S : never;
}[StepName];

/** Both paths end with the same four steps. */
const SHARED_END = ['obstacles', 'risk', 'customer-understanding', 'contact'] as const;

/** The steps each kind of business walks through, in order. */
export const PATHS: Record<BusinessType, readonly StepName[]> = {
  existing_business: ['business-type', 'annual-revenue', 'revenue-tracking', ...SHARED_END],
  new_venture: ['business-type', 'product-stage', ...SHARED_END],
};

export const FIRST_STEP: StepName = 'business-type';
export const LAST_STEP: StepName = 'contact';

/** How long a single-choice step shows its choice before the next step follows. */
export const AUTO_ADVANCE_MS = 800;

/** The question a step asks: its heading and the line under it (every step has one). */
export function questionOf(step: StepName): { title: string; description: string } {
  return questions[step];
}

export function isStepName(value: unknown): value is StepName {
  return typeof value === 'string' && Object.hasOwn(STEPS, value);
}

export function isSingleChoiceStep(step: StepName): step is SingleChoiceStep {
  return STEPS[step].kind === 'single-choice';
}

/** The answers of a single-choice step, in the order they are shown. */
export function choicesOf(step: SingleChoiceStep): ChoiceOption[] {
  const question: {
    labels: Readonly<Record<string, string>>;
    hints?: Readonly<Record<string, string>>;
  } = questions[step];
  return Object.entries(question.labels).map(([value, label]) => ({
    value,
    label,
    hint: question.hints?.[value],
  }));
}

/** The visitor's path; before the first step is answered, the longer (existing-business) one. */
export function pathFor(values: Pick<ScreenerValues, 'business_type'>): readonly StepName[] {
  return PATHS[values.business_type ?? 'existing_business'];
}

/** The step `by` places from `step` on the visitor's path; null off the path or past its ends. */
const stepBy =
  (by: 1 | -1) =>
  (step: StepName, values: Pick<ScreenerValues, 'business_type'>): StepName | null => {
    const path = pathFor(values);
    const index = path.indexOf(step);
    return index < 0 ? null : (path[index + by] ?? null);
  };
export const nextStep = stepBy(1);
export const previousStep = stepBy(-1);

/** Position (1-based), path length and percentage of a step within the visitor's path. */
export function progressOf(step: StepName, values: Pick<ScreenerValues, 'business_type'>) {
  const path = pathFor(values);
  const position = Math.max(1, path.indexOf(step) + 1);
  return { position, total: path.length, percent: Math.round((position / path.length) * 100) };
}

/**
 * Whether a step has its answer (Next is enabled only then): a single choice holds one of the
 * step's listed answers, the slider a whole percent within its range, the obstacles at least
 * one listed obstacle, and the contact step something in each of its three fields.
 */
export function isStepAnswered(step: StepName, values: ScreenerValues): boolean {
  const definition = STEPS[step];
  switch (definition.kind) {
    case 'single-choice': {
      const value = values[definition.field];
      return value !== null && choicesOf(step as SingleChoiceStep).some((c) => c.value === value);
    }
    case 'slider': {
      const value = values[definition.field];
      return (
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= REVENUE_TRACKING.min &&
        value <= REVENUE_TRACKING.max
      );
    }
    case 'multi-choice':
      return (
        values.obstacles.length > 0 &&
        values.obstacles.every((o) => (OBSTACLES as readonly string[]).includes(o))
      );
    case 'contact':
      return definition.fields.every((field) => values[field].length > 0);
  }
}

/**
 * What entering a step sets: the slider stands at 0 (on target) until the visitor moves it, so
 * an untouched slider answers "on target".
 */
export function enterStep(step: StepName, values: ScreenerValues): Partial<ScreenerValues> {
  if (STEPS[step].kind === 'slider' && values.revenue_tracking_percentage === null) {
    return { revenue_tracking_percentage: REVENUE_TRACKING.initial };
  }
  return {};
}

/** The screener's answers before any is given. */
export function emptyValues(): ScreenerValues {
  return {
    id: '',
    business_type: null,
    annual_revenue: null,
    revenue_tracking_percentage: null,
    product_stage: null,
    obstacles: [],
    other_obstacle: '',
    risk_level: null,
    customer_understanding: null,
    full_name: '',
    website_url: '',
    email: '',
    newsletter_opt_in: false,
    cta_source: null,
    page_referrer: null,
  };
}
