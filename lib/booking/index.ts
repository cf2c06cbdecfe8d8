import 'server-only';

/**
 * What follows an application: the module of booking that server code imports (pages, the
 * screener's action, the site's jobs, the purge); the forms' Server Actions are in
 * ./client.ts, the entry a page hands a form's action from, since they load Next's navigation,
 * which the scripts cannot. A fit applicant, with a
 * calendar configured and the local store, goes on from the screener to the owner's free
 * slots (./flow.ts), books, moves or cancels a call (./book.ts, against the calendar and the
 * store), and gets the mails that follow (./mails.ts); the owner gets the lead's notification,
 * a reminder of a lead still new and one-click links to record its status (./owner.ts). What
 * a new lead sets off here is registered with the lead store by ./jobs.ts.
 */
export {
  bookedView,
  bookingEnabled,
  callLinkView,
  nextStepAfter,
  slotsView,
  type NextStep,
} from './flow';
export { ownerView, type OwnerView } from './owner';
export { registerBookingJobs } from './jobs';
export { queueEventErasure, registerEventReconciling, runEventErasures } from './erase';
export { BOOKING_JOBS } from './kinds';
export { bookingPersonalData } from './personal-data';
