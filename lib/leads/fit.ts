import { fitRule } from '@/content/booking';
import type { Lead } from './schema';

type FitAnswers = Pick<Lead, 'business_type' | 'annual_revenue' | 'product_stage' | 'risk_level'>;

/**
 * Whether an application fits the owner's rule (content/booking.ts): its business type listed,
 * its revenue band (an established business) or product stage (a new venture) listed, and its
 * risk level listed. The verdict is stored with the lead when it arrives, so that a later
 * change of the rule does not rewrite what the owner and the applicant were told. It is the
 * leads' own, since the lead store writes it; what follows an application (lib/booking) reads
 * the stored verdict.
 */
export function isFit(lead: FitAnswers, rule: typeof fitRule = fitRule): boolean {
  if (!rule.businessTypes.includes(lead.business_type)) return false;
  const stageOk =
    lead.business_type === 'existing_business'
      ? (rule.annualRevenues as readonly string[]).includes(lead.annual_revenue)
      : lead.product_stage !== null &&
        (rule.productStages as readonly string[]).includes(lead.product_stage);
  return stageOk && (rule.riskLevels as readonly string[]).includes(lead.risk_level);
}
