import { errorResponse, validated } from '@/lib/http/route';
import { CLIENT_LIMITS, unsubscribe, unsubscribeSchema } from '@/lib/newsletter/opt-in';
import { absoluteUrl } from '@/lib/seo/metadata';

// POST /api/newsletter/unsubscribe?token=... - RFC 8058 one-click (form body) or { token } JSON
export const POST = validated(
  {
    schema: unsubscribeSchema,
    maxBytes: 2048,
    accept: ['json', 'form'],
    // Mail clients post the one-click request from their own origin (RFC 8058).
    allowCrossSite: true,
    rateLimit: { name: 'newsletter-unsubscribe', limit: CLIENT_LIMITS.unsubscribe },
  },
  async (input, { request }) => Response.json(await unsubscribe(input, { request })),
);

// GET /api/newsletter/unsubscribe?token=... - a person (or a link scanner) opening the header
// link: changes nothing, sends them to the page with the button
export function GET(request: Request) {
  try {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const target = token ? `/unsubscribe?token=${encodeURIComponent(token)}` : '/unsubscribe';
    return Response.redirect(absoluteUrl(target), 303);
  } catch (error) {
    return errorResponse(error, request);
  }
}
