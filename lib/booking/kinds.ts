/**
 * The kinds of job that follow an application, named where the lead store can queue them
 * without loading their renderers (./jobs.ts registers those).
 */
export const BOOKING_JOBS = {
  /** The applicant's receipt of a new lead (at most one per address and day). */
  receipt: 'lead-receipt',
  /** The owner's one reminder of a lead still new after a working hour. */
  ownerReminder: 'lead-owner-reminder',
} as const;
