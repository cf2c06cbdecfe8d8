import { bookingMails, bookingRules } from '@/content/booking';
import { founder } from '@/content/people';
import { questions } from '@/content/screener';
import { site } from '@/content/site';
import { getConfig } from '@/lib/config';
import { getLead, type StoredLead } from '@/lib/leads';
import {
  composeMail,
  fill,
  links,
  linkUnder,
  paragraph,
  table,
  team,
  type MailMessage,
  type MailRef,
  type Part,
} from '@/lib/mail';
import { absoluteUrl } from '@/lib/seo/metadata';
import { eventOf } from './book';
import { bookingEnabled } from './enabled';
import { callIcs } from './ics';
import { sealLink } from '@/lib/sealed-links';
import { ownerLinks, pageUrl } from './links';
import { eventUid, organiser } from './organiser';
import { offsetLabel } from './slots';
import { timeLabel } from './hours';
import { getBooking, getLeadRow, type LeadRow } from './store';

/**
 * The mails that follow an application, each rendered when sent (the queue keeps ids, never a
 * link or an answer) by the mail kit, in content/booking.ts's words. Null when there is nothing
 * to send any more (lead purged, owner acted): the queue records it as skipped.
 */
const m = bookingMails;

const words = () => ({
  owner: founder.name,
  email: site.contactEmail,
  privacyUrl: absoluteUrl('/privacy'),
});

/**
 * A mail to the owner. It names no Reply-To: it carries the owner's one-click links (or leads
 * to them), and a reply quotes the mail, so a Reply-To of the applicant's would hand the
 * applicant the links to record their own lead. The applicant's address comes as a mailto link
 * instead (writeTo), which starts a new mail quoting nothing.
 */
export function ownerMail(
  to: string,
  mail: Omit<Parameters<typeof composeMail>[0], 'to' | 'headers'>,
): MailMessage {
  return composeMail({
    ...mail,
    to: team(to),
    // Sent by the site, not by a person: no vacation replies or other automatic answers.
    headers: { 'Auto-Submitted': 'auto-generated' },
  });
}

/** A mail to the applicant, in answer to their form: no automatic replies to it. */
function applicantMail(
  applicant: Pick<LeadRow, 'full_name' | 'email'>,
  mail: Omit<Parameters<typeof composeMail>[0], 'to' | 'headers'>,
): MailMessage {
  return composeMail({
    ...mail,
    to: { name: applicant.full_name, address: applicant.email },
    headers: { 'Auto-Submitted': 'auto-replied', 'Reply-To': site.contactEmail },
  });
}

/** The owner's one-click links about a lead, each under its own words. */
const ownerLinkParts = (leadId: string, now?: Date) =>
  ownerLinks(leadId, now).map((link) => linkUnder(link.label, link.url, link.label));

/** The part of an owner's mail that writes to the applicant: a new mail, not a reply. */
export const writeTo = (row: Pick<LeadRow, 'full_name' | 'email'>): Part =>
  linkUnder(
    fill(m.writeToApplicant, { applicant: row.full_name }),
    `mailto:${row.email}`,
    row.email,
  );

/**
 * The team's notification of a new lead, rendered when the queue delivers it (the queue keeps
 * only the lead id). Every answer is listed with the label the visitor saw.
 */
export async function renderLeadNotification(ref: MailRef): Promise<MailMessage | null> {
  const nw = m.notification;
  const to = getConfig().mail.leadsNotifyEmail;
  if (!to || typeof ref.leadId !== 'string') return null;
  const [lead, row] = await Promise.all([getLead(ref.leadId), getLeadRow(ref.leadId)]);
  if (!lead || !row) return null;
  const intro = fill(nw.intro, { brand: site.brandName, date: lead.created_at });
  // The calendar failed while the applicant was booking (recorded before this was sent).
  const calendar: Part[] = row.calendar_failed_at
    ? [paragraph(fill(nw.calendarFailed, { reason: row.calendar_error ?? 'unknown' }))]
    : [];
  return ownerMail(to, {
    subject: fill(nw.subject, {
      applicant: lead.full_name,
      businessType: label(questions['business-type'].labels, lead.business_type),
    }),
    preheader: nw.preheader,
    parts: [
      paragraph(intro),
      table(leadSummary(lead, { forTeam: true })),
      // The rule's verdict when the lead arrived, as stored with it.
      paragraph(row.fit === 1 ? nw.fit : nw.notYet),
      ...calendar,
      paragraph(nw.links),
      links(ownerLinks(lead.id)),
      writeTo(lead),
    ],
  });
}

/**
 * The lead's answers as [question, answer] pairs, in screener order; for the team, also where
 * the lead came from and its id.
 */
