import { BUSINESS_TYPES } from '@/content/screener-codes';
import type { ScreenerValues } from '@/lib/leads/schema';
import { SESSION_KEY } from './session';
import { FIRST_STEP, isStepAnswered, isStepName, pathFor, type StepName } from './steps';

/**
 * The answers saved in the tab (./session.ts), read back to resume: only when they have the
 * form's shape, and on a step they allow.
 */

type Kind = 'string' | 'string or null' | 'number or null' | 'boolean' | 'strings' | 'campaign';

// Loose on purpose: the schema validates on submit; this only keeps the form's shape sound.
// (Written without zod, which the screener's page loads only when the schema is needed.)
const SHAPE: Record<keyof ScreenerValues, Kind> = {
  id: 'string',
  business_type: 'string or null',
  annual_revenue: 'string or null',
  revenue_tracking_percentage: 'number or null',
  product_stage: 'string or null',
  obstacles: 'strings',
  other_obstacle: 'string',
  risk_level: 'string or null',
  customer_understanding: 'string or null',
  full_name: 'string',
  website_url: 'string',
  email: 'string',
  newsletter_opt_in: 'boolean',
  cta_source: 'string or null',
  page_referrer: 'string or null',
  utm_source: 'campaign',
  utm_medium: 'campaign',
  utm_campaign: 'campaign',
  landing_cta: 'campaign',
};

function fits(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'string or null':
      return value === null || typeof value === 'string';
    case 'number or null':
      return value === null || typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'campaign':
      // Absent from answers saved before the campaign was kept.
      return value === undefined || value === null || typeof value === 'string';
  }
}

/** The saved answers when they have the form's shape (other keys dropped), else null. */
function readValues(saved: unknown): ScreenerValues | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const values: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(SHAPE)) {
    const value = (saved as Record<string, unknown>)[key];
    if (!fits(value, kind)) return null;
    if (kind === 'campaign' && value == null) continue;
    values[key] = value;
  }
  const type = values.business_type;
  if (type !== null && !(BUSINESS_TYPES as readonly unknown[]).includes(type)) return null;
  return values as unknown as ScreenerValues;
}

/**
 * The saved answers and the step to resume on (see resumableStep: a step that is not on the
 * saved path, or not a step at all, resumes on the first step with the answers kept).
 */
export function loadSession(storage: Storage): { step: StepName; values: ScreenerValues } | null {
  try {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { step?: unknown; values?: unknown } | null;
    const values = readValues(saved?.values);
    return values ? { step: resumableStep(saved?.step, values), values } : null;
  } catch {
    return null;
  }
}

/**
 * The step to resume on: a saved step only if it belongs to the saved answers' path, and never
 * past a step whose answer is missing; anything else starts at the first step.
 */
export function resumableStep(step: unknown, values: ScreenerValues): StepName {
  const path = pathFor(values);
  if (!isStepName(step) || !path.includes(step)) return FIRST_STEP;
  for (const s of path) {
    if (s === step || !isStepAnswered(s, values)) return s;
  }
  return FIRST_STEP;
}
