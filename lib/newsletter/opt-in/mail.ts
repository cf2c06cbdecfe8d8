import { confirmationMail } from '@/content/newsletter';
import { fill } from '@/lib/text';
import { site } from '@/content/site';
import { getDb } from '@/lib/db';
import type { MailMessage, MailRef } from '@/lib/mail';
import { absoluteUrl } from '@/lib/seo/metadata';
import { findSubscriber, unsubscribeToken } from '@/lib/newsletter/subscribers';
import { generateCode, generateToken, hashCode, hashToken } from './codes';
import { CODE_TTL_MS, LINK_TTL_MS } from './constants';
import { insertToken, setCode } from './queries';

/**
 * Renders a queued confirmation mail at the moment it is sent. The fresh code and link token
 * are issued here, and only their keyed hashes are stored: nothing secret waits in the queue,
 * and a mail retried an hour later still carries a code valid for its full 15 minutes. A new
 * code replaces the previous one; earlier links stay valid until they expire or one is used.
 * Returns null (the queue skips the mail) when the subscriber is gone or no longer pending.
 */
export async function renderConfirmationMail(ref: MailRef, now = new Date()) {
  const subscriberId = Number(ref.subscriberId);
  if (!Number.isInteger(subscriberId)) return null;
  const code = generateCode();
  const token = generateToken();
  const issued = await getDb()
    .transaction()
    .execute(async (trx) => {
      const subscriber = await findSubscriber(trx, { id: subscriberId });
      if (!subscriber || subscriber.status !== 'pending') return null;
      const codeHash = hashCode(subscriber.email, code);
      const codeExpiresAt = new Date(now.getTime() + CODE_TTL_MS);
      await setCode(trx, { id: subscriberId, codeHash, expiresAt: codeExpiresAt, now });
      const linkExpiresAt = new Date(now.getTime() + LINK_TTL_MS);
      await insertToken(trx, {
        subscriberId,
        tokenHash: hashToken(token),
        expiresAt: linkExpiresAt,
        now,
      });
      return subscriber;
    });
  if (!issued) return null;
  return confirmationMessage({ id: issued.id, email: issued.email, code, token });
}

interface ConfirmationContent {
  id: number;
  email: string;
  code: string;
  token: string;
}

/** The message itself: plain text and HTML, with the one-click unsubscribe headers. */
export function confirmationMessage({ id, email, code, token }: ConfirmationContent): MailMessage {
  const confirmUrl = absoluteUrl(`/confirm-subscription?token=${encodeURIComponent(token)}`);
  const unsubscribe = encodeURIComponent(unsubscribeToken(id));
  const unsubscribePage = absoluteUrl(`/unsubscribe?token=${unsubscribe}`);
  const oneClick = absoluteUrl(`/api/newsletter/unsubscribe?token=${unsubscribe}`);
  const m = confirmationMail;

  const text = [
    m.greeting,
    '',
    m.codeIntro,
    '',
    `    ${code}`,
    '',
    m.codeExpiry,
    '',
    m.linkIntro,
    confirmUrl,
    '',
    m.notYou,
    '',
    `${m.unsubscribe}: ${unsubscribePage}`,
    '',
    '--',
    m.footer,
  ].join('\n');

  const e = escapeHtml;
  const html = fill(HTML_TEMPLATE, {
    preheader: e(m.preheader),
    brand: e(site.brandName),
    greeting: e(m.greeting),
    codeIntro: e(m.codeIntro),
    code: e(code),
    codeExpiry: e(m.codeExpiry),
    linkIntro: e(m.linkIntro),
    confirmUrl: e(confirmUrl),
    linkLabel: e(m.linkLabel),
    notYou: e(m.notYou),
    unsubscribeUrl: e(unsubscribePage),
    unsubscribe: e(m.unsubscribe),
    footer: e(m.footer),
  });

  return {
    to: email,
    subject: m.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Table layout and inline styles: what mail clients render reliably.
const HTML_TEMPLATE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{brand}</title></head>
<body style="margin:0;padding:0;background:#f7f5f0;font-family:Helvetica,Arial,sans-serif;color:#0f2a47">
<span style="display:none;max-height:0;overflow:hidden">{preheader}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f5f0">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #d9dee5;border-radius:8px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold">{brand}</p>
<p style="margin:0 0 16px;font-size:16px;line-height:24px">{greeting}</p>
<p style="margin:0 0 12px;font-size:16px;line-height:24px">{codeIntro}</p>
<p style="margin:0 0 12px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:Menlo,Consolas,monospace">{code}</p>
<p style="margin:0 0 24px;font-size:14px;color:#36506e">{codeExpiry}</p>
<p style="margin:0 0 12px;font-size:16px;line-height:24px">{linkIntro}</p>
<p style="margin:0 0 24px"><a href="{confirmUrl}" style="display:inline-block;background:#0f2a47;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">{linkLabel}</a></p>
<p style="margin:0 0 24px;font-size:14px;line-height:20px;color:#36506e">{notYou}</p>
<p style="margin:0;font-size:13px;color:#36506e"><a href="{unsubscribeUrl}" style="color:#36506e">{unsubscribe}</a> · {footer}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