export function leadSummary(lead: StoredLead, { forTeam }: { forTeam: boolean }) {
  const a = bookingMails.answers;
  const rows: [string, string][] = [
    [a.name, lead.full_name],
    [a.email, lead.email],
    [a.website, lead.website_url],
    [
      questions['business-type'].title,
      label(questions['business-type'].labels, lead.business_type),
    ],
  ];
  if (lead.business_type === 'existing_business') {
    rows.push([
      questions['annual-revenue'].title,
      label(questions['annual-revenue'].labels, lead.annual_revenue),
    ]);
    const pct = lead.revenue_tracking_percentage ?? 0;
    rows.push([questions['revenue-tracking'].title, `${pct > 0 ? '+' : ''}${pct}%`]);
  } else {
    rows.push([questions['annual-revenue'].title, a.preRevenue]);
    rows.push([
      questions['product-stage'].title,
      label(questions['product-stage'].labels, lead.product_stage),
    ]);
  }
  rows.push([questions.obstacles.title, lead.obstacles.join('; ')]);
  if (lead.other_obstacle) rows.push([a.otherObstacle, lead.other_obstacle]);
  rows.push([questions.risk.title, label(questions.risk.labels, lead.risk_level)]);
  rows.push([
    questions['customer-understanding'].title,
    label(questions['customer-understanding'].labels, lead.customer_understanding),
  ]);
  rows.push([a.newsletter, lead.newsletter_opt_in ? a.optedIn : a.notOptedIn]);
  if (forTeam) {
    rows.push([a.team.source, lead.cta_source ?? a.notGiven]);
    rows.push([a.team.referrer, lead.page_referrer ?? a.notGiven]);
    rows.push([a.team.id, lead.id]);
  }
  return rows;
}

function label(labels: Readonly<Record<string, string>>, value: string | null) {
  return (
    (value !== null && Object.hasOwn(labels, value) ? labels[value] : value) ??
    bookingMails.answers.notGiven
  );
}

/**
 * The receipt's next step: a fit applicant's slots (or the call booked, or the owner's two times
 * when the calendar failed), else a word within a working day; a "not yet" gets the case study
 * and the newsletter.
 */
function nextSteps(row: LeadRow): Part[] {
  const w = words();
  const next = m.receipt.next;
  if (row.fit === 1) {
    if (!bookingEnabled()) return [paragraph(fill(next.fit, w))];
    if (row.booking_id) return [paragraph(fill(next.booked, w))];
    if (row.calendar_failed_at) return [paragraph(fill(next.mailTimes, w))];
    const days = bookingRules.slotsLinkDays;
    const url = pageUrl('slots', sealLink('slots', row.id, { days }));
    return [
      linkUnder(
        fill(next.book, { ...w, minutes: bookingRules.slotMinutes, days }),
        url,
        next.bookLabel,
      ),
    ];
  }
  return [
    paragraph(fill(next.notYet, w)),
    linkUnder(next.caseStudy, absoluteUrl('/case-studies'), next.caseStudyLabel),
    linkUnder(next.newsletter, absoluteUrl('/#newsletter'), next.newsletterLabel),
  ];
}

/** The applicant's receipt: their answers, what happens next, the privacy line, a person. */
export async function renderReceipt(ref: MailRef): Promise<MailMessage | null> {
  const leadId = String(ref.leadId);
  const [lead, row] = await Promise.all([getLead(leadId), getLeadRow(leadId)]);
  if (!lead || !row) return null;
  const w = { ...words(), name: lead.full_name };
  return applicantMail(lead, {
    subject: m.receipt.subject,
    preheader: m.receipt.preheader,
    parts: [
      paragraph(fill(m.receipt.greeting, w)),
      paragraph(m.receipt.intro),
      // The answers in the screener's words, not the team's own fields.
      table(leadSummary(lead, { forTeam: false })),
      ...nextSteps(row),
      paragraph(fill(m.privacy, w)),
      paragraph(fill(m.reachPerson, w)),
    ],
  });
}

/**
 * The owner's one reminder of a lead still new a working hour after it arrived; nothing when
 * the owner has recorded something meanwhile.
 */
export async function renderOwnerReminder(
  ref: MailRef,
  now = new Date(),
): Promise<MailMessage | null> {
  const to = getConfig().mail.leadsNotifyEmail;
  const row = await getLeadRow(String(ref.leadId));
  if (!to || !row || row.status !== 'new') return null;
  const hours = Math.max(1, Math.round((now.getTime() - Date.parse(row.created_at)) / 3_600_000));
  const w = {
    applicant: row.full_name,
    email: row.email,
    hours: `${hours} hour${hours === 1 ? '' : 's'}`,
  };
  return ownerMail(to, {
    subject: fill(m.ownerReminder.subject, w),
    preheader: fill(m.ownerReminder.intro, w),
    parts: [
      paragraph(fill(m.ownerReminder.intro, w)),
      writeTo(row),
      paragraph(m.ownerReminder.links),
      ...ownerLinkParts(row.id, now),
    ],
  });
}

