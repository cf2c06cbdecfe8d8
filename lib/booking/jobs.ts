import { registerMail } from '@/lib/mail';
import { BOOKING_JOBS } from './kinds';
import { renderReceipt } from './mails';

/** The mails that follow an application, each sent once through lib/mail. */
export function registerBookingJobs(): void {
  registerMail(BOOKING_JOBS.receipt, renderReceipt);
}
