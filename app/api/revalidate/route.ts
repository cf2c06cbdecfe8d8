import { AppError } from '@/lib/errors';
import { afterAnswer } from '@/lib/http/after-answer';
import { validated } from '@/lib/http/route';
import { runJob } from '@/lib/jobs';
import { errorFields, log } from '@/lib/log';
import { notePostChanges } from '@/lib/newsletter/issues';
import {
  revalidateBodySchema,
  revalidateContent,
  revalidationAnswer,
  verifyRevalidateRequest,
} from '@/lib/wordpress';

// POST /api/revalidate - WordPress webhook: records renames, refreshes the caches a change
// touches, and hands each post change to the newsletter (recorded before the answer, so a
// store failure is WordPress's to retry; handled after it)
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
    const postJobs = await notePostChanges(body);
    const changes = await revalidateContent(body);
    for (const jobId of postJobs) {
      afterAnswer(
        () => runJob(jobId),
        (error) => log.warn('newsletter.post_change_deferred', { jobId, ...errorFields(error) }),
      );
    }
    return revalidationAnswer(changes);
  },
);
