/**
 * The kinds of job that follow an application, named apart from their renderers (./jobs.ts
 * registers those), so that the queries queuing them need not load the mails.
 */
export const BOOKING_JOBS = {
  /** The team's notification of a new lead (LEADS_NOTIFY_EMAIL). */
  notification: 'lead-notification',
  /** The applicant's receipt of a new lead (at most one per address and day). */
  receipt: 'lead-receipt',
  /** The owner's one reminder of a lead still new after a working hour. */
  ownerReminder: 'lead-owner-reminder',
  /** The applicant's one reminder to pick a time. */
  reminder: 'booking-reminder',
  /** The owner's notice that the calendar failed while a lead was booking. */
  calendarFailed: 'lead-calendar-failed',
  /** The invitation (or its update after a move), to the applicant or to the owner. */
  invitation: 'booking-invitation',
  /** The cancellation, to the applicant or to the owner. */
  cancellation: 'booking-cancellation',
  /** Removing a cancelled call's event, when the calendar did not answer at once. */
  removeEvent: 'booking-remove-event',
  /**
   * Making the calendar agree with the store about one booking, when taking back an event
   * written for a claim given up (the calendar failed, or the claim's lease ran out) did not
   * work at once.
   */
  reconcileEvent: 'booking-reconcile-event',
} as const;
