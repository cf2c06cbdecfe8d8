import { vitalsReportSchema } from '@/lib/analytics/schema';
import { recordVitals, VITALS_DAILY_LIMIT, VITALS_MINUTE_LIMIT } from '@/lib/analytics/vitals';
import { reply } from '@/lib/http/reply';
import { enforceRateLimit, validated } from '@/lib/http/route';

// POST /api/analytics/vitals - a page's field-speed metrics (web-vitals), once per page load
export const POST = validated(
  { schema: vitalsReportSchema, maxBytes: 512, rateLimit: VITALS_MINUTE_LIMIT },
  async (report, { ip }) => {
    await enforceRateLimit(VITALS_DAILY_LIMIT, ip);
    await recordVitals(report);
    return reply(204);
  },
);
