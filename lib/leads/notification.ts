import { questions } from '@/content/screener';
import { site } from '@/content/site';
import { getConfig } from '@/lib/config';
import type { MailMessage, MailRef } from '@/lib/mail';
import { getLead, type StoredLead } from './store';

/**
 * The team's notification of a new lead, rendered when the queue delivers it (the queue keeps
 * only the lead id). Every answer is listed with the label the visitor saw.
 */
export async function renderLeadNotification(ref: MailRef): Promise<MailMessage | null> {
  const to = getConfig().mail.leadsNotifyEmail;
  if (!to || typeof ref.leadId !== 'string') return null;
  const lead = await getLead(ref.leadId);
  if (!lead) return null;
  const rows = leadSummary(lead);
  const subject = `New lead: ${oneLine(lead.full_name)} (${label(questions[1].options, lead.business_type)})`;
  const text = [
    `A new application arrived from the booking screener on ${lead.created_at}.`,
    '',
    ...rows.map(([name, value]) => `${name}: ${value}`),
    '',
    `Reply to ${lead.email} to book the call.`,
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
<p>Reply to <a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a> to book the call.</p>
</body></html>`;
  return { to, subject, text, html, headers: { 'Reply-To': lead.email } };
}

/** The lead's answers as [question, answer] pairs, in screener order. */
export function leadSummary(lead: StoredLead): [string, string][] {
  const rows: [string, string][] = [
    ['Name', lead.full_name],
    ['E-mail', lead.email],
    ['Website or LinkedIn', lead.website_url],
    [questions[1].title, label(questions[1].options, lead.business_type)],
  ];
  if (lead.business_type === 'existing_business') {
    rows.push([questions[2].title, label(questions[2].options, lead.annual_revenue)]);
    const pct = lead.revenue_tracking_percentage ?? 0;
    rows.push([questions[3].title, `${pct > 0 ? '+' : ''}${pct}%`]);
  } else {
    rows.push([questions[2].title, 'Pre-revenue (new venture)']);
    rows.push([questions[4].title, label(questions[4].options, lead.product_stage)]);
  }
  rows.push([questions[5].title, lead.obstacles.join('; ')]);
  if (lead.other_obstacle) rows.push(['Other obstacle', lead.other_obstacle]);
  rows.push([questions[6].title, label(questions[6].options, lead.risk_level)]);
  rows.push([questions[7].title, label(questions[7].options, lead.customer_understanding)]);
  rows.push(['Newsletter', lead.newsletter_opt_in ? 'Opted in' : 'No']);
  rows.push(['Came from (cta)', lead.cta_source ?? 'not given']);
  rows.push(['Referrer', lead.page_referrer ?? 'not given']);
  rows.push(['Application id', lead.id]);
  return rows;
}

function label(options: readonly { value: string; label: string }[], value: string | null) {
  return options.find((o) => o.value === value)?.label ?? value ?? 'not given';
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
