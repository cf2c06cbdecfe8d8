import { welcomeMail } from '@/content/newsletter-sending';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import {
  composeMail,
  heading,
  linkedList,
  links,
  paragraph,
  type MailMessage,
  type MailRef,
} from '@/lib/mail';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getLatestInsightsForMail, type PostSummary } from '@/lib/wordpress';
import { findSubscriber, listSubscriber } from '@/lib/newsletter/subscribers';
import { returnPathFor } from './signed';

export const WELCOME_INSIGHTS = 3;

/**
 * Renders the welcome mail when it is sent (null once the subscriber is not confirmed or is
 * suppressed); if WordPress does not answer, the mail waits for its next try.
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
  const posts = latest.slice(0, WELCOME_INSIGHTS).map((post) => ({
    title: post.title,
    words: post.excerpt,
    url: absoluteUrl(`/insights/${post.slug}`),
  }));
  return composeMail({
    to: email,
    subject: m.subject,
    preheader: m.preheader,
    parts: [
      paragraph(m.greeting),
      paragraph(m.whatItBrings),
      paragraph(m.howOften),
      heading(m.latestHeading),
      posts.length ? linkedList(posts) : paragraph(m.noLatest),
      links([{ label: m.insightsLink, url: absoluteUrl('/insights') }]),
    ],
    subscriber: listSubscriber(subscriberId, m),
    returnPath: returnPathFor(getConfig().newsletter.bounceAddress, { subscriberId }),
  });
}
