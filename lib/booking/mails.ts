import { bookingMails, bookingRules } from '@/content/booking';
import { founder } from '@/content/people';
import { site } from '@/content/site';
import { getConfig } from '@/lib/config';
import type { MailMessage, MailRef } from '@/lib/mail';
import { getLead } from '@/lib/leads';
import { absoluteUrl } from '@/lib/seo/metadata';
import { eventOf } from './book';
import { bookingEnabled } from './enabled';
import { callIcs } from './ics';
import { ownerLinks, pageUrl, sealLink } from './links';
import { leadSummary } from './notification';
import { eventUid, organiser } from './organiser';
import { offsetLabel } from './slots';
import { timeLabel } from './hours';
import { getBooking, getLeadRow, type LeadRow } from './store';
import { fill } from '@/lib/text';
import { escapeHtml, oneLine } from './text';

/**
 * The mails that follow an application, each rendered when the queue sends it (the queue
 * keeps ids, never a link or an answer): the applicant's receipt and the owner's reminder of
 * a lead still new. A renderer answers null
 * when there is nothing to send any more (the lead was purged, or the owner acted), and the queue
 * records the mail as skipped.
 */
const m = bookingMails;

const words = () => ({
  owner: founder.name,
  email: site.contactEmail,
  privacyUrl: absoluteUrl('/privacy'),
});

/** A line of the mail: text, or a link under its words. */
type Line = string | { text: string; url: string; label: string };

/** Plain text and HTML (table layout and inline styles, as mail clients render reliably). */
function compose(
  lines: Line[],
  {
    preheader,
    table,
    tableAfter = 0,
  }: { preheader: string; table?: [string, string][]; tableAfter?: number },
): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  const e = escapeHtml;
  for (const [index, line] of lines.entries()) {
    if (typeof line === 'string') {
      text.push(line, '');
      html.push(`<p style="margin:0 0 16px;font-size:16px;line-height:24px">${e(line)}</p>`);
    } else {
      text.push(line.text, line.url, '');
      html.push(
        `<p style="margin:0 0 8px;font-size:16px;line-height:24px">${e(line.text)}</p>`,
        `<p style="margin:0 0 16px"><a href="${e(line.url)}" style="color:#0f2a47;font-weight:bold">${e(line.label)}</a></p>`,
      );
    }
    if (index === tableAfter && table) {
      text.push(...table.map(([name, value]) => `${name}: ${value}`), '');
      html.push(
        `<table cellpadding="6" style="border-collapse:collapse;margin:0 0 16px">${table
          .map(
            ([name, value]) =>
              `<tr><th align="left" valign="top" style="border-bottom:1px solid #d9dee5;font-size:14px">${e(name)}</th><td style="border-bottom:1px solid #d9dee5;font-size:14px">${e(value)}</td></tr>`,
          )
          .join('')}</table>`,
      );
    }
  }
  text.push('--', m.footer);
  return {
    text: text.join('\n'),
    html: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(site.brandName)}</title></head>
