import type {
  ANNUAL_REVENUES,
  BUSINESS_TYPES,
  CUSTOMER_UNDERSTANDINGS,
  PRODUCT_STAGES,
  RISK_LEVELS,
} from './screener-codes';

/**
 * The booking screener's words: every question, option and label a visitor reads on
 * /book-your-growth-call, the questions keyed by the name of the step that asks them (the
 * screener's step machine reads them as plain data and says which steps a visitor walks). The
 * option values are the lead's stored codes (./screener-codes.ts) and must not change; their
 * labels may. Obstacle labels are stored as written, so a new label is a new answer (old leads
 * keep theirs). The page's own words around the screener are in ./screener-page.ts, the words
 * of the later steps' fields in ./screener-fields.ts, and what the screener says about an
 * application in ./screener-messages.ts.
 */

export const OTHER_OBSTACLE = 'Other (please specify)';
export const OBSTACLES = [
  'Low level of inbound leads',
  'Poor sales-conversion rate',
  'Marketing spend delivers poor return on investment',
  'No shared view of customer needs',
  'Customers push back on our prices',
  'Debate over which features to build next',
  'Customers are churning / low repeat business',
  'Difficulty securing funding',
  'Unclear product–market fit',
  OTHER_OBSTACLE,
] as const;

export const REVENUE_TRACKING = { min: -25, max: 25, step: 1, initial: 0 } as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type AnnualRevenue = (typeof ANNUAL_REVENUES)[number];

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  hint?: string;
}

/**
 * A single-choice question: its answers in the order shown, each code with its label (and
 * some with a hint under it).
 */
interface ChoiceQuestion<V extends string> {
  title: string;
  description: string;
  labels: Readonly<Record<V, string>>;
  hints?: Readonly<Partial<Record<V, string>>>;
}

/**
 * Every step's heading and the line under it; a single choice also has its answers. The words
 * of the later steps' fields are in ./screener-fields.ts.
 */
interface QuestionCopy {
  title: string;
  description: string;
  [more: string]: unknown;
}

export const screenerCopy = {
  stepLabel: (position: number, total: number) => `Step ${position} of ${total}`,
  progressLabel: 'Screener progress',
  announce: (position: number, total: number, question: string) =>
    `Step ${position} of ${total}: ${question}`,
  back: 'Back',
  next: 'Next',
  processing: 'Processing…',
  submit: 'Get Your Growth Plan',
  submitting: 'Submitting...',
  singleChoiceHint: 'Choose one answer; the next question follows automatically.',
  multipleChoiceHint: 'Choose every answer that applies.',
} as const;

export const questions = {
  'business-type': {
    title: 'Which best describes you?',
    description: 'This decides which questions follow.',
    labels: {
      existing_business: 'An established business',
      new_venture: 'A new venture',
    },
    hints: {
      existing_business: 'You have customers and revenue, and growth has slowed or stalled.',
      new_venture: 'You are building or testing a product and have little or no revenue yet.',
    },
  },
  'annual-revenue': {
    title: 'What is your annual revenue?',
    description: 'A range is enough; it helps us size the study.',
    labels: {
      under_500k: 'Under US $500k',
      '500k_1m': 'US $500k – $1m',
      '1m_5m': 'US $1m – $5m',
      over_5m: 'Over US $5m',
    },
  },
  'revenue-tracking': {
    title: 'How is revenue tracking against this year’s target?',
    description:
      'Slide left if you are behind, right if you are ahead. Leave it at 0% if you are on target.',
  },
  'product-stage': {
    title: 'Where is your product today?',
    description: 'Pick the stage that is closest.',
    labels: {
      idea: 'An idea',
      mvp_building: 'Building a first version',
      mvp_testing: 'Testing a first version with early users',
      paying_customers: 'Selling to paying customers',
    },
    hints: { idea: 'Nothing built yet.' },
  },
  obstacles: {
    title: 'What is holding growth back?',
    description: 'Choose every obstacle that applies.',
  },
  risk: {
    title: 'If nothing changes in the next 12 months, what is at stake?',
    description: 'Be candid; it tells us how urgent the work is.',
    labels: {
      low_risk: 'Little risk: we would grow more slowly than we could',
      reduce_team: 'We would have to cut costs or reduce the team',
      close_product: 'We would have to close the product or the business',
    },
  },
  'customer-understanding': {
    title: 'How well do you understand why customers buy?',
    description: 'Choose the statement that fits best.',
    labels: {
      no_research: 'We have never researched it',
      some_insight: 'We have some insight from sales calls and reviews',
      mvp_validating: 'We are validating a first version with users',
      paying_customers: 'We know our paying customers, but not why others do not buy',
      regular_interviews: 'We interview customers regularly',
    },
  },
  contact: {
    title: 'Where should we send your growth plan?',
    description: 'All three fields are required. We reply within two working days.',
  },
} as const satisfies Record<string, QuestionCopy> & {
  'business-type': ChoiceQuestion<BusinessType>;
  'annual-revenue': ChoiceQuestion<Exclude<AnnualRevenue, 'pre_revenue'>>;
  'product-stage': ChoiceQuestion<(typeof PRODUCT_STAGES)[number]>;
  risk: ChoiceQuestion<(typeof RISK_LEVELS)[number]>;
  'customer-understanding': ChoiceQuestion<(typeof CUSTOMER_UNDERSTANDINGS)[number]>;
};

export type Questions = typeof questions;
