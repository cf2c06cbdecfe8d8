import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { LeadTable } from '@/lib/db/schema';
import type { ScreenerValues } from '@/lib/leads/client';
import { emptyValues } from '@/lib/screener/steps';

/** A valid lead body as the screener sends it, for each path. */
export function existingBusinessLead(overrides: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    business_type: 'existing_business',
    annual_revenue: '1m_5m',
    revenue_tracking_percentage: -10,
    product_stage: null,
    obstacles: ['Poor sales-conversion rate', 'Other (please specify)'],
    other_obstacle: 'A new competitor undercuts us',
    risk_level: 'reduce_team',
    customer_understanding: 'some_insight',
    full_name: 'Jane Tan',
    website_url: 'https://www.example.com',
    email: 'jane@example.com',
    newsletter_opt_in: false,
    cta_source: 'pricing_basic',
    page_referrer: 'https://www.hiddengrowth.co/pricing',
    ...overrides,
  };
}

export function newVentureLead(overrides: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    business_type: 'new_venture',
    annual_revenue: 'pre_revenue',
    revenue_tracking_percentage: null,
    product_stage: 'mvp_testing',
    obstacles: ['Unclear product–market fit'],
    other_obstacle: null,
    risk_level: 'close_product',
    customer_understanding: 'mvp_validating',
    full_name: 'Sam Lee',
    website_url: 'https://www.linkedin.com/in/samlee',
    email: 'sam@startup.io',
    newsletter_opt_in: true,
    cta_source: null,
    page_referrer: null,
    ...overrides,
  };
}

/**
 * The screener's answers up to the contact step, on the new-venture path, as the browser holds
 * them (ScreenerValues): for tests of the contact step and of the answers' check.
 */
export function answeredUpToContact() {
  return {
    ...emptyValues(),
    id: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
    business_type: 'new_venture',
    product_stage: 'idea',
    obstacles: ['Difficulty securing funding'],
    risk_level: 'reduce_team',
    customer_understanding: 'no_research',
  } satisfies ScreenerValues;
}

/** A lead's row as the store keeps it (`id` at `id`@firm.co), for tests that write it directly. */
export function storedLeadRow(
  id: string,
  createdAt: string,
  status: Pick<Insertable<LeadTable>, 'status' | 'status_at'> = { status: 'new', status_at: null },
): Insertable<LeadTable> {
  return {
    id,
    business_type: 'new_venture',
    annual_revenue: 'pre_revenue',
    revenue_tracking_percentage: null,
    product_stage: null,
    obstacles: '[]',
    other_obstacle: null,
    risk_level: 'low_risk',
    customer_understanding: 'no_research',
    full_name: 'A Person',
    website_url: 'https://firm.co',
    email: `${id}@firm.co`,
    newsletter_opt_in: 0,
    cta_source: null,
    page_referrer: null,
    created_at: createdAt,
    forward_error: null,
    forwarded_at: null,
    ...status,
  };
}