/** The booking's mails' common ground: the booking, its lead and the time as the ref has it. */
async function callOf(ref: MailRef) {
  const booking = await getBooking(String(ref.bookingId));
  if (!booking) return null;
  const lead = await getLeadRow(booking.lead_id);
  if (!lead) return null;
  const slot = { start: new Date(String(ref.start)), end: new Date(String(ref.end)) };
  const time = `${timeLabel(slot.start)} (${bookingRules.timeZoneLabel}, ${offsetLabel(slot.start)})`;
  const uid = eventUid(booking.id);
  const event = eventOf(lead, uid, slot, Number(ref.sequence));
  const w = { ...words(), time, applicant: lead.full_name, email: lead.email };
  return { booking, lead, slot, event, w };
}

export async function renderInvitation(ref: MailRef): Promise<MailMessage | null> {
  const call = await callOf(ref);
  // A mail about a version the booking has moved on from (moved again, or cancelled) is not sent.
  if (!call || call.booking.status !== 'booked' || call.booking.sequence !== Number(ref.sequence))
    return null;
  const { booking, lead, event, slot, w } = call;
  const bookedUrl = pageUrl('booked', sealLink('booked', booking.id, { days: 60 }));
  const calendar = {
    method: 'REQUEST' as const,
    content: callIcs({ ...event, url: bookedUrl }, 'request'),
  };
  if (ref.to === 'owner') {
    return ownerMail(organiser().email, {
      subject: fill(m.invitation.ownerSubject, w),
      preheader: m.invitation.preheader,
      parts: [
        paragraph(fill(m.invitation.ownerIntro, w)),
        paragraph(m.invitation.calendarFile),
        linkUnder(m.invitation.ownerLead, ownerLinks(lead.id)[0]!.url, lead.full_name),
        writeTo(lead),
      ],
      calendar,
    });
  }
  const until = new Date(slot.start.getTime());
  const change = pageUrl('change', sealLink('change', booking.id, { until }));
  const cancel = pageUrl('cancel', sealLink('cancel', booking.id, { until }));
  return applicantMail(lead, {
    subject: fill(m.invitation.subject, w),
    preheader: m.invitation.preheader,
    parts: [
      paragraph(fill(m.invitation.intro, w)),
      paragraph(m.invitation.calendarFile),
      linkUnder(m.invitation.change, change, m.invitation.changeButton),
      linkUnder(m.invitation.cancel, cancel, m.invitation.cancelButton),
      paragraph(m.invitation.linksNote),
      paragraph(fill(m.reachPerson, w)),
    ],
    calendar,
  });
}

export async function renderCancellation(ref: MailRef): Promise<MailMessage | null> {
  const call = await callOf(ref);
  if (!call) return null;
  const { lead, event, w } = call;
  const calendar = { method: 'CANCEL' as const, content: callIcs(event, 'cancel') };
  const owner = ref.to === 'owner';
  const intro = fill(owner ? m.cancellation.ownerIntro : m.cancellation.intro, w);
  const mail = {
    subject: fill(owner ? m.cancellation.ownerSubject : m.cancellation.subject, w),
    preheader: intro,
    calendar,
  };
  return owner
    ? ownerMail(organiser().email, { ...mail, parts: [paragraph(intro), writeTo(lead)] })
    : applicantMail(lead, {
        ...mail,
        parts: [
          paragraph(intro),
          paragraph(m.cancellation.again),
          paragraph(fill(m.reachPerson, w)),
        ],
      });
}

/** The owner's notice that the calendar failed while a lead was booking. */
export async function renderCalendarFailed(ref: MailRef): Promise<MailMessage | null> {
  const to = getConfig().mail.leadsNotifyEmail;
  const row = await getLeadRow(String(ref.leadId));
  if (!to || !row) return null;
  const w = { applicant: row.full_name, email: row.email, reason: row.calendar_error ?? 'unknown' };
  return ownerMail(to, {
    subject: fill(m.calendarFailed.subject, w),
    preheader: fill(m.calendarFailed.intro, w),
    parts: [paragraph(fill(m.calendarFailed.intro, w)), writeTo(row), ...ownerLinkParts(row.id)],
  });
}

/**
 * The applicant's one reminder to pick a time: only to a fit lead still without a booking, a
 * word from the owner or a failed calendar, while the site books calls.
 */
export async function renderReminder(ref: MailRef): Promise<MailMessage | null> {
  const row = await getLeadRow(String(ref.leadId));
  if (!row || row.fit !== 1 || row.booking_id || row.status !== 'new' || row.calendar_failed_at)
    return null;
  if (!bookingEnabled()) return null;
  const w = { ...words(), name: row.full_name };
  const url = pageUrl('slots', sealLink('slots', row.id, { days: bookingRules.slotsLinkDays }));
  return applicantMail(row, {
    subject: m.reminder.subject,
    preheader: m.reminder.subject,
    parts: [
      paragraph(fill(m.receipt.greeting, w)),
      linkUnder(fill(m.reminder.intro, w), url, m.reminder.label),
      paragraph(m.reminder.once),
      paragraph(fill(m.reachPerson, w)),
    ],
  });
}
