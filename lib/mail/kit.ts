import { mailKit } from '@/content/mail';
import { site } from '@/content/site';
import { fill } from '@/lib/text';
import type { MailMessage } from './transport';

/**
 * The one mail kit: every mail is composed here from its feature's parts, each written once as
 * HTML and as text, in one frame (table layout, inline styles), with the footer and unsubscribe
 * headers; every value escaped. The words are in content/; the kit knows no feature.
 */
export { fill };

const INK = '#0f2a47';
const MUTED = '#36506e';
const RULE = '#d9dee5';
const PAPER = '#f7f5f0';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A name or subject on one bounded header line: a visitor's words never add a header. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').slice(0, 120);
}

/** A piece of a mail: its HTML, and its lines in the text part (a blank line after each). */
export interface Part {
  html: string;
  text: string[];
}

/** A link inside a part's HTML (a list item, a heading, the footer). */
export function inlineLink(url: string, label: string, colour = INK): string {
  return `<a href="${escapeHtml(url)}" style="color:${colour}">${escapeHtml(label)}</a>`;
}

/** A paragraph of words; smaller or muted for a note. */
export function paragraph(
  words: string,
  { size = 16, gap = 16, muted = false }: { size?: number; gap?: number; muted?: boolean } = {},
): Part {
  return { html: paragraphHtml(escapeHtml(words), { size, gap, muted }), text: [words, ''] };
}

function paragraphHtml(
  html: string,
  { size = 16, gap = 16, muted = false }: { size?: number; gap?: number; muted?: boolean } = {},
) {
  const colour = muted ? `;color:${MUTED}` : '';
  return `<p style="margin:0 0 ${gap}px;font-size:${size}px;line-height:${Math.round(size * 1.5)}px${colour}">${html}</p>`;
}

/** Words, and the link they lead to under them (the text part gives the address). */
export function linkUnder(words: string, url: string, label: string): Part {
  return {
    html: `${paragraphHtml(escapeHtml(words), { gap: 8 })}
<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="color:${INK};font-weight:bold">${escapeHtml(label)}</a></p>`,
    text: [words, url, ''],
  };
}

/** Links in a row, each `label: address` on a line of its own in the text part. */
export function links(list: { label: string; url: string }[]): Part {
  return {
    html: paragraphHtml(list.map((link) => inlineLink(link.url, link.label)).join(' · ')),
    text: [...list.map((link) => `${link.label}: ${link.url}`), ''],
  };
}

/** An action as a button under its words; the text part gives the words and the address. */
export function button(url: string, label: string, words?: string): Part {
  const html = `<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:${INK};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>`;
  return words === undefined
    ? { html, text: [`${label}: ${url}`, ''] }
    : {
        html: `${paragraphHtml(escapeHtml(words), { gap: 12 })}
${html}`,
        text: [words, url, ''],
      };
}

