import { site } from '@/content/site';

/**
 * The frame every newsletter mail shares with the confirmation mail: a table layout with
 * inline styles (what mail clients render reliably), a hidden preheader, and a footer with the
 * reason for the mail, the preferences page and the unsubscribe page. Each part is escaped
 * here or by the caller; nothing from WordPress reaches it unescaped.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface FrameParts {
  title: string;
  preheader: string;
  /** HTML, already escaped. */
  body: string;
  /** HTML, already escaped. */
  footer: string;
}

export function mailFrame({ title, preheader, body, footer }: FrameParts): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f7f5f0;font-family:Helvetica,Arial,sans-serif;color:#0f2a47">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f5f0">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #d9dee5;border-radius:8px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold">${escapeHtml(site.brandName)}</p>
${body}
<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#36506e">${footer}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export const paragraph = (html: string, size = 16) =>
  `<p style="margin:0 0 16px;font-size:${size}px;line-height:${Math.round(size * 1.5)}px">${html}</p>`;

export const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#0f2a47">${escapeHtml(label)}</a>`;

export const button = (href: string, label: string) =>
  `<p style="margin:0 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0f2a47;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>`;

/** The footer of a mail to a subscriber: why, preferences, unsubscribe, who. */
export function subscriberFooter(
  links: { preferences: string; unsubscribe: string },
  copy: { why: string; preferences: string; unsubscribe: string; footer: string },
) {
  return {
    html: `${escapeHtml(copy.why)}<br>${link(links.preferences, copy.preferences)} · ${link(links.unsubscribe, copy.unsubscribe)}<br>${escapeHtml(copy.footer)}`,
    text: [
      '--',
      copy.why,
      `${copy.preferences}: ${links.preferences}`,
      `${copy.unsubscribe}: ${links.unsubscribe}`,
      copy.footer,
    ].join('\n'),
  };
}
