import { AppError } from '@/lib/errors';
import { validated } from '@/lib/http/route';
import { revalidateBodySchema, revalidateContent, verifyRevalidateRequest } from '@/lib/wordpress';

// POST /api/revalidate - WordPress webhook: refreshes the cache tags a change touches
export const POST = validated(
  {
    schema: revalidateBodySchema,
    maxBytes: 64 * 1024,
    // Signed server-to-server calls carry no browser origin.
    allowCrossSite: true,
    rateLimit: { name: 'revalidate', limit: { points: 120, duration: 60 } },
    authenticate: (request, rawBody) => {
      const check = verifyRevalidateRequest(request.headers, rawBody);
      if (!check.ok) throw new AppError(401, check.reason);
    },
  },
  async (body) => {
    const { tags, deferred } = await revalidateContent(body);
    // deferred: WordPress did not answer, so pages refresh once it does.
    return Response.json({ revalidated: tags, deferred });
  },
);
