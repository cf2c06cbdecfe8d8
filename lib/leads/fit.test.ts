import { fitRule } from '@/content/booking';
import { leadSchema } from './schema';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { isFit } from './fit';

const lead = (body: Record<string, unknown>) => leadSchema.parse(body);

describe('the fit rule', () => {
  it('fits an established business in a listed revenue band with a listed risk', () => {
    expect(isFit(lead(existingBusinessLead()))).toBe(true);
    expect(isFit(lead(existingBusinessLead({ annual_revenue: 'over_5m' })))).toBe(true);
  });

  it('says not yet below the listed revenue bands, or with little at risk', () => {
    expect(isFit(lead(existingBusinessLead({ annual_revenue: 'under_500k' })))).toBe(false);
    expect(isFit(lead(existingBusinessLead({ risk_level: 'low_risk' })))).toBe(false);
  });

  it('judges a new venture by its product stage, not its revenue', () => {
    expect(isFit(lead(newVentureLead()))).toBe(true);
    expect(isFit(lead(newVentureLead({ product_stage: 'idea' })))).toBe(false);
    expect(isFit(lead(newVentureLead({ product_stage: 'mvp_building' })))).toBe(false);
  });

  it('follows the lists it is given', () => {
    const onlyEstablished = { ...fitRule, businessTypes: ['existing_business'] as const };
    expect(isFit(lead(newVentureLead()), onlyEstablished)).toBe(false);
    expect(isFit(lead(existingBusinessLead()), onlyEstablished)).toBe(true);
    const anyRisk = {
      ...fitRule,
      riskLevels: ['low_risk', 'reduce_team', 'close_product'] as const,
    };
    expect(isFit(lead(existingBusinessLead({ risk_level: 'low_risk' })), anyRisk)).toBe(true);
  });
});
