import { recordMissingPage } from '@/lib/analytics/missing';
import { missingPageSchema } from '@/lib/analytics/schema';
import { reply } from '@/lib/http/reply';
import { validated } from '@/lib/http/route';

// POST /api/analytics/missing - the not-found page was shown: its address counted for the
// owner's weekly report, with the referrer's class only (search engine, other site, none)
export const POST = validated(
  {
    schema: missingPageSchema,
    maxBytes: 4096,
    rateLimit: { name: 'missing-page', limit: { points: 30, duration: 60 } },
  },
  async (view) => {
    await recordMissingPage(view);
    return reply(204);
  },
);
