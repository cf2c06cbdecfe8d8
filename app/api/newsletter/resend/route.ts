import { reply } from '@/lib/http/reply';
import { validated } from '@/lib/http/route';
import { NEWSLETTER_GATES, resend } from '@/lib/newsletter/opt-in';

// POST /api/newsletter/resend - send a fresh confirmation mail to a pending address
export const POST = validated(NEWSLETTER_GATES.resend, async (input) =>
  reply(200, await resend(input)),
);
