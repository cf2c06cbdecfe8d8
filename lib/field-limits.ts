/**
 * How long the screener's fields may be: the form's maxLength in the browser and the lead
 * schema's bounds on the server (lib/leads/schema.ts), one number each. A module of its own,
 * with no imports, so that the screener's page script loads these without the schema (zod).
 */
export const LIMITS = {
  fullName: 200,
  email: 254,
  url: 2048,
  otherObstacle: 1000,
  pageReferrer: 2048,
} as const;
