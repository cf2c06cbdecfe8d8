import { bookingPersonalData } from '@/lib/booking';
import { leadsPersonalData } from '@/lib/leads';
import { issuesPersonalData } from '@/lib/newsletter/issues';
import { optInPersonalData } from '@/lib/newsletter/opt-in';
import { deskPersonalData, registerPersonalData } from '@/lib/privacy';

/**
 * What every feature holds about a person, registered with the privacy desk by the feature it
 * belongs to; the desk, the purge and the exports read them. In erasing order: the bookings
 * through their applications first, the subscriber after its mails, the desk's log last.
 */
export function registerSitePersonalData(): void {
  for (const data of [
    bookingPersonalData,
    leadsPersonalData,
    issuesPersonalData,
    optInPersonalData,
    deskPersonalData,
  ])
    registerPersonalData(data);
}
