import { bookingMails } from '@/content/booking';
import { questions } from '@/content/screener';
import { site } from '@/content/site';
import { getConfig } from '@/lib/config';
import { getLead, type StoredLead } from '@/lib/leads';
import type { MailMessage, MailRef } from '@/lib/mail';
import { ownerLinks } from './links';
import { getLeadRow } from './store';

/**
 * The team's notification of a new lead, rendered when the queue delivers it (the queue keeps
 * only the lead id). Every answer is listed with the label the visitor saw.
 */
export async function renderLeadNotification(ref: MailRef): Promise<MailMessage | null> {
  const to = getConfig().mail.leadsNotifyEmail;
  if (!to || typeof ref.leadId !== 'string') return null;
  const [lead, row] = await Promise.all([getLead(ref.leadId), getLeadRow(ref.leadId)]);
  if (!lead || !row) return null;
  const rows = leadSummary(lead);
  const words = bookingMails.notification;
  // The rule's verdict when the lead arrived, as stored with it.
  const fit = row.fit === 1 ? words.fit : words.notYet;
  // The calendar failed while the applicant was booking (recorded before this was sent).
  const calendar = row.calendar_failed_at
    ? [words.calendarFailed.replace('{reason}', row.calendar_error ?? 'unknown'), '']
    : [];
  const links = ownerLinks(lead.id);
  const writeTo = bookingMails.writeToApplicant.replace('{applicant}', oneLine(lead.full_name));
  const subject = `New lead: ${oneLine(lead.full_name)} (${label(questions['business-type'].labels, lead.business_type)})`;
  const text = [
    `A new application arrived from the booking screener on ${lead.created_at}.`,
    '',
    ...rows.map(([name, value]) => `${name}: ${value}`),
    '',
    fit,
    '',
    ...calendar,
    words.links,
    ...links.map((link) => `${link.label}: ${link.url}`),
    '',
    writeTo,
    `mailto:${lead.email}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f2a47">
<p>A new application arrived from the ${escapeHtml(site.brandName)} booking screener on ${escapeHtml(lead.created_at)}.</p>
<table cellpadding="6" style="border-collapse:collapse">
${rows
  .map(
    ([name, value]) =>
      `<tr><th align="left" valign="top" style="border-bottom:1px solid #d9dee5">${escapeHtml(name)}</th><td style="border-bottom:1px solid #d9dee5">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p>${escapeHtml(fit)}</p>
${calendar.length ? `<p>${escapeHtml(calendar[0]!)}</p>` : ''}
<p>${escapeHtml(words.links)}</p>
<p>${links
    .map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`)
    .join(' · ')}</p>
<p>${escapeHtml(writeTo)} <a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a></p>
</body></html>`;
  return {
    // Named, so that the To header carries the address in angle brackets.
    to: { name: `${site.brandName} team`, address: to },
    subject,
    text,
    html,
    // No Reply-To of the applicant's: the mail carries the owner's one-click links, and a reply
    // quotes them; the applicant's address is a mailto link, which starts a new mail instead.
    headers: {
      // Sent by the site, not by a person: no vacation replies or other automatic answers.
      'Auto-Submitted': 'auto-generated',
    },
  };
}

/** The lead's answers as [question, answer] pairs, in screener order. */
export function leadSummary(lead: StoredLead): [string, string][] {
  const rows: [string, string][] = [
    ['Name', lead.full_name],
    ['E-mail', lead.email],
    ['Website or LinkedIn', lead.website_url],
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
    rows.push([questions['annual-revenue'].title, 'Pre-revenue (new venture)']);
    rows.push([
      questions['product-stage'].title,
      label(questions['product-stage'].labels, lead.product_stage),
    ]);
  }
  rows.push([questions.obstacles.title, lead.obstacles.join('; ')]);
  if (lead.other_obstacle) rows.push(['Other obstacle', lead.other_obstacle]);
  rows.push([questions.risk.title, label(questions.risk.labels, lead.risk_level)]);
  rows.push([
    questions['customer-understanding'].title,
    label(questions['customer-understanding'].labels, lead.customer_understanding),
  ]);
  rows.push(['Newsletter', lead.newsletter_opt_in ? 'Opted in' : 'No']);
  rows.push(['Came from (cta)', lead.cta_source ?? 'not given']);
  rows.push(['Referrer', lead.page_referrer ?? 'not given']);
  rows.push(['Application id', lead.id]);
  return rows;
}

function label(labels: Readonly<Record<string, string>>, value: string | null) {
  return (value !== null && Object.hasOwn(labels, value) ? labels[value] : value) ?? 'not given';
}

function oneLine(value: string) {
  return value.replace(/[\r\n]+/g, ' ').slice(0, 120);
}

function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
