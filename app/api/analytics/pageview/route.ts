import { pageViewSchema } from '@/lib/analytics/schema';
import { recordPageView } from '@/lib/analytics/store';
import { reply } from '@/lib/http/reply';
import { validated } from '@/lib/http/route';

// POST /api/analytics/pageview - first-party page-view count (used when GA4 is not configured)
export const POST = validated(
  {
    schema: pageViewSchema,
    maxBytes: 4096,
    rateLimit: { name: 'pageview', limit: { points: 120, duration: 60 } },
  },
  async (view) => {
    await recordPageView(view);
    return reply(204);
  },
);
