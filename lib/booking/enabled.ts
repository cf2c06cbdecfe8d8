import { calendarConfigured } from '@/lib/caldav';
import { usesRemoteBackend } from '@/lib/remote-backend';

/** Whether this site books calls: a calendar configured, and the leads in the local store. */
export function bookingEnabled(): boolean {
  return calendarConfigured() && !usesRemoteBackend();
}
