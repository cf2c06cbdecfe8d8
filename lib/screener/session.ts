import type { ScreenerValues } from '@/lib/leads/schema';
import type { StepName } from './steps';

/**
 * The visitor's answers in the browser's session storage, so a reload or a return to the page
 * in the same tab resumes where they were; a successful submission clears them. The storage is
 * passed in, so nothing here touches a browser global when it is imported. Reading the answers
 * back is ./saved-session.ts, which the screener's page fetches only to resume.
 */
export const SESSION_KEY = 'hidden-growth:screener:v1';

/** Whether the tab holds saved answers (whatever their shape). */
export function hasSession(storage: Storage): boolean {
  try {
    return storage.getItem(SESSION_KEY) !== null;
  } catch {
    return false;
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
