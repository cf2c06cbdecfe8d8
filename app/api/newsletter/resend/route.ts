import { newsletterBackend } from '@/lib/backend/newsletter';
import { validated } from '@/lib/http/route';
import { CLIENT_LIMITS, limitAddress } from '@/lib/newsletter/limits';
import { normalizeEmail, resendSchema } from '@/lib/newsletter/schema';

// POST /api/newsletter/resend - send a fresh confirmation mail to a pending address
export const POST = validated(
  {
    schema: resendSchema,
    maxBytes: 2048,
    rateLimit: { name: 'newsletter-resend', limit: CLIENT_LIMITS.resend },
  },
  async (input) => {
    const email = normalizeEmail(input.email);
    await limitAddress('mail', email);
    return Response.json(await newsletterBackend().resend(email));
  },
);
