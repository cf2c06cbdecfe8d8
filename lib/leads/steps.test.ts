import { emptyValues } from './screener-session';
import type { ScreenerValues } from './schema';
import { isStepAnswered, nextStep, previousStep, progressOf, resumableStep } from './steps';

const existing = { business_type: 'existing_business' } as const;
const venture = { business_type: 'new_venture' } as const;

describe('screener steps', () => {
  it('walks 1, 2, 3, 5, 6, 7, 11 for an existing business', () => {
    const walked = [1];
    for (let s = nextStep(1, existing); s; s = nextStep(s, existing)) walked.push(s);
    expect(walked).toEqual([1, 2, 3, 5, 6, 7, 11]);
  });

  it('walks 1, 4, 5, 6, 7, 11 for a new venture, and Back retraces it', () => {
    const walked = [1];
    for (let s = nextStep(1, venture); s; s = nextStep(s, venture)) walked.push(s);
    expect(walked).toEqual([1, 4, 5, 6, 7, 11]);
    expect(previousStep(4, venture)).toBe(1);
    expect(previousStep(5, venture)).toBe(4);
    expect(previousStep(5, existing)).toBe(3);
    expect(previousStep(1, venture)).toBeNull();
  });

  it('reports the position in the path as a percentage', () => {
    expect(progressOf(1, { business_type: null })).toEqual({ position: 1, total: 7, percent: 14 });
    expect(progressOf(5, venture)).toEqual({ position: 3, total: 6, percent: 50 });
    expect(progressOf(11, existing)).toEqual({ position: 7, total: 7, percent: 100 });
  });

  it('enables Next only when the step has its answer', () => {
    const v: ScreenerValues = emptyValues();
    expect([1, 2, 3, 4, 5, 6, 7, 11].map((s) => isStepAnswered(s as 1, v))).toEqual(
      Array(8).fill(false),
    );
    expect(isStepAnswered(3, { ...v, revenue_tracking_percentage: 0 })).toBe(true);
    expect(isStepAnswered(2, { ...v, annual_revenue: 'pre_revenue' })).toBe(false);
    expect(isStepAnswered(5, { ...v, obstacles: ['Difficulty securing funding'] })).toBe(true);
    expect(isStepAnswered(11, { ...v, full_name: 'A', email: 'a@b.co', website_url: '' })).toBe(
      false,
    );
    expect(isStepAnswered(11, { ...v, full_name: 'A', email: 'a', website_url: 'b' })).toBe(true);
  });

  it('resumes on a saved step only along answered steps of the path', () => {
    const v: ScreenerValues = {
      ...emptyValues(),
      business_type: 'new_venture',
      product_stage: 'idea',
    };
    expect(resumableStep(5, v)).toBe(5);
    expect(resumableStep(7, v)).toBe(5);
    expect(resumableStep(2, v)).toBe(1);
    expect(resumableStep('x', v)).toBe(1);
  });
});
