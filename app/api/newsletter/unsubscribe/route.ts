import { serverMessages } from '@/content/newsletter';
import { AppError } from '@/lib/errors';
import { newsletterBackend } from '@/lib/backend/newsletter';
import { errorResponse, validated } from '@/lib/http/route';
import { CLIENT_LIMITS } from '@/lib/newsletter/limits';
import { tokenField, unsubscribeSchema } from '@/lib/newsletter/schema';
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
  async (input, { request }) => {
    const raw = 'token' in input ? input.token : new URL(request.url).searchParams.get('token');
    const token = tokenField.safeParse(raw);
    if (!token.success) throw new AppError(400, serverMessages.unsubscribeInvalid);
    return Response.json(await newsletterBackend().unsubscribe(token.data));
  },
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
