import { validated } from '@/lib/http/route';
import { LEAD_GATE, submitLead } from '@/lib/leads';

// POST /api/leads - a lead application from the booking screener
export const POST = validated(LEAD_GATE, async (lead) =>
  Response.json({ message: (await submitLead(lead)).message }, { status: 201 }),
);
