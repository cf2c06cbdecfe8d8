import { newsletterSection, serverMessages } from '@/content/newsletter';
import { newsletterBackend } from '@/lib/backend/newsletter';
import { validated } from '@/lib/http/route';
import { log } from '@/lib/log';
import { pageFromReferer } from '@/lib/newsletter/consent';
import { CLIENT_LIMITS, limitAddress } from '@/lib/newsletter/limits';
import { normalizeEmail, subscribeSchema } from '@/lib/newsletter/schema';

// POST /api/newsletter/subscribe - start the double opt-in for an address
export const POST = validated(
  {
    schema: subscribeSchema,
    maxBytes: 2048,
    rateLimit: { name: 'newsletter-subscribe', limit: CLIENT_LIMITS.subscribe },
  },
  async (input, { request }) => {
    if (input.website) {
      // The decoy was filled: a robot. Answer as if it worked so it learns nothing.
      log.info('newsletter.decoy_dropped');
      return Response.json({ message: serverMessages.subscribed, alreadySubscribed: false });
    }
    const email = normalizeEmail(input.email);
    await limitAddress('mail', email);
    const reply = await newsletterBackend().subscribe({
      email,
      source: 'sign-up form',
      page: pageFromReferer(request),
      consentText: newsletterSection.consent,
    });
    return Response.json(reply);
  },
);
