import { founder } from '@/content/people';
import { getConfig } from '@/lib/config';

/**
 * The owner as a booked call names them: the founder's name, and the address the team's lead
 * mail goes to (LEADS_NOTIFY_EMAIL), or else the sender's, as the invitation's organiser.
 */
export function organiser(): { name: string; email: string } {
  const { leadsNotifyEmail, fromAddress } = getConfig().mail;
  return { name: founder.name, email: leadsNotifyEmail ?? fromAddress };
}

/** The event's UID: the booking's id on the site's host, unique across calendars. */
export function eventUid(bookingId: string): string {
  return `${bookingId}@${new URL(getConfig().siteUrl).hostname}`;
}
