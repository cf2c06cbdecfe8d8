import { funnelEventSchema } from '@/lib/analytics/schema';
import { recordFunnelEvent } from '@/lib/analytics/store';
import { reply } from '@/lib/http/reply';
import { validated } from '@/lib/http/route';

// POST /api/analytics/event - a step of the booking funnel the browser sees (the screener's
// first answer), counted by day for the visit's campaign
export const POST = validated(
  {
    schema: funnelEventSchema,
    maxBytes: 1024,
    rateLimit: { name: 'funnel-event', limit: { points: 30, duration: 60 } },
  },
  async ({ kind, ...campaign }) => {
    await recordFunnelEvent(kind, campaign);
    return reply(204);
  },
);
