import { validated } from '@/lib/http/route';
import { LEADS_MAX_BYTES, LEADS_RATE_LIMIT, leadSchema, submitLead } from '@/lib/leads';

// POST /api/leads - a lead application from the booking screener
export const POST = validated(
  { schema: leadSchema, maxBytes: LEADS_MAX_BYTES, rateLimit: LEADS_RATE_LIMIT },
  async (lead) => Response.json({ message: (await submitLead(lead)).message }, { status: 201 }),
);
