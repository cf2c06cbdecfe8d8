import { validated } from '@/lib/http/route';
import { NEWSLETTER_GATES, resend } from '@/lib/newsletter';

// POST /api/newsletter/resend - send a fresh confirmation mail to a pending address
export const POST = validated(NEWSLETTER_GATES.resend, async (input) =>
  Response.json(await resend(input)),
);
