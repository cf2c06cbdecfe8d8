import { vitalsReportSchema } from '@/lib/analytics/schema';
import { recordVitals } from '@/lib/analytics/vitals';
import { reply } from '@/lib/http/reply';
import { validated } from '@/lib/http/route';

// POST /api/analytics/vitals - a page's field-speed metrics (web-vitals), once per page load
export const POST = validated(
  {
    schema: vitalsReportSchema,
    maxBytes: 512,
    rateLimit: { name: 'vitals', limit: { points: 60, duration: 60 } },
  },
  async (report) => {
    await recordVitals(report);
    return reply(204);
  },
);
