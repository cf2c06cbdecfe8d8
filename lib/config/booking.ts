import * as v from './fields';

export const bookingEnv = {
  BOOKING_CALDAV_URL: v.url(),
  BOOKING_CALDAV_USER: v.optionalString,
  BOOKING_CALDAV_PASSWORD: v.optionalString,
  BOOKING_CALDAV_TIMEOUT_MS: v.withDefault(
    v.whole('must be a number of milliseconds', {
      min: [100, 'must be at least 100 milliseconds'],
      max: [60_000, 'must be at most 60000 milliseconds'],
    }),
    4000,
  ),
  BOOKING_REMINDER_SECONDS: v.optional(v.whole('must be a number of seconds')),
};

// A calendar is the URL with the account that may read and write it, or nothing.
export const bookingRules: v.Rule[] = [
  { together: ['BOOKING_CALDAV_URL', 'BOOKING_CALDAV_USER', 'BOOKING_CALDAV_PASSWORD'] },
];

/** The owner's CalDAV calendar (unset: no booking), its call timeout and the reminder delay. */
export function bookingConfig(env: v.Env<typeof bookingEnv>) {
  const { BOOKING_CALDAV_URL: url, BOOKING_CALDAV_USER: user } = env;
  const password = env.BOOKING_CALDAV_PASSWORD;
  return {
    // A collection's URL ends with a slash; some servers redirect without it.
    caldav: url && user && password ? { url: `${url}/`, user, password } : undefined,
    caldavTimeoutMs: env.BOOKING_CALDAV_TIMEOUT_MS,
    reminderSeconds: env.BOOKING_REMINDER_SECONDS,
  };
}
