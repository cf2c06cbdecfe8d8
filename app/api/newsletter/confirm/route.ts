import { validated } from '@/lib/http/route';
import { CLIENT_LIMITS, confirm, confirmRequestSchema } from '@/lib/newsletter';

// POST /api/newsletter/confirm - confirm with the link's token or with email + 6-digit code
export const POST = validated(
  {
    schema: confirmRequestSchema,
    maxBytes: 2048,
    rateLimit: { name: 'newsletter-confirm', limit: CLIENT_LIMITS.confirm },
  },
  async (input) => Response.json(await confirm(input)),
);
