import { welcomeMail } from '@/content/newsletter-sending';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import type { MailMessage, MailRef } from '@/lib/mail';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getLatestInsightsForMail, type PostSummary } from '@/lib/wordpress';
import { findSubscriber, subscriberLinks } from '@/lib/newsletter/subscribers';
import { escapeHtml, link, mailFrame, paragraph, subscriberFooter } from './mail-layout';
import { returnPathFor } from './signed';

/** How many insights the welcome mail offers. */
export const WELCOME_INSIGHTS = 3;

/**
 * Renders the welcome mail when it is sent: null (nothing to send) once the subscriber is no
 * longer confirmed, or is suppressed. The latest insights are read from WordPress then; if it
 * does not answer, the mail waits for its next try rather than going without them.
 */
export async function renderWelcomeMail(ref: MailRef): Promise<MailMessage | null> {
  const subscriberId = Number(ref.subscriberId);
  if (!Number.isInteger(subscriberId)) return null;
  const subscriber = await findSubscriber(getDb(), { id: subscriberId });
  if (!subscriber || subscriber.status !== 'confirmed' || subscriber.suppressed_at) return null;
  const latest = await getLatestInsightsForMail(WELCOME_INSIGHTS);
  return welcomeMessage({ subscriberId, email: subscriber.email, latest });
}

export function welcomeMessage({
  subscriberId,
  email,
  latest,
}: {
  subscriberId: number;
  email: string;
  latest: PostSummary[];
}): MailMessage {
  const m = welcomeMail;
  const links = subscriberLinks(subscriberId);
  const footer = subscriberFooter(links, m);
  const posts = latest.slice(0, WELCOME_INSIGHTS).map((post) => ({
    title: post.title,
    excerpt: post.excerpt,
    url: absoluteUrl(`/insights/${post.slug}`),
  }));
  const insights = absoluteUrl('/insights');

  const html = [
    paragraph(escapeHtml(m.greeting)),
    paragraph(escapeHtml(m.whatItBrings)),
    paragraph(escapeHtml(m.howOften)),
    `<h2 style="margin:8px 0 12px;font-size:18px">${escapeHtml(m.latestHeading)}</h2>`,
    posts.length
      ? `<ul style="margin:0 0 16px;padding-left:20px">${posts
          .map(
            (post) =>
              `<li style="margin:0 0 12px;font-size:15px;line-height:22px">${link(post.url, post.title)}${post.excerpt ? `<br><span style="color:#36506e">${escapeHtml(post.excerpt)}</span>` : ''}</li>`,
          )
          .join('')}</ul>`
      : paragraph(escapeHtml(m.noLatest)),
    paragraph(link(insights, m.insightsLink)),
  ].join('\n');

  const text = [
    m.greeting,
    '',
    m.whatItBrings,
    '',
    m.howOften,
    '',
    m.latestHeading,
    '',
    ...(posts.length
      ? posts.flatMap((post) => [`- ${post.title}`, `  ${post.url}`, ''])
      : [m.noLatest, '']),
    `${m.insightsLink}: ${insights}`,
    '',
    footer.text,
  ].join('\n');

  return {
    to: email,
    subject: m.subject,
    text,
    html: mailFrame({ title: m.subject, preheader: m.preheader, body: html, footer: footer.html }),
    headers: links.headers,
    returnPath: returnPathFor(getConfig().newsletter.bounceAddress, { subscriberId }),
  };
}
