/**
 * The codes the booking screener stores for the answers of its single choices (the lead's
 * values, checked by the lead schema): they must never change. The labels a visitor reads are
 * in ./screener.ts, keyed by these codes; the page's script reads the codes off those labels,
 * so these lists are kept apart and it does not carry them twice.
 */
export const BUSINESS_TYPES = ['existing_business', 'new_venture'] as const;
export const ANNUAL_REVENUES = [
  'under_500k',
  '500k_1m',
  '1m_5m',
  'over_5m',
  'pre_revenue',
] as const;
export const PRODUCT_STAGES = ['idea', 'mvp_building', 'mvp_testing', 'paying_customers'] as const;
export const RISK_LEVELS = ['low_risk', 'reduce_team', 'close_product'] as const;
export const CUSTOMER_UNDERSTANDINGS = [
  'no_research',
  'some_insight',
  'mvp_validating',
  'paying_customers',
  'regular_interviews',
] as const;
