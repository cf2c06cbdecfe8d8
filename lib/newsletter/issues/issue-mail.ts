import { issueMail, previewMail } from '@/content/newsletter-sending';
import { getConfig } from '@/lib/config';
import {
  button,
  composeMail,
  divider,
  fill,
  heading,
  label,
  linkedImage,
  links,
  paragraph,
  type MailMessage,
  type Part,
} from '@/lib/mail';
import { listSubscriber } from '@/lib/newsletter/subscribers';
import { absoluteUrl } from '@/lib/seo/metadata';
import type { IssueItemRow } from './issue-queries';
import { decisionToken, issueMessageId, returnPathFor } from './signed';

/** The mails of an issue: each subscriber's (their topics, links, return path) and the preview. */
export interface IssueForMail {
  id: number;
  kind: 'post' | 'digest';
  items: IssueItemRow[];
}

export function issueSubject(issue: IssueForMail): string {
  const [first] = issue.items;
  if (!first) return '';
  if (issue.kind === 'post') return first.title;
  return issue.items.length === 1
    ? fill(issueMail.digestSubject, { title: first.title })
    : fill(issueMail.digestSubjectMore, { title: first.title, count: issue.items.length - 1 });
}

/** The issue's own parts: each post, with its topic, teaser, opening and link. */
function issueParts(issue: IssueForMail): Part[] {
  const parts: Part[] = issue.kind === 'digest' ? [paragraph(issueMail.digestIntro)] : [];
  for (const item of issue.items) {
    const topic = issueMail.topicLabel[item.topic as keyof typeof issueMail.topicLabel] ?? '';
    const teaser = item.excerpt || item.text;
    if (item.image_url) {
      parts.push(linkedImage(item.link, item.image_url, item.image_alt ?? ''));
    }
    parts.push(
      label(topic),
      heading(item.title, { size: 22, url: item.link }),
      paragraph(teaser),
      // The article's opening too: an image and a line reads as bulk mail (HTML_IMAGE_ONLY).
      ...(item.text && item.text !== teaser ? [paragraph(item.text, { size: 15 })] : []),
      button(item.link, issueMail.readMore),
    );
  }
  return parts;
}

/** One subscriber's mail of an issue. */
export function issueMessage({
  issue,
  delivery,
}: {
  issue: IssueForMail;
  delivery: { id: number; subscriberId: number; email: string };
}): MailMessage {
  const config = getConfig();
  const subject = issueSubject(issue);
  const domain = config.mail.fromAddress.slice(config.mail.fromAddress.lastIndexOf('@') + 1);
  return composeMail({
    to: delivery.email,
    subject,
    preheader: issue.items[0]?.excerpt ?? subject,
    parts: issueParts(issue),
    subscriber: listSubscriber(delivery.subscriberId, issueMail),
    returnPath: returnPathFor(config.newsletter.bounceAddress, { deliveryId: delivery.id }),
    // One signed Message-ID per issue and subscriber: a copy sent twice is the same mail.
    messageId: issueMessageId(issue.id, delivery.id, domain),
  });
}

/** The owner's preview: when it goes, to how many, the two links, then the issue itself. */
export function previewMessage({
  issue,
  to,
  sendAt,
  recipients,
  now = new Date(),
}: {
  issue: IssueForMail;
  to: string;
  sendAt: Date;
  recipients: number;
  now?: Date;
}): MailMessage {
  const when = sendAt.toISOString().slice(0, 16).replace('T', ' ');
  const intro = fill(previewMail.intro, { recipients, sendAt: when });
  const sendNow = absoluteUrl(`/newsletter/issue?token=${decisionToken(issue.id, 'send', now)}`);
  const skip = absoluteUrl(`/newsletter/issue?token=${decisionToken(issue.id, 'skip', now)}`);
  return composeMail({
    to,
    subject: fill(previewMail.subject, { subject: issueSubject(issue) }),
    preheader: intro,
    parts: [
      paragraph(intro),
      button(sendNow, previewMail.sendNow),
      links([{ label: previewMail.skip, url: skip }]),
      paragraph(previewMail.linksNote, { size: 13 }),
      divider(previewMail.separator),
      ...issueParts(issue),
    ],
  });
}
