import { confirmationMail } from '@/content/newsletter';
import { getDb } from '@/lib/db';
import { button, code, composeMail, paragraph, type MailMessage, type MailRef } from '@/lib/mail';
import { absoluteUrl } from '@/lib/seo/metadata';
import { findSubscriber, subscriberLinks } from '@/lib/newsletter/subscribers';
import { generateCode, generateToken, hashCode, hashToken } from './codes';
import { CODE_TTL_MS, LINK_TTL_MS } from './constants';
import { insertToken, setCode } from './queries';

/**
 * Renders a confirmation mail when it is sent: the code and token are issued here (only their
 * hashes stored), so nothing secret waits in the queue and a retried mail's code is fresh.
 * Null when the subscriber is gone or no longer pending.
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

/** The message: the code, the link and the unsubscribe link (no List-Id: not yet the list's). */
export function confirmationMessage({
  id,
  email,
  code: value,
  token,
}: ConfirmationContent): MailMessage {
  const m = confirmationMail;
  const links = subscriberLinks(id);
  return composeMail({
    to: email,
    subject: m.subject,
    preheader: m.preheader,
    parts: [
      paragraph(m.greeting),
      paragraph(m.codeIntro, { gap: 12 }),
      code(value),
      paragraph(m.codeExpiry, { size: 14, gap: 24, muted: true }),
      button(
        absoluteUrl(`/confirm-subscription?token=${encodeURIComponent(token)}`),
        m.linkLabel,
        m.linkIntro,
      ),
      paragraph(m.notYou, { size: 14, gap: 24, muted: true }),
    ],
    subscriber: {
      unsubscribe: { words: m.unsubscribe, url: links.unsubscribe },
      oneClick: links.oneClick,
    },
  });
}
