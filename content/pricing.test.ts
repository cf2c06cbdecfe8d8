import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pricingPage, pricingTiers } from './pricing';
import { legalDocuments } from './legal';
import { claims, homeStats, startupStats } from './claims';

const legal = (slug: string) =>
  readFileSync(path.join(__dirname, 'legal', `${slug}.md`), 'utf8').replace(/\s+/g, ' ');

describe('pricing tiers', () => {
  it('are Basic, Intermediate and Advanced with their banners and buttons', () => {
    expect(pricingTiers.map((tier) => [tier.title, tier.banner.text, tier.ctaId])).toEqual([
      ['Basic', 'Best for Startups', 'pricing_basic'],
      ['Intermediate', "Best for cost-conscious SME's", 'pricing_intermediate'],
      ['Advanced', 'Best for Scaleups with profit', 'pricing_advanced'],
    ]);
  });

  it('carry the prices and terms of section 9', () => {
    const [basic, intermediate, advanced] = pricingTiers;
    expect(basic!.price).toMatchObject({
      display: 'US $3,000',
      amount: 3000,
      currency: 'USD',
      unit: 'per month',
      billing: 'monthly',
    });
    expect(basic!.price.terms).toBe('3-month minimum');
    expect(intermediate!.price).toMatchObject({
      display: 'US $27,700',
      amount: 27700,
      unit: 'fixed fee',
    });
    expect(intermediate!.price.terms).toMatch(/Payable in advance/);
    expect(intermediate!.price.terms).toMatch(/insights in 4 weeks/);
    expect(intermediate!.price.terms).toMatch(/refund guarantee/);
    expect(advanced!.price).toMatchObject({ display: 'US $99,700', amount: 99700 });
    expect(advanced!.price.terms).toMatch(/15 months of support/);
    expect(advanced!.price.terms).toMatch(/value-based pricing/);
  });

  it('offer the guarantee on Intermediate and Advanced only', () => {
    expect(pricingTiers.map((tier) => tier.guaranteed)).toEqual([false, true, true]);
  });

  it('show the displayed amount as the structured amount', () => {
    for (const tier of pricingTiers) {
      expect(tier.price.display).toBe(`US $${tier.price.amount.toLocaleString('en-US')}`);
    }
  });

  it('reconcile the two Advanced descriptions: 27,700 + 12 × 6,000 = 99,700', () => {
    expect(27700 + 12 * 6000).toBe(pricingTiers[2]!.price.amount);
    expect(pricingPage.faq.items.find((item) => item.id === 'advanced-payment')?.body).toBe(
      'US $27,700 in advance for the research, then US $6,000 a month after the first 90 days for 12 months of ongoing support: US $99,700 in total.',
    );
  });

  it('name the value-based pricing button and its campaign source', () => {
    expect(pricingPage.valueBased.action).toEqual({
      label: 'Get Your Growth Partner',
      href: '/book-your-growth-call?cta=value_based_pricing',
      cta: 'value_based_pricing',
    });
  });
});

describe('claims', () => {
  it('are the published figures', () => {
    expect(homeStats.map((stat) => [stat.value, stat.label])).toEqual([
      ['1,011%', 'growth in one year'],
      ['13,777+', 'interview minutes'],
      ['10', 'completed research studies'],
    ]);
    expect(startupStats.map((stat) => stat.value)).toEqual(['1,011%', '12,600+', '10']);
    expect([claims.conventionalSuccessRate, claims.jobsApproachSuccessRate]).toEqual([17, 86]);
    expect(claims.productsThatFail).toBe('83%');
  });
});

describe('legal texts', () => {
  it('were last updated on 10 June 2025', () => {
    for (const document of Object.values(legalDocuments)) {
      expect(document.lastUpdated).toBe('2025-06-10');
      expect(document.lastUpdatedLabel).toBe('10 June 2025');
    }
  });

  it('the terms state the guarantee rule, the liability cap and both Advanced descriptions', () => {
    const terms = legal('terms');
    for (const text of [
      'The guarantee applies to the **Intermediate** and **Advanced** tiers only.',
      'giving us written notice within 7 days of the conclusion of the main workshop',
      'taking part in a short exit interview',
      'refund of the fees you have paid',
      'does not apply to the Basic tier',
      'does not apply once the project proceeds past the workshop',
      'is limited to SGD 1,000',
      'around 12 interviews is typical',
      'annual revenue of up to $100m',
      'US $3,000 per month, with a minimum commitment of 3 months',
      'a fixed fee of US $27,700, payable in advance',
      'US $27,700 payable in advance, plus US $6,000 per month after the first 90 days, with 12 months of ongoing support',
      'a total of US $99,700 covering the research plus 15 months of support, eligible for value-based pricing',
    ]) {
      expect(terms).toContain(text);
    }
  });

  it('the privacy policy states the act, retention, rights and breach figures', () => {
    const privacy = legal('privacy');
    for (const text of [
      "Singapore's Personal Data Protection Act 2012",
      '| Sales enquiries and booking requests, with the calls you booked | 24 months after our last contact with you |',
      '| Client files, contracts and invoices | 7 years |',
      '| Newsletter list: your address, your topics and any pause | Until you unsubscribe |',
      '| Interview recordings | 12 months |',
      'within 30 calendar days',
      'affects 500 or more individuals',
      'within 3 calendar days',
    ]) {
      expect(privacy).toContain(text);
    }
  });
});
