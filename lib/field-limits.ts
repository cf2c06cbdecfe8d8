/** How long the screener's fields may be, in browser and schema; no imports, so no zod in the page. */
export const LIMITS = {
  fullName: 200,
  email: 254,
  url: 2048,
  otherObstacle: 1000,
  pageReferrer: 2048,
} as const;
