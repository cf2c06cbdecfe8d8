import { reply } from '@/lib/http/reply';
import { validated } from '@/lib/http/route';
import { NEWSLETTER_GATES, pageFromReferer, subscribe } from '@/lib/newsletter/opt-in';

// POST /api/newsletter/subscribe - start the double opt-in for an address
export const POST = validated(NEWSLETTER_GATES.subscribe, async (input, { request }) =>
  reply(200, await subscribe(input, { page: pageFromReferer(request.headers, request.url) })),
);