/** Pairs of a name and its value: a form's answers, a lead's fields. */
export function table(rows: [string, string][]): Part {
  const cell = `border-bottom:1px solid ${RULE};font-size:14px`;
  return {
    html: `<table cellpadding="6" style="border-collapse:collapse;margin:0 0 16px">${rows
      .map(
        ([name, value]) =>
          `<tr><th align="left" valign="top" style="${cell}">${escapeHtml(name)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    text: [...rows.map(([name, value]) => `${name}: ${value}`), ''],
  };
}

/** A heading within the body; with `url`, the heading is the link. */
export function heading(words: string, { size = 18, url }: { size?: number; url?: string } = {}) {
  const inner = url ? inlineLink(url, words) : escapeHtml(words);
  return {
    html: `<h2 style="margin:8px 0 12px;font-size:${size}px;line-height:${Math.round(size * 1.3)}px">${inner}</h2>`,
    text: [words, ''],
  };
}

/** A code to type in, large, and indented on a line of its own in the text part. */
export function code(value: string): Part {
  return {
    html: `<p style="margin:0 0 12px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:Menlo,Consolas,monospace">${escapeHtml(value)}</p>`,
    text: [`    ${value}`, ''],
  };
}

/** Text laid out in columns (a report): kept as it is, in a fixed-width font. */
export function preformatted(text: string): Part {
  return {
    html: `<pre style="margin:0 0 16px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px;line-height:18px;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
    text: [text, ''],
  };
}

/** A line between two parts of a mail, with words under it (a preview's issue). */
export function divider(words: string): Part {
  return {
    html: `<hr style="border:0;border-top:1px solid ${RULE};margin:24px 0">
${paragraphHtml(`<strong>${escapeHtml(words)}</strong>`, { size: 13 })}`,
    text: [`-- ${words} --`, ''],
  };
}

/** A list of linked titles, each with its line of words (the latest posts). */
export function linkedList(items: { title: string; url: string; words?: string }[]): Part {
  return {
    html: `<ul style="margin:0 0 16px;padding-left:20px">${items
      .map(
        (item) =>
          `<li style="margin:0 0 12px;font-size:15px;line-height:22px">${inlineLink(item.url, item.title)}${item.words ? `<br><span style="color:${MUTED}">${escapeHtml(item.words)}</span>` : ''}</li>`,
      )
      .join('')}</ul>`,
    text: items.flatMap((item) => [`- ${item.title}`, `  ${item.url}`, '']),
  };
}

/** An image that links to its page; the text part says nothing of it. */
export function linkedImage(url: string, src: string, alt: string): Part {
  return {
    html: `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="496" style="display:block;width:100%;max-width:496px;height:auto;border:0;border-radius:6px"></a></p>`,
    text: [],
  };
}

/** A small label in capitals over what follows (a topic). */
export function label(words: string): Part {
  return {
    html: `<p style="margin:0 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:1px;color:${MUTED}">${escapeHtml(words)}</p>`,
    text: [words.toUpperCase()],
  };
}

/**
 * A mail to a subscriber: why they get it and their links in the footer, with RFC 8058's
 * one-click unsubscribe and, for the list's mail, its List-Id.
 */
export interface Subscriber {
  why?: string;
  preferences?: { words: string; url: string };
  unsubscribe: { words: string; url: string };
  oneClick: string;
  /** The list's id, for the list's own mail (not the confirmation of a sign-up). */
  listId?: string;
}

/** The one-click unsubscribe headers of a subscriber's mail. */
function subscriberHeaders(subscriber: Subscriber): Record<string, string> {
  return {
    'List-Unsubscribe': `<${subscriber.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    ...(subscriber.listId ? { 'List-Id': subscriber.listId } : {}),
  };
}

/** The footer: for a subscriber why and their links, then the site's line. */
function footer(subscriber: Subscriber | undefined): Part {
  const html: string[] = [];
  const text = ['--'];
  if (subscriber?.why) {
    html.push(escapeHtml(subscriber.why));
    text.push(subscriber.why);
  }
  if (subscriber) {
    const own = [subscriber.preferences, subscriber.unsubscribe].filter((l) => l !== undefined);
    html.push(own.map((l) => inlineLink(l.url, l.words, MUTED)).join(' · '));
    text.push(...own.map((l) => `${l.words}: ${l.url}`));
  }
  html.push(escapeHtml(mailKit.footer));
  text.push(mailKit.footer);
  return {
    html: `<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:${MUTED}">${html.join('<br>')}</p>`,
    text,
  };
}

/** The owner's address as the owner's mails name it: the site's team. */
export function team(address: string): { name: string; address: string } {
  return { name: fill(mailKit.team, { brand: site.brandName }), address };
}

/** What a mail says and to whom; the kit adds the rest. */
export interface MailParts extends Omit<MailMessage, 'text' | 'html'> {
  /** The line a mail client shows after the subject, hidden in the mail itself. */
  preheader: string;
  parts: Part[];
  subscriber?: Subscriber;
}

/** The message, composed: both parts from the same parts, in the frame, with the footer. */
export function composeMail({ preheader, parts, subscriber, ...message }: MailParts): MailMessage {
  const all = [...parts, footer(subscriber)];
  const subject = oneLine(message.subject);
  const to =
    typeof message.to === 'string' ? message.to : { ...message.to, name: oneLine(message.to.name) };
  const headers = {
    ...(subscriber ? subscriberHeaders(subscriber) : {}),
    ...message.headers,
  };
  return {
    ...message,
    to,
    subject,
    text: all.flatMap((part) => part.text).join('\n'),
    html: frame(subject, preheader, all.map((part) => part.html).join('\n')),
    ...(Object.keys(headers).length ? { headers } : {}),
  };
}

function frame(title: string, preheader: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${PAPER};font-family:Helvetica,Arial,sans-serif;color:${INK}">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${RULE};border-radius:8px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold">${escapeHtml(site.brandName)}</p>
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
