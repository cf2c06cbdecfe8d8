import 'server-only';

/**
 * The privacy desk: a person sees, corrects, withdraws and erases what the site holds about
 * their address, through a link mailed to it. Each feature declares what it holds (as
 * lib/personal-data.ts has it), registered here (registry.ts) by lib/site-personal-data.ts; the
 * desk (desk.ts) reads the declarations, and so do the purge and the breach count;
 * requests.ts holds the mailed links, the 30-day log and the owner's mails. It imports no
 * feature.
 */
export { personalData, registerPersonalData, retentionOf } from './registry';
export { PURPOSES } from '@/lib/personal-data';
export { deskPersonalData, addressHash, REQUEST_RETENTION_MONTHS } from './personal-data';
export {
  buildReport,
  correct,
  eraseAddress,
  holdsData,
  readdress,
  tombstonesOf,
  withdraw,
  type Report,
} from './desk';
export {
  confirmAddressChange,
  notifyOwner,
  openAddressLink,
  openRequest,
  PRIVACY_PAGES,
  registerPrivacyJobs,
  remindDueRequests,
  requestAddressChange,
  requestLink,
  sessionAddress,
  spendRequestLink,
} from './requests';
export { breachCount, closeRequest, listRequests } from './owner';
