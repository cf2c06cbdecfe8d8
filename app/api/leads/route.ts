import { validated } from '@/lib/http/route';
import { leadSchema } from '@/lib/leads/schema';
import { LEADS_MAX_BYTES, LEADS_RATE_LIMIT } from '@/lib/leads/limits';
import { submitLead } from '@/lib/leads/service';

// POST /api/leads - a lead application from the booking screener
export const POST = validated(
  { schema: leadSchema, maxBytes: LEADS_MAX_BYTES, rateLimit: LEADS_RATE_LIMIT },
  async (lead) => {
    const { message } = await submitLead(lead);
    return Response.json({ message }, { status: 201 });
  },
);