<body style="margin:0;padding:0;background:#f7f5f0;font-family:Helvetica,Arial,sans-serif;color:#0f2a47">
<span style="display:none;max-height:0;overflow:hidden">${e(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f5f0">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #d9dee5;border-radius:8px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold">${e(site.brandName)}</p>
${html.join('\n')}
<p style="margin:0;font-size:13px;color:#36506e">${e(m.footer)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`,
  };
}

/**
 * The owner's mails name no Reply-To: they carry the owner's one-click links (or lead to
 * them), and a reply quotes the mail, so a Reply-To of the applicant's would hand the
 * applicant the links to record their own lead. The applicant's address comes as a mailto
 * link instead, which starts a new mail quoting nothing.
 */
const ownerHeaders = { 'Auto-Submitted': 'auto-generated' };

/** The owner's one-click links about a lead, as link lines of a mail. */
const ownerLinkLines = (leadId: string, now?: Date) =>
  ownerLinks(leadId, now).map((link) => ({ text: link.label, url: link.url, label: link.label }));

/** The line of an owner's mail that writes to the applicant: a new mail, not a reply. */
const writeToLine = (row: Pick<LeadRow, 'full_name' | 'email'>): Line => ({
  text: fill(m.writeToApplicant, { applicant: row.full_name }),
  url: `mailto:${row.email}`,
  label: row.email,
});

const applicantHeaders = {
  // Sent by the site in answer to the applicant's form: no automatic replies to it.
  'Auto-Submitted': 'auto-replied',
  'Reply-To': site.contactEmail,
};

/** The answers an applicant gave, in the screener's words (not the team's own fields). */
function answersOf(lead: NonNullable<Awaited<ReturnType<typeof getLead>>>): [string, string][] {
  const teamOnly = new Set(['Came from (cta)', 'Referrer', 'Application id']);
  return leadSummary(lead).filter(([name]) => !teamOnly.has(name));
}

/**
 * What happens next, for the receipt: a fit applicant is sent to the owner's free slots when
 * the site books calls (or told the call is booked, or that the owner will mail two times when
 * the calendar failed), else hears from the owner within a working day; a "not yet" is pointed
 * to the case study and the newsletter meanwhile.
 */
function nextSteps(row: LeadRow): Line[] {
  const w = words();
  const next = m.receipt.next;
  if (row.fit === 1) {
    if (!bookingEnabled()) return [fill(next.fit, w)];
    if (row.booking_id) return [fill(next.booked, w)];
    if (row.calendar_failed_at) return [fill(next.mailTimes, w)];
    const days = bookingRules.slotsLinkDays;
    const url = pageUrl('slots', sealLink('slots', row.id, { days }));
    return [
      {
        text: fill(next.book, { ...w, minutes: bookingRules.slotMinutes, days }),
        url,
        label: next.bookLabel,
      },
    ];
  }
  return [
    fill(next.notYet, w),
    { text: next.caseStudy, url: absoluteUrl('/case-studies'), label: next.caseStudyLabel },
    { text: next.newsletter, url: absoluteUrl('/#newsletter'), label: next.newsletterLabel },
  ];
}

/** The applicant's receipt: their answers, what happens next, the privacy line, a person. */
export async function renderReceipt(ref: MailRef): Promise<MailMessage | null> {
  const leadId = String(ref.leadId);
  const [lead, row] = await Promise.all([getLead(leadId), getLeadRow(leadId)]);
  if (!lead || !row) return null;
  const w = { ...words(), name: lead.full_name };
  const { text, html } = compose(
    [
      fill(m.receipt.greeting, w),
      m.receipt.intro,
      ...nextSteps(row),
      fill(m.privacy, w),
      fill(m.reachPerson, w),
    ],
    { preheader: m.receipt.preheader, table: answersOf(lead), tableAfter: 1 },
  );
  return {
    to: { name: oneLine(lead.full_name), address: lead.email },
    subject: m.receipt.subject,
    text,
    html,
    headers: applicantHeaders,
  };
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
  const { text, html } = compose(
    [
      fill(m.ownerReminder.intro, w),
      writeToLine(row),
      m.ownerReminder.links,
      ...ownerLinkLines(row.id, now),
    ],
    { preheader: fill(m.ownerReminder.intro, w) },
  );
  return {
    to: { name: `${site.brandName} team`, address: to },
    subject: oneLine(fill(m.ownerReminder.subject, w)),
    text,
    html,
    headers: ownerHeaders,
  };
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
  return { booking, lead, slot, time, event };
}

export async function renderInvitation(ref: MailRef): Promise<MailMessage | null> {
  const call = await callOf(ref);
  // A mail about a version the booking has moved on from (moved again, or cancelled) is not sent.
  if (!call || call.booking.status !== 'booked' || call.booking.sequence !== Number(ref.sequence))
    return null;
  const { booking, lead, time, event, slot } = call;
  const w = { ...words(), time, applicant: lead.full_name, email: lead.email };
  const until = new Date(slot.start.getTime());
  const bookedUrl = pageUrl('booked', sealLink('booked', booking.id, { days: 60 }));
  const ics = callIcs({ ...event, url: bookedUrl }, 'request');
  if (ref.to === 'owner') {
    const ownerUrl = ownerLinks(lead.id)[0]!.url;
    const { text, html } = compose(
      [
        fill(m.invitation.ownerIntro, w),
        m.invitation.calendarFile,
        { text: m.invitation.ownerLead, url: ownerUrl, label: lead.full_name },
        writeToLine(lead),
      ],
      { preheader: m.invitation.preheader },
    );
    return {
      to: { name: `${site.brandName} team`, address: organiser().email },
      subject: oneLine(fill(m.invitation.ownerSubject, w)),
      text,
      html,
      headers: ownerHeaders,
      calendar: { method: 'REQUEST', content: ics },
    };
  }
  const change = pageUrl('change', sealLink('change', booking.id, { until }));
  const cancel = pageUrl('cancel', sealLink('cancel', booking.id, { until }));
  const { text, html } = compose(
    [
      fill(m.invitation.intro, w),
      m.invitation.calendarFile,
      { text: m.invitation.change, url: change, label: m.invitation.changeButton },
      { text: m.invitation.cancel, url: cancel, label: m.invitation.cancelButton },
      m.invitation.linksNote,
      fill(m.reachPerson, w),
    ],
    { preheader: m.invitation.preheader },
  );
  return {
    to: { name: oneLine(lead.full_name), address: lead.email },
    subject: fill(m.invitation.subject, w),
    text,
    html,
    headers: applicantHeaders,
    calendar: { method: 'REQUEST', content: ics },
  };
}

export async function renderCancellation(ref: MailRef): Promise<MailMessage | null> {
  const call = await callOf(ref);
  if (!call) return null;
  const { lead, time, event } = call;
  const w = { ...words(), time, applicant: lead.full_name, email: lead.email };
  const ics = callIcs(event, 'cancel');
  if (ref.to === 'owner') {
    const { text, html } = compose([fill(m.cancellation.ownerIntro, w), writeToLine(lead)], {
      preheader: fill(m.cancellation.ownerIntro, w),
    });
    return {
      to: { name: `${site.brandName} team`, address: organiser().email },
      subject: oneLine(fill(m.cancellation.ownerSubject, w)),
      text,
      html,
      headers: ownerHeaders,
      calendar: { method: 'CANCEL', content: ics },
    };
  }
  const { text, html } = compose(
    [fill(m.cancellation.intro, w), m.cancellation.again, fill(m.reachPerson, w)],
    { preheader: fill(m.cancellation.intro, w) },
  );
  return {
    to: { name: oneLine(lead.full_name), address: lead.email },
    subject: fill(m.cancellation.subject, w),
    text,
    html,
    headers: applicantHeaders,
    calendar: { method: 'CANCEL', content: ics },
  };
}

/** The owner's notice that the calendar failed while a lead was booking. */
export async function renderCalendarFailed(ref: MailRef): Promise<MailMessage | null> {
  const to = getConfig().mail.leadsNotifyEmail;
  const row = await getLeadRow(String(ref.leadId));
  if (!to || !row) return null;
  const w = { applicant: row.full_name, email: row.email, reason: row.calendar_error ?? 'unknown' };
  const { text, html } = compose(
    [fill(m.calendarFailed.intro, w), writeToLine(row), ...ownerLinkLines(row.id)],
    { preheader: fill(m.calendarFailed.intro, w) },
  );
  return {
    to: { name: `${site.brandName} team`, address: to },
    subject: oneLine(fill(m.calendarFailed.subject, w)),
    text,
    html,
    headers: ownerHeaders,
  };
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
  const { text, html } = compose(
    [
      fill(m.receipt.greeting, w),
      { text: fill(m.reminder.intro, w), url, label: m.reminder.label },
      m.reminder.once,
      fill(m.reachPerson, w),
    ],
    { preheader: m.reminder.subject },
  );
  return {
    to: { name: oneLine(row.full_name), address: row.email },
    subject: m.reminder.subject,
    text,
    html,
    headers: applicantHeaders,
  };
}
