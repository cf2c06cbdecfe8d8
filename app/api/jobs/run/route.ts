import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { hasBearerToken } from '@/lib/http/bearer';
import { validated } from '@/lib/http/route';
import { runChecks, runDueJobs } from '@/lib/jobs';
import { registerSiteJobs } from '@/lib/site-jobs';

// POST /api/jobs/run - a platform's cron runs the due background jobs once, with
// `Authorization: Bearer <JOBS_SECRET>` and no body; without JOBS_SECRET the route is off.
export const POST = validated(
  {
    schema: z.undefined(),
    accept: ['none'],
    maxBytes: 1024,
    // A cron is a server, not a browser: it sends no origin.
    allowCrossSite: true,
    rateLimit: { name: 'jobs-run', limit: { points: 10, duration: 60 } },
    authenticate: (request) => {
      const secret = getConfig().jobsSecret;
      if (!secret) throw new AppError(404, 'Not found.');
      if (!hasBearerToken(request.headers, secret))
        throw new AppError(401, 'Send Authorization: Bearer with the jobs secret.');
    },
  },
  async () => {
    registerSiteJobs();
    const counts = await runDueJobs();
    // The checks the loop runs after each pass (the owner's alerts), for a site with no loop.
    await runChecks();
    return Response.json({ counts }, { headers: { 'Cache-Control': 'no-store' } });
  },
);
