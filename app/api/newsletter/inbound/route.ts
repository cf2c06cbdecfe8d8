import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { hasBearerToken } from '@/lib/http/bearer';
import { validated } from '@/lib/http/route';
import { receiveReport } from '@/lib/newsletter/issues';

// POST /api/newsletter/inbound - a delivery (RFC 3464) or complaint (ARF) report as
// `{ message, envelopeTo? }` with `Authorization: Bearer <NEWSLETTER_INBOUND_SECRET>`; off
// without the secret. Anyone can mail the bounce address: the report is read within a time
// budget (422 past it) and only a target the site signed changes a subscriber. The body cap is
// the deploy kit's nginx cap for this path too.
const bodySchema = z.strictObject({
  message: z
    .string()
    .min(1, 'message must hold the raw report')
    .max(512 * 1024),
  envelopeTo: z.string().max(320).optional(),
});

export const POST = validated(
  {
    schema: bodySchema,
    maxBytes: 600 * 1024,
    // A relay or a provider's webhook is a server, not a browser: it sends no origin.
    allowCrossSite: true,
    rateLimit: { name: 'newsletter-inbound', limit: { points: 600, duration: 60 } },
    authenticate: (request) => {
      const secret = getConfig().newsletter.inboundSecret;
      if (!secret) throw new AppError(404, 'Not found.');
      if (!hasBearerToken(request.headers, secret))
        throw new AppError(401, 'Send Authorization: Bearer with the inbound secret.');
    },
  },
  async ({ message, envelopeTo }) => {
    const outcomes = await receiveReport(message, envelopeTo);
    if (outcomes.length === 0) {
      throw new AppError(422, 'No delivery-status or feedback-report part was found.');
    }
    return Response.json({ outcomes }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
