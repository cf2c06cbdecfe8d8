import { reply } from '@/lib/http/reply';
import { validated } from '@/lib/http/route';
import { confirm, NEWSLETTER_GATES } from '@/lib/newsletter/opt-in';

// POST /api/newsletter/confirm - confirm with the link's token or with email + 6-digit code
export const POST = validated(NEWSLETTER_GATES.confirm, async (input) =>
  reply(200, await confirm(input)),
);
