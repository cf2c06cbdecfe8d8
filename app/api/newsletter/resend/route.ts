import { validated } from '@/lib/http/route';
import { CLIENT_LIMITS, resend, resendSchema } from '@/lib/newsletter';

// POST /api/newsletter/resend - send a fresh confirmation mail to a pending address
export const POST = validated(
  {
    schema: resendSchema,
    maxBytes: 2048,
    rateLimit: { name: 'newsletter-resend', limit: CLIENT_LIMITS.resend },
  },
  async (input) => Response.json(await resend(input)),
);
