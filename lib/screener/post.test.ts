import type { ScreenerValues } from '@/lib/leads/client';
import { hiddenFields } from './form-fields';
import { readAnswers } from './posted-answers';
import { screenerAfterPost } from './post';
import { emptyValues, type StepName } from './steps';

/** The form as the page would post it on `step`: its hidden fields, then what was pressed. */
function post(step: StepName, values: ScreenerValues, more: [string, string][] = []) {
  const form = new FormData();
  for (const [name, value] of [...hiddenFields(step, values), ...more]) form.append(name, value);
  return screenerAfterPost(form);
}

const ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const venture: ScreenerValues = {
  ...emptyValues(),
  id: ID,
  business_type: 'new_venture',
  product_stage: 'idea',
  obstacles: ['Difficulty securing funding'],
  risk_level: 'reduce_team',
  customer_understanding: 'no_research',
};

describe('a post of the screener', () => {
  it('takes a choice and answers with the next step of the path it opens', () => {
    const { state } = post('business-type', emptyValues(), [['choice', 'new_venture']]);
    expect(state.step).toBe('product-stage');
    expect(state.values.business_type).toBe('new_venture');
    expect(state.values.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.problem).toBeNull();
    const existing = post('business-type', emptyValues(), [['choice', 'existing_business']]);
    expect(existing.state.step).toBe('annual-revenue');
  });

  it('keeps the id it was given, and starts the slider at 0 when it is entered', () => {
    const values = { ...emptyValues(), id: ID, business_type: 'existing_business' as const };
    const { state } = post('annual-revenue', values, [['choice', '1m_5m']]);
    expect(state.step).toBe('revenue-tracking');
    expect(state.values).toMatchObject({ id: ID, revenue_tracking_percentage: 0 });
  });

  it('says what a step lacks and stays on it', () => {
    expect(post('business-type', emptyValues(), [['intent', 'next']]).state).toMatchObject({
      step: 'business-type',
      problem: { description: 'Choose one of the listed answers.' },
    });
    const noObstacle = { ...venture, obstacles: [] };
    expect(post('obstacles', noObstacle, [['intent', 'next']]).state).toMatchObject({
      step: 'obstacles',
      problem: { description: 'Choose at least one obstacle.' },
    });
    expect(post('business-type', emptyValues(), [['choice', 'unicorn']]).state.step).toBe(
      'business-type',
    );
  });

  it('goes Back along the path without checking the step shown', () => {
    const { state } = post('obstacles', { ...venture, obstacles: [] }, [['intent', 'back']]);
    expect(state).toMatchObject({ step: 'product-stage', problem: null });
  });

  it('checks every earlier answer again and returns to the first one that fails', () => {
    const form = new FormData();
    for (const [name, value] of hiddenFields('risk', venture)) {
      form.append(name, name === 'product_stage' ? 'unicorn' : value);
    }
    form.append('choice', 'low_risk');
    expect(screenerAfterPost(form).state).toMatchObject({
      step: 'product-stage',
      values: { product_stage: null },
      problem: { description: 'Choose one of the listed answers.' },
    });
  });

  it('resumes on the step posted, without asking its answer, once every earlier one holds', () => {
    const resumed = post('obstacles', { ...venture, obstacles: [] }, [['intent', 'resume']]);
    expect(resumed.state).toMatchObject({ step: 'obstacles', problem: null });
    expect(resumed.complete).toBe(false);
    const onContact = post('contact', venture, [['intent', 'resume']]);
    expect(onContact).toMatchObject({ complete: false, state: { step: 'contact', problem: null } });
    const edited = post('risk', { ...venture, product_stage: null }, [['intent', 'resume']]);
    expect(edited.state).toMatchObject({
      step: 'product-stage',
      problem: { description: 'Choose one of the listed answers.' },
    });
  });

  it('refuses a step that is not on the path of the answers', () => {
    const { state } = post('annual-revenue', venture, [['choice', 'over_5m']]);
    expect(state.step).toBe('product-stage');
  });

  it('on the contact step, checks the whole application in the toasts’ order and words', () => {
    const contact = (name: string, email: string, url: string) =>
      post('contact', venture, [
        ['full_name', name],
        ['email', email],
        ['website_url', url],
      ]);
    expect(contact(' ', 'x', 'y')).toMatchObject({
      complete: false,
      state: {
        step: 'contact',
        problem: { title: 'Missing Information', description: 'Please enter your full name.' },
        errors: { full_name: 'Please enter your full name.' },
      },
    });
    expect(contact('Ana', 'ana@example', 'https://a.example').state.problem?.title).toBe(
      'Invalid Email',
    );
    expect(contact('Ana', 'ana@example.com', 'a.example').state.problem?.title).toBe('Invalid URL');
    const done = contact('Ana', 'ana@example.com', 'https://a.example');
    expect(done.complete).toBe(true);
    expect(done.state.values).toMatchObject({ full_name: 'Ana', id: ID });
  });
});

describe('reading a post', () => {
  it('takes listed answers, whole percentages, known obstacles, and Other’s text only with Other', () => {
    const form = new FormData();
    form.append('business_type', 'existing_business');
    form.append('annual_revenue', 'lots');
    form.append('revenue_tracking_percentage', '-7');
    form.append('obstacles', 'Poor sales-conversion rate');
    form.append('obstacles', 'Poor sales-conversion rate');
    form.append('obstacles', 'Aliens');
    form.append('other_obstacle', 'ignored without Other');
    form.append('newsletter_opt_in', 'on');
    expect(readAnswers(form)).toMatchObject({
      business_type: 'existing_business',
      annual_revenue: null,
      revenue_tracking_percentage: -7,
      obstacles: ['Poor sales-conversion rate'],
      other_obstacle: '',
      newsletter_opt_in: true,
    });
    form.set('revenue_tracking_percentage', '2.5');
    expect(readAnswers(form).revenue_tracking_percentage).toBeNull();
  });

  it('carries in hidden fields every answer the step does not ask itself', () => {
    const values = { ...venture, other_obstacle: '', newsletter_opt_in: true, full_name: 'Ana' };
    expect(hiddenFields('obstacles', values)).toEqual([
      ['step', 'obstacles'],
      ['id', ID],
      ['business_type', 'new_venture'],
      ['product_stage', 'idea'],
      ['risk_level', 'reduce_team'],
      ['customer_understanding', 'no_research'],
      ['full_name', 'Ana'],
      ['newsletter_opt_in', 'on'],
    ]);
    expect(hiddenFields('contact', values).map(([name]) => name)).not.toContain('full_name');
    expect(hiddenFields('risk', values)).toContainEqual(['risk_level', 'reduce_team']);
  });
});
