import { CLIENT_LIMITS } from './limits';
import { confirmRequestSchema, resendSchema, subscribeSchema } from './schema';

/** What the newsletter's routes accept (schema, size, per-client limit); the forms apply the same. */
export const NEWSLETTER_GATES = {
  subscribe: {
    schema: subscribeSchema,
    maxBytes: 2048,
    rateLimit: { name: 'newsletter-subscribe', limit: CLIENT_LIMITS.subscribe },
  },
  resend: {
    schema: resendSchema,
    maxBytes: 2048,
    rateLimit: { name: 'newsletter-resend', limit: CLIENT_LIMITS.resend },
  },
  confirm: {
    schema: confirmRequestSchema,
    maxBytes: 2048,
    rateLimit: { name: 'newsletter-confirm', limit: CLIENT_LIMITS.confirm },
  },
};
