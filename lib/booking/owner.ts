import 'server-only';
import { z } from 'zod';
import { bookingRules } from '@/content/booking';
import type { LeadStatus } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { timeLabel } from './hours';
import { openLink, type LinkPurpose } from '@/lib/sealed-links';
import { OWNER_ACTIONS, type OwnerAction } from './links';
import { offsetLabel } from './slots';
import { getBooking, getLeadRow, recordStatus } from './store';

/**
 * The owner's one-button pages: a link in a lead's mail opens one, which shows the lead and
 * one button; only the button (a form post) records the lead's status. The link's sealed
 * token says which lead and which status.
 */
const OWNER_PURPOSES: readonly LinkPurpose[] = OWNER_ACTIONS.map((a) => `owner-${a}` as const);
const actionOf = (purpose: LinkPurpose) => purpose.slice('owner-'.length) as OwnerAction;

export interface OwnerView {
  action: OwnerAction;
  name: string;
  email: string;
  applied: string;
  zone: string;
  status: LeadStatus;
  /** The call booked through the site, when there is one: its time and zone. */
  booked: { time: string; zone: string } | null;
}

/** What the owner's page shows for a token; null when the link is not one or has expired. */
export async function ownerView(token: unknown, now = new Date()): Promise<OwnerView | null> {
  const claims = openLink(token, OWNER_PURPOSES, now);
  const lead = claims ? await getLeadRow(claims.ref) : undefined;
  if (!claims || !lead) return null;
  const booking = lead.booking_id ? await getBooking(lead.booking_id) : undefined;
  const start = booking?.status === 'booked' ? new Date(booking.starts_at) : null;
  return {
    booked: start
      ? {
          time: timeLabel(start),
          zone: `${bookingRules.timeZoneLabel}, ${offsetLabel(start)}`,
        }
      : null,
    action: actionOf(claims.purpose),
    name: lead.full_name,
    email: lead.email,
    applied: timeLabel(new Date(lead.created_at)),
    zone: bookingRules.timeZoneLabel,
    status: lead.status,
  };
}

/** What the owner's button posts: the link's token. */
export const ownerPostSchema = z.strictObject({
  t: z.string({ error: 'This link is not complete.' }).min(1).max(400),
});

export const OWNER_GATE = {
  schema: ownerPostSchema,
  rateLimit: {
    name: 'lead-owner',
    // The owner presses a button or two per lead; sixty in a quarter hour is far beyond that.
    limit: { points: 60, duration: 15 * 60 },
    message: () => 'Too many tries from this connection. Please wait a few minutes.',
  },
};

/** The owner's button: records the status its link names; false for a link that is not one. */
export async function ownerActionFromLink(token: string, now = new Date()): Promise<boolean> {
  const claims = openLink(token, OWNER_PURPOSES, now);
  if (!claims) return false;
  const status = actionOf(claims.purpose);
  const recorded = await recordStatus(claims.ref, status, now);
  if (recorded) log.info('leads.status_recorded', { id: claims.ref, status });
  return recorded;
}
