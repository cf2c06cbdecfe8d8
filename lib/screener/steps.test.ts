import type { ScreenerValues } from '@/lib/leads/client';
import {
  choicesOf,
  emptyValues,
  enterStep,
  isSingleChoiceStep,
  isStepAnswered,
  nextStep,
  PATHS,
  previousStep,
  progressOf,
  STEPS,
  type StepName,
} from './steps';

const existing = { business_type: 'existing_business' } as const;
const venture = { business_type: 'new_venture' } as const;

function walk(values: Pick<ScreenerValues, 'business_type'>): StepName[] {
  const walked: StepName[] = ['business-type'];
  for (let s = nextStep('business-type', values); s; s = nextStep(s, values)) walked.push(s);
  return walked;
}

describe('screener steps', () => {
  it('walks business type, revenue, tracking, obstacles, risk, understanding, contact for an existing business', () => {
    expect(walk(existing)).toEqual([
      'business-type',
      'annual-revenue',
      'revenue-tracking',
      'obstacles',
      'risk',
      'customer-understanding',
      'contact',
    ]);
  });

  it('walks business type, product stage, obstacles, risk, understanding, contact for a new venture, and Back retraces it', () => {
    expect(walk(venture)).toEqual([
      'business-type',
      'product-stage',
      'obstacles',
      'risk',
      'customer-understanding',
      'contact',
    ]);
    expect(previousStep('product-stage', venture)).toBe('business-type');
    expect(previousStep('obstacles', venture)).toBe('product-stage');
    expect(previousStep('obstacles', existing)).toBe('revenue-tracking');
    expect(previousStep('business-type', venture)).toBeNull();
  });

  it('follows the longer path until the first step is answered', () => {
    expect(walk({ business_type: null })).toEqual(PATHS.existing_business);
    expect(nextStep('business-type', { business_type: null })).toBe('annual-revenue');
    expect(nextStep('contact', venture)).toBeNull();
    // A step that is not on the path leads nowhere.
    expect(nextStep('product-stage', existing)).toBeNull();
    expect(previousStep('annual-revenue', venture)).toBeNull();
  });

  it('reports the position in the path as a percentage', () => {
    expect(progressOf('business-type', { business_type: null })).toEqual({
      position: 1,
      total: 7,
      percent: 14,
    });
    expect(progressOf('obstacles', venture)).toEqual({ position: 3, total: 6, percent: 50 });
    expect(progressOf('contact', existing)).toEqual({ position: 7, total: 7, percent: 100 });
    expect(progressOf('product-stage', venture)).toEqual({ position: 2, total: 6, percent: 33 });
    expect(progressOf('revenue-tracking', existing)).toEqual({
      position: 3,
      total: 7,
      percent: 43,
    });
  });

  it('enables Next only when the step has its answer', () => {
    const v: ScreenerValues = emptyValues();
    const names = Object.keys(STEPS) as StepName[];
    expect(names).toHaveLength(8);
    expect(names.map((s) => isStepAnswered(s, v))).toEqual(Array(8).fill(false));
    expect(isStepAnswered('revenue-tracking', { ...v, revenue_tracking_percentage: 0 })).toBe(true);
    expect(isStepAnswered('annual-revenue', { ...v, annual_revenue: 'pre_revenue' })).toBe(false);
    expect(isStepAnswered('obstacles', { ...v, obstacles: ['Difficulty securing funding'] })).toBe(
      true,
    );
    expect(
      isStepAnswered('contact', { ...v, full_name: 'A', email: 'a@b.co', website_url: '' }),
    ).toBe(false);
    expect(isStepAnswered('contact', { ...v, full_name: 'A', email: 'a', website_url: 'b' })).toBe(
      true,
    );
  });

  it('takes only a listed answer, and only a whole percent within range', () => {
    const v: ScreenerValues = emptyValues();
    expect(isStepAnswered('business-type', { ...v, business_type: 'new_venture' })).toBe(true);
    expect(isStepAnswered('annual-revenue', { ...v, annual_revenue: '1m_5m' })).toBe(true);
    expect(isStepAnswered('product-stage', { ...v, product_stage: 'idea' })).toBe(true);
    expect(isStepAnswered('risk', { ...v, risk_level: 'reduce_team' })).toBe(true);
    expect(
      isStepAnswered('customer-understanding', { ...v, customer_understanding: 'no_research' }),
    ).toBe(true);
    const loose = (patch: Record<string, unknown>) => ({ ...v, ...patch }) as ScreenerValues;
    expect(isStepAnswered('risk', loose({ risk_level: 'whatever' }))).toBe(false);
    expect(isStepAnswered('obstacles', loose({ obstacles: ['Not on the list'] }))).toBe(false);
    expect(isStepAnswered('revenue-tracking', { ...v, revenue_tracking_percentage: -25 })).toBe(
      true,
    );
    expect(isStepAnswered('revenue-tracking', { ...v, revenue_tracking_percentage: 26 })).toBe(
      false,
    );
    expect(isStepAnswered('revenue-tracking', { ...v, revenue_tracking_percentage: 1.5 })).toBe(
      false,
    );
  });

  it('names the kind of each step', () => {
    expect(Object.entries(STEPS).map(([name, step]) => [name, step.kind])).toEqual([
      ['business-type', 'single-choice'],
      ['annual-revenue', 'single-choice'],
      ['revenue-tracking', 'slider'],
      ['product-stage', 'single-choice'],
      ['obstacles', 'multi-choice'],
      ['risk', 'single-choice'],
      ['customer-understanding', 'single-choice'],
      ['contact', 'contact'],
    ]);
    expect(isSingleChoiceStep('risk')).toBe(true);
    expect(isSingleChoiceStep('obstacles')).toBe(false);
  });

  it('lists the answers of a single choice in order, with their hints', () => {
    expect(choicesOf('business-type')).toEqual([
      {
        value: 'existing_business',
        label: 'An established business',
        hint: 'You have customers and revenue, and growth has slowed or stalled.',
      },
      {
        value: 'new_venture',
        label: 'A new venture',
        hint: 'You are building or testing a product and have little or no revenue yet.',
      },
    ]);
    expect(choicesOf('annual-revenue').map((c) => c.value)).toEqual([
      'under_500k',
      '500k_1m',
      '1m_5m',
      'over_5m',
    ]);
    expect(choicesOf('product-stage').map((c) => c.hint)).toEqual([
      'Nothing built yet.',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('sets the slider to 0 on entry when it has no value, and keeps a moved one', () => {
    const v: ScreenerValues = emptyValues();
    expect(enterStep('revenue-tracking', v)).toEqual({ revenue_tracking_percentage: 0 });
    expect(enterStep('revenue-tracking', { ...v, revenue_tracking_percentage: -7 })).toEqual({});
    expect(enterStep('obstacles', v)).toEqual({});
  });
});
