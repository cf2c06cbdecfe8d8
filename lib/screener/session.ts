import { z } from 'zod';
import type { ScreenerValues } from '@/lib/leads/schema';
import { resumableStep, type StepName } from './steps';

/**
 * The visitor's answers in the browser's session storage, so a reload or a return to the page
 * in the same tab resumes where they were; a successful submission clears them. The storage is
 * passed in, so nothing here touches a browser global when it is imported.
 */
export const SESSION_KEY = 'hidden-growth:screener:v1';

// Loose on purpose: the schema validates on submit; this only keeps the form's shape sound.
const savedSchema = z.object({
  step: z.unknown(),
  values: z.object({
    id: z.string(),
    business_type: z.enum(['existing_business', 'new_venture']).nullable(),
    annual_revenue: z.string().nullable(),
    revenue_tracking_percentage: z.number().nullable(),
    product_stage: z.string().nullable(),
    obstacles: z.array(z.string()),
    other_obstacle: z.string(),
    risk_level: z.string().nullable(),
    customer_understanding: z.string().nullable(),
    full_name: z.string(),
    website_url: z.string(),
    email: z.string(),
    newsletter_opt_in: z.boolean(),
    cta_source: z.string().nullable(),
    page_referrer: z.string().nullable(),
  }),
});

/**
 * The saved answers and the step to resume on (see resumableStep: a step that is not on the
 * saved path, or not a step at all, resumes on the first step with the answers kept).
 */
export function loadSession(storage: Storage): { step: StepName; values: ScreenerValues } | null {
  try {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return null;
    const saved = savedSchema.safeParse(JSON.parse(raw));
    if (!saved.success) return null;
    const values = saved.data.values as ScreenerValues;
    return { step: resumableStep(saved.data.step, values), values };
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
