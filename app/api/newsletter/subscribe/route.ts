import { validated } from '@/lib/http/route';
import { CLIENT_LIMITS, subscribe, subscribeSchema } from '@/lib/newsletter';

// POST /api/newsletter/subscribe - start the double opt-in for an address
export const POST = validated(
  {
    schema: subscribeSchema,
    maxBytes: 2048,
    rateLimit: { name: 'newsletter-subscribe', limit: CLIENT_LIMITS.subscribe },
  },
  async (input, { request }) => Response.json(await subscribe(input, { request })),
);
