import { registerCheck, registerJob } from '@/lib/jobs';
import { registerLeadFollowUp } from '@/lib/leads';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_SECONDS, registerMail } from '@/lib/mail';
import { releaseAbandonedClaims, removeCancelledEvent } from './book';
import { registerEventReconciling } from './erase';
import { followNewLead } from './follow-ups';
import { BOOKING_JOBS } from './kinds';

import {
  renderCalendarFailed,
  renderCancellation,
  renderInvitation,
  renderLeadNotification,
  renderOwnerReminder,
  renderReceipt,
  renderReminder,
} from './mails';

/**
 * What follows an application: the follow-up of a new lead, which the lead store runs in the
 * lead's transaction (./follow-ups.ts); the mails, each sent once through lib/mail (the
 * team's notification; the applicant's receipt, one reminder to pick a time, invitation and
 * cancellation; the owner's reminder of a lead still new, invitation, cancellation and
 * notice of a failed calendar); the removal of a cancelled call's event when the calendar did
 * not answer at once, and the reconciling of a booking's event with the store (both tried on
 * the mail schedule); and the check that releases abandoned claims.
 */
export function registerBookingJobs(): void {
  registerLeadFollowUp('booking', followNewLead);
  registerMail(BOOKING_JOBS.notification, renderLeadNotification);
  registerMail(BOOKING_JOBS.receipt, renderReceipt);
  registerMail(BOOKING_JOBS.ownerReminder, (ref, { now }) => renderOwnerReminder(ref, now));
  registerMail(BOOKING_JOBS.calendarFailed, renderCalendarFailed);
  registerMail(BOOKING_JOBS.reminder, renderReminder);
  registerMail(BOOKING_JOBS.invitation, renderInvitation);
  registerMail(BOOKING_JOBS.cancellation, renderCancellation);
  registerJob(BOOKING_JOBS.removeEvent, {
    retrySeconds: MAIL_RETRY_SECONDS,
    maxAttempts: MAIL_MAX_ATTEMPTS,
    run: (ref) => removeCancelledEvent(String(ref.bookingId)),
  });
  // Also a purged lead's calls, removed from the calendar (./erase.ts).
  registerEventReconciling();
  // A claim never confirmed (its process died) is released once its lease has run out.
  registerCheck('booking-claims', { everyMs: 60_000, run: releaseAbandonedClaims });
}
