import { newsletterBackend } from '@/lib/backend/newsletter';
import { validated } from '@/lib/http/route';
import { CLIENT_LIMITS, limitAddress } from '@/lib/newsletter/limits';
import { confirmRequestSchema, normalizeEmail } from '@/lib/newsletter/schema';

// POST /api/newsletter/confirm - confirm with the link's token or with email + 6-digit code
export const POST = validated(
  {
    schema: confirmRequestSchema,
    maxBytes: 2048,
    rateLimit: { name: 'newsletter-confirm', limit: CLIENT_LIMITS.confirm },
  },
  async (input) => {
    const backend = newsletterBackend();
    if ('token' in input) return Response.json(await backend.confirmToken(input.token));
    const email = normalizeEmail(input.email);
    await limitAddress('confirm', email);
    return Response.json(await backend.confirmCode(email, input.otpCode));
  },
);
