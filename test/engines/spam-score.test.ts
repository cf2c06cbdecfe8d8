import { spawnSync } from 'node:child_process';
import type { ParsedMail } from 'mailparser';
import { confirmationMail } from '@/content/newsletter';
import { welcomeMail } from '@/content/newsletter-sending';
import { resetConfigForTests } from '@/lib/config';
import { runDueJobs } from '@/lib/jobs';
import { localLeads } from '@/lib/leads/local';
import { leadSchema } from '@/lib/leads/client';
import { localNewsletter } from '@/lib/newsletter/opt-in/local';
import { prepareIssueItem } from '@/lib/newsletter/issues/issue-content';
import { issueMessage, previewMessage } from '@/lib/newsletter/issues/issue-mail';
import type { IssueItemRow } from '@/lib/newsletter/issues/issue-queries';
import { sendMail } from '@/lib/mail';
import { getPublishedPostForMail } from '@/lib/wordpress';
import { registerSiteJobs } from '@/lib/site-jobs';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { ensureDebianPackages } from './apt';

/**
 * Every kind of mail the site sends, as it leaves the site's SMTP connection, scored by
 * Debian's SpamAssassin with its local rules only (-L: no network lists, which would judge the
 * sending machine, not the message). Under 1 leaves room below the usual threshold of 5 for
 * what a relay and the receiving side add.
 */
const MAX_SCORE = 1;

let sink: SmtpSink;

beforeAll(async () => {
  ensureDebianPackages(['spamassassin']);
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.LEADS_NOTIFY_EMAIL = 'team@hiddengrowth.co';
  process.env.SITE_URL = 'https://www.hiddengrowth.co';
  process.env.NEWSLETTER_ENABLED = 'true';
  resetConfigForTests();
  registerSiteJobs();
});

afterAll(async () => {
  await sink?.close();
  delete process.env.SMTP_URL;
  delete process.env.LEADS_NOTIFY_EMAIL;
  delete process.env.SITE_URL;
  delete process.env.NEWSLETTER_ENABLED;
  resetConfigForTests();
});

/** SpamAssassin's score of a raw message and the rules it hit. */
function spamReport(source: Buffer): { score: number; report: string } {
  const run = spawnSync('spamassassin', ['-L', '-t'], { input: source, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`spamassassin failed: ${run.stderr}`);
  const status = /^X-Spam-Status: \w+, score=(-?[\d.]+)[^\n]*(?:\n[ \t][^\n]*)*/m.exec(run.stdout);
  if (!status) throw new Error(`No X-Spam-Status in:\n${run.stdout.slice(0, 2000)}`);
  return { score: Number(status[1]), report: status[0] };
}

async function sentMail(match: (mail: ParsedMail) => boolean) {
  await runDueJobs(new Date(Date.now() + 60_000));
  return sink.waitFor(match, 10_000);
}

/** The score, or SpamAssassin's report when it is too high (the rules it hit). */
function verdict(mail: ParsedMail) {
  const { score, report } = spamReport(sink.sourceOf(mail));
  return score < MAX_SCORE ? 'under 1' : report;
}

describe('mail that servers trust', () => {
  it.each([
    ['an existing business', existingBusinessLead(), 'New lead: Jane Tan'],
    ['a new venture', newVentureLead(), 'New lead: Sam Lee'],
  ])('the team’s notification of %s scores under 1', async (_kind, body, subject) => {
    await localLeads.submitLead(leadSchema.parse(body));
    const mail = await sentMail((m) => m.subject?.startsWith(subject) ?? false);
    expect(verdict(mail)).toBe('under 1');
  });

  it('the sign-up confirmation scores under 1', async () => {
    await localNewsletter.subscribe({
      email: 'reader@example.com',
      source: 'sign-up form',
      page: '/pricing',
      consentText: 'Consent statement shown beside the form.',
    });
    const mail = await sentMail((m) => m.subject === confirmationMail.subject);
    expect(verdict(mail)).toBe('under 1');
  });

  it('the welcome mail scores under 1', async () => {
    await localNewsletter.subscribe({
      email: 'welcome@example.com',
      source: 'sign-up form',
      page: '/',
      consentText: 'Consent statement shown beside the form.',
    });
    const confirmation = await sentMail(
      (m) => m.subject === confirmationMail.subject && JSON.stringify(m.to).includes('welcome@'),
    );
    const code = /^\s{4}(\d{6})$/m.exec(confirmation.text ?? '')![1]!;
    await localNewsletter.confirmCode('welcome@example.com', code);
    const mail = await sentMail((m) => m.subject === welcomeMail.subject);
    expect(verdict(mail)).toBe('under 1');
  });

  /** An issue of the sample's latest insight, as the store holds its item. */
  async function sampleIssue() {
    const post = (await getPublishedPostForMail(101))!;
    const item = prepareIssueItem(post);
    const row: IssueItemRow = {
      issue_id: 1,
      post_id: item.postId,
      topic: item.topic,
      title: item.title,
      excerpt: item.excerpt,
      link: item.link,
      image_url: item.imageUrl,
      image_alt: item.imageAlt,
      text: item.text,
      published_at: item.publishedAt,
      rendered_at: new Date().toISOString(),
    };
    return { id: 1, kind: 'post' as const, items: [row] };
  }

  it('an issue sent to a subscriber scores under 1', async () => {
    const issue = await sampleIssue();
    await sendMail(
      issueMessage({ issue, delivery: { id: 7, subscriberId: 3, email: 'reader@example.com' } }),
    );
    const mail = await sink.waitFor((m) => m.subject === issue.items[0]!.title);
    expect(verdict(mail)).toBe('under 1');
  });

  it('the owner’s preview of an issue scores under 1', async () => {
    const issue = await sampleIssue();
    const sendAt = new Date(Date.now() + 120 * 60_000);
    await sendMail(previewMessage({ issue, to: 'team@hiddengrowth.co', sendAt, recipients: 42 }));
    const mail = await sink.waitFor((m) => m.subject?.startsWith('Preview: ') ?? false);
    expect(verdict(mail)).toBe('under 1');
  });
});
