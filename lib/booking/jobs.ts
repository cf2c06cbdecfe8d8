import { registerMail } from '@/lib/mail';
import { BOOKING_JOBS } from './kinds';
import { renderOwnerReminder, renderReceipt } from './mails';

/**
 * The mails that follow an application, each sent once through lib/mail: the applicant's
 * receipt and the owner's reminder of a lead still new.
 */
export function registerBookingJobs(): void {
  registerMail(BOOKING_JOBS.receipt, renderReceipt);
  registerMail(BOOKING_JOBS.ownerReminder, (ref, { now }) => renderOwnerReminder(ref, now));
}
