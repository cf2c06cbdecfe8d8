/** Abuse limits of POST /api/leads. */
export const LEADS_MAX_BYTES = 16 * 1024;

/**
 * Per client: a visitor sends one application, perhaps retries a failed one, or two colleagues
 * behind one office address apply; ten in a quarter of an hour is far beyond that.
 */
export const LEADS_RATE_LIMIT = {
  name: 'leads',
  limit: { points: 10, duration: 15 * 60 },
  message: (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Too many applications from this connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
};
