import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { ctaFromQuery } from '@/lib/analytics/campaign';
import { leadSchema, prepareLeadInput, type ScreenerValues } from './schema';

function issues(body: unknown) {
  const result = leadSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('leadSchema: the existing-business path', () => {
  it('accepts a complete application and keeps every answer', () => {
    const body = existingBusinessLead();
    const lead = leadSchema.parse(body);
    expect(lead).toEqual({ ...body, product_stage: null });
  });

  it('requires a revenue range other than pre_revenue', () => {
    expect(issues(existingBusinessLead({ annual_revenue: null }))).toEqual({
      annual_revenue: 'Choose your annual revenue.',
    });
    expect(issues(existingBusinessLead({ annual_revenue: 'pre_revenue' }))).toHaveProperty(
      'annual_revenue',
    );
    expect(issues(existingBusinessLead({ annual_revenue: 'lots' }))).toHaveProperty(
      'annual_revenue',
      'Choose one of the listed answers.',
    );
  });

  it('requires the revenue tracking figure, a whole number from -25 to 25', () => {
    expect(issues(existingBusinessLead({ revenue_tracking_percentage: null }))).toHaveProperty(
      'revenue_tracking_percentage',
    );
    for (const bad of [26, -26, 1.5, '5']) {
      expect(issues(existingBusinessLead({ revenue_tracking_percentage: bad }))).toHaveProperty(
        'revenue_tracking_percentage',
      );
    }
    for (const good of [-25, 0, 25]) {
      expect(
        leadSchema.parse(existingBusinessLead({ revenue_tracking_percentage: good })),
      ).toHaveProperty('revenue_tracking_percentage', good);
    }
  });

  it('drops a product stage, which belongs to the other path', () => {
    const lead = leadSchema.parse(existingBusinessLead({ product_stage: 'idea' }));
    expect(lead.product_stage).toBeNull();
  });
});

describe('leadSchema: the new-venture path', () => {
  it('accepts a complete application', () => {
    const body = newVentureLead();
    expect(leadSchema.parse(body)).toEqual(body);
  });

  it('sets annual_revenue to pre_revenue and refuses any other range', () => {
    expect(leadSchema.parse(newVentureLead({ annual_revenue: undefined })).annual_revenue).toBe(
      'pre_revenue',
    );
    expect(issues(newVentureLead({ annual_revenue: 'over_5m' }))).toEqual({
      annual_revenue: 'A new venture’s annual revenue is pre_revenue.',
    });
  });

  it('requires a product stage and drops the revenue tracking figure', () => {
    expect(issues(newVentureLead({ product_stage: null }))).toEqual({
      product_stage: 'Choose your product stage.',
    });
    expect(issues(newVentureLead({ product_stage: 'launched' }))).toHaveProperty('product_stage');
    expect(
      leadSchema.parse(newVentureLead({ revenue_tracking_percentage: 12 }))
        .revenue_tracking_percentage,
    ).toBeNull();
  });
});

describe('leadSchema: rules of both paths', () => {
  it('requires at least one obstacle, each from the list and chosen once', () => {
    expect(issues(newVentureLead({ obstacles: [] }))).toEqual({
      obstacles: 'Choose at least one obstacle.',
    });
    expect(issues(newVentureLead({ obstacles: undefined }))).toHaveProperty('obstacles');
    expect(issues(newVentureLead({ obstacles: ['Aliens'] }))).toHaveProperty(
      ['obstacles.0'],
      'Choose obstacles from the list.',
    );
    expect(
      issues(
        newVentureLead({
          obstacles: ['Difficulty securing funding', 'Difficulty securing funding'],
        }),
      ),
    ).toEqual({ obstacles: 'Each obstacle may be chosen once.' });
  });

  it('keeps other_obstacle only when Other is chosen, null when blank', () => {
    expect(
      leadSchema.parse(existingBusinessLead({ other_obstacle: '   ' })).other_obstacle,
    ).toBeNull();
    expect(
      leadSchema.parse(
        existingBusinessLead({ obstacles: ['Poor sales-conversion rate'], other_obstacle: 'x' }),
      ).other_obstacle,
    ).toBeNull();
    expect(issues(existingBusinessLead({ other_obstacle: 'x'.repeat(1001) }))).toHaveProperty(
      'other_obstacle',
    );
  });

  it('requires the single-choice answers', () => {
    expect(issues(newVentureLead({ business_type: 'charity' }))).toHaveProperty('business_type');
    expect(issues(newVentureLead({ risk_level: undefined }))).toHaveProperty('risk_level');
    expect(issues(newVentureLead({ customer_understanding: 'psychic' }))).toHaveProperty(
      'customer_understanding',
    );
  });

  it('refuses a blank name with the spec’s words, and an overlong one', () => {
    expect(issues(newVentureLead({ full_name: '   ' }))).toEqual({
      full_name: 'Please enter your full name.',
    });
    expect(issues(newVentureLead({ full_name: undefined }))).toEqual({
      full_name: 'Please enter your full name.',
    });
    expect(issues(newVentureLead({ full_name: 'a'.repeat(201) }))).toHaveProperty('full_name');
  });

  it('checks the e-mail shape: something @ something . something, no spaces', () => {
    const message = 'Please enter a valid work e-mail address.';
    for (const bad of ['', 'jane', 'jane@example', 'jane @example.com', '@example.com', 'a@b.']) {
      expect(issues(newVentureLead({ email: bad }))).toEqual({ email: message });
    }
    expect(leadSchema.parse(newVentureLead({ email: '  Jane.Tan@Example.COM ' })).email).toBe(
      'jane.tan@example.com',
    );
  });

  it('requires an absolute http(s) URL', () => {
    const message = 'Please enter a valid website or LinkedIn URL (including http:// or https://).';
    for (const bad of [
      '',
      'example.com',
      'www.linkedin.com/in/jane',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(issues(newVentureLead({ website_url: bad }))).toEqual({ website_url: message });
    }
    expect(
      leadSchema.parse(newVentureLead({ website_url: ' http://example.com/a ' })).website_url,
    ).toBe('http://example.com/a');
    expect(
      issues(newVentureLead({ website_url: `https://e.com/${'a'.repeat(2050)}` })),
    ).toHaveProperty('website_url');
  });

  it('trims names and turns blank or missing optional texts into null', () => {
    const lead = leadSchema.parse(
      newVentureLead({
        full_name: '  Sam Lee ',
        cta_source: '  ',
        page_referrer: '',
        newsletter_opt_in: undefined,
      }),
    );
    expect(lead).toMatchObject({
      full_name: 'Sam Lee',
      cta_source: null,
      page_referrer: null,
      newsletter_opt_in: false,
    });
    const bare = newVentureLead();
    delete (bare as Record<string, unknown>).cta_source;
    delete (bare as Record<string, unknown>).page_referrer;
    expect(leadSchema.parse(bare)).toMatchObject({ cta_source: null, page_referrer: null });
  });

  it('refuses a malformed cta, a non-boolean opt-in, a bad id and unknown fields', () => {
    expect(issues(newVentureLead({ cta_source: '<script>' }))).toHaveProperty('cta_source');
    expect(issues(newVentureLead({ newsletter_opt_in: 'yes' }))).toHaveProperty(
      'newsletter_opt_in',
    );
    expect(issues(newVentureLead({ id: '42' }))).toHaveProperty('id');
    expect(leadSchema.safeParse(newVentureLead({ is_admin: true })).success).toBe(false);
  });
});

describe('prepareLeadInput (the browser, before sending)', () => {
  const values: ScreenerValues = {
    id: '0b9a3c55-7c6e-4a55-9d0e-6d5f1f0f2b11',
    business_type: 'new_venture',
    annual_revenue: 'over_5m',
    revenue_tracking_percentage: 5,
    product_stage: 'idea',
    obstacles: ['Difficulty securing funding'],
    other_obstacle: '',
    risk_level: 'low_risk',
    customer_understanding: 'no_research',
    full_name: ' Ana ',
    website_url: 'https://ana.dev',
    email: 'ANA@ANA.DEV',
    newsletter_opt_in: false,
    cta_source: 'not valid!',
    page_referrer: '',
  };

  it('forces pre_revenue for a new venture, nulls a bad cta and a blank referrer', () => {
    const lead = leadSchema.parse(prepareLeadInput(values));
    expect(lead).toMatchObject({
      annual_revenue: 'pre_revenue',
      revenue_tracking_percentage: null,
      cta_source: null,
      page_referrer: null,
      email: 'ana@ana.dev',
      full_name: 'Ana',
      other_obstacle: null,
    });
  });

  it('reads a cta query value only when it is a plain token', () => {
    expect(ctaFromQuery('pricing_basic')).toBe('pricing_basic');
    expect(ctaFromQuery(' ServicesFinalCTA ')).toBe('ServicesFinalCTA');
    expect(ctaFromQuery('')).toBeNull();
    expect(ctaFromQuery(null)).toBeNull();
    expect(ctaFromQuery('a b')).toBeNull();
    expect(ctaFromQuery('x'.repeat(65))).toBeNull();
  });
});
