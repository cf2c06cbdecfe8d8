import { BUSINESS_TYPES } from '@/content/screener';
import type { ScreenerValues } from '@/lib/leads/schema';
import { resumableStep, type StepName } from './steps';

/**
 * The visitor's answers in the browser's session storage, so a reload or a return to the page
 * in the same tab resumes where they were; a successful submission clears them. The storage is
 * passed in, so nothing here touches a browser global when it is imported.
 */
export const SESSION_KEY = 'hidden-growth:screener:v1';

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

export function saveSession(storage: Storage, step: StepName, values: ScreenerValues) {
  try {
    storage.setItem(SESSION_KEY, JSON.stringify({ step, values }));
  } catch {
    // Storage full or disabled (private mode): the form still works, it just won't resume.
  }
}

export function clearSession(storage: Storage) {
  try {
    storage.removeItem(SESSION_KEY);
  } catch {
    // See saveSession.
  }
}

/** A version-4 UUID, also where crypto.randomUUID is missing (plain-http origins). */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
