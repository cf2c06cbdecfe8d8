import { reply } from '@/lib/http/reply';
import { validated } from '@/lib/http/route';
import { LEAD_GATE, submitLead } from '@/lib/leads';

// POST /api/leads - a lead application from the booking screener
export const POST = validated(LEAD_GATE, async (lead) =>
  reply(201, { message: (await submitLead(lead)).message }),
);
