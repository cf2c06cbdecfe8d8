import { fill } from '@/lib/text';
import { issueMail, previewMail } from '@/content/newsletter-sending';
import { getConfig } from '@/lib/config';
import type { MailMessage } from '@/lib/mail';
import { absoluteUrl } from '@/lib/seo/metadata';
import type { IssueItemRow } from './issue-queries';
import { subscriberLinks } from '@/lib/newsletter/subscribers';
import { button, escapeHtml, link, mailFrame, paragraph, subscriberFooter } from './mail-layout';
import { decisionToken, issueMessageId, returnPathFor } from './signed';

/**
 * The mails of an issue: each subscriber's (only the posts of the topics they follow, their
 * own preferences and unsubscribe links, a return path naming the delivery), and the owner's
 * preview with the signed Send now and Skip links.
 */
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

/** The issue's own content, HTML and text, without a subscriber's footer. */
function issueContent(issue: IssueForMail) {
  const html: string[] = [];
  const text: string[] = [];
  if (issue.kind === 'digest') {
    html.push(paragraph(escapeHtml(issueMail.digestIntro)));
    text.push(issueMail.digestIntro, '');
  }
  for (const item of issue.items) {
    const label = issueMail.topicLabel[item.topic as keyof typeof issueMail.topicLabel] ?? '';
    const teaser = item.excerpt || item.text;
    if (item.image_url) {
      html.push(
        `<p style="margin:0 0 16px"><a href="${escapeHtml(item.link)}"><img src="${escapeHtml(item.image_url)}" alt="${escapeHtml(item.image_alt ?? '')}" width="496" style="display:block;width:100%;max-width:496px;height:auto;border:0;border-radius:6px"></a></p>`,
      );
    }
    html.push(
      `<p style="margin:0 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:1px;color:#36506e">${escapeHtml(label)}</p>`,
      `<h2 style="margin:0 0 12px;font-size:22px;line-height:28px">${link(item.link, item.title)}</h2>`,
      paragraph(escapeHtml(teaser)),
      // The article's opening, as in the text part: a mail of an image and a line reads as
      // bulk mail to filters (SpamAssassin's HTML_IMAGE_ONLY rules), and to people.
      item.text && item.text !== teaser ? paragraph(escapeHtml(item.text), 15) : '',
      button(item.link, issueMail.readMore),
    );
    text.push(label.toUpperCase(), item.title, '', teaser, '');
    if (item.text && item.text !== teaser) text.push(item.text, '');
    text.push(`${issueMail.readMore}: ${item.link}`, '');
  }
  return { html: html.join('\n'), text: text.join('\n') };
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
  const links = subscriberLinks(delivery.subscriberId);
  const content = issueContent(issue);
  const footer = subscriberFooter(links, issueMail);
  const subject = issueSubject(issue);
  const domain = config.mail.fromAddress.slice(config.mail.fromAddress.lastIndexOf('@') + 1);
  return {
    to: delivery.email,
    subject,
    text: `${content.text}\n${footer.text}`,
    html: mailFrame({
      title: subject,
      preheader: issue.items[0]?.excerpt ?? subject,
      body: content.html,
      footer: footer.html,
    }),
    headers: links.headers,
    returnPath: returnPathFor(config.newsletter.bounceAddress, { deliveryId: delivery.id }),
    // One Message-ID per issue and subscriber: a copy sent twice is recognisably the same mail.
    // Signed, so that a complaint quoting it names this delivery and no one can name another.
    messageId: issueMessageId(issue.id, delivery.id, domain),
  };
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
  const subject = fill(previewMail.subject, { subject: issueSubject(issue) });
  const when = sendAt.toISOString().slice(0, 16).replace('T', ' ');
  const intro = fill(previewMail.intro, { recipients, sendAt: when });
  const sendNow = absoluteUrl(`/newsletter/issue?token=${decisionToken(issue.id, 'send', now)}`);
  const skip = absoluteUrl(`/newsletter/issue?token=${decisionToken(issue.id, 'skip', now)}`);
  const content = issueContent(issue);
  const html = [
    paragraph(escapeHtml(intro)),
    button(sendNow, previewMail.sendNow),
    paragraph(link(skip, previewMail.skip)),
    paragraph(escapeHtml(previewMail.linksNote), 13),
    `<hr style="border:0;border-top:1px solid #d9dee5;margin:24px 0">`,
    paragraph(`<strong>${escapeHtml(previewMail.separator)}</strong>`, 13),
    content.html,
  ].join('\n');
  const text = [
    intro,
    '',
    `${previewMail.sendNow}: ${sendNow}`,
    `${previewMail.skip}: ${skip}`,
    '',
    previewMail.linksNote,
    '',
    `-- ${previewMail.separator} --`,
    '',
    content.text,
  ].join('\n');
  return {
    to,
    subject,
    text,
    html: mailFrame({ title: subject, preheader: intro, body: html, footer: '' }),
  };
}
