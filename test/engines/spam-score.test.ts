import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { confirmationMail } from '@/content/newsletter';
import { welcomeMail } from '@/content/newsletter-sending';
import { recordConditions } from '@/lib/alerts';
import { mailCampaignReport } from '@/lib/analytics/jobs';
import {
  renderCalendarFailed,
  renderCancellation,
  renderInvitation,
  renderOwnerReminder,
  renderReminder,
} from '@/lib/booking/mails';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { localLeads } from '@/lib/leads/local';
import { leadSchema } from '@/lib/leads/client';
import { localNewsletter } from '@/lib/newsletter/opt-in/local';
import { prepareIssueItem } from '@/lib/newsletter/issues/issue-content';
import { issueMessage, previewMessage } from '@/lib/newsletter/issues/issue-mail';
import { itemRow } from '@/lib/newsletter/issues/issue-queries';
import { sendMail, type MailMessage } from '@/lib/mail';
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

const CALENDAR = {
  BOOKING_CALDAV_URL: 'http://127.0.0.1:9/calendars/owner/calls',
  BOOKING_CALDAV_USER: 'owner',
  BOOKING_CALDAV_PASSWORD: 'calendar-password',
};

beforeAll(async () => {
  ensureDebianPackages(['spamassassin']);
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.LEADS_NOTIFY_EMAIL = 'team@hiddengrowth.co';
  process.env.SITE_URL = 'https://www.hiddengrowth.co';
  process.env.NEWSLETTER_ENABLED = 'true';
  // A calendar named (never called here), so that the applicant's mails link to the slots.
  Object.assign(process.env, CALENDAR);
  // The owner's alerts, through a relay of their own: the same sink.
  process.env.ALERT_EMAIL = 'owner@hiddengrowth.co';
  process.env.ALERT_SMTP_URL = sink.url;
  resetConfigForTests();
  registerSiteJobs();
});

afterAll(async () => {
  await sink?.close();
  delete process.env.SMTP_URL;
  delete process.env.LEADS_NOTIFY_EMAIL;
  delete process.env.SITE_URL;
  delete process.env.NEWSLETTER_ENABLED;
  for (const key of Object.keys(CALENDAR)) delete process.env[key];
  delete process.env.ALERT_EMAIL;
  delete process.env.ALERT_SMTP_URL;
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
    const row = itemRow(1, prepareIssueItem(post), new Date());
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

  it.each([
    ['a fit applicant', existingBusinessLead({ email: 'fit@example.com' }), 'fit@'],
    [
      'an applicant not yet a fit',
      existingBusinessLead({ email: 'not-yet@example.com', risk_level: 'low_risk' }),
      'not-yet@',
    ],
  ])('the receipt of %s scores under 1', async (_kind, body, to) => {
    await localLeads.submitLead(leadSchema.parse(body));
    const mail = await sentMail(
      (m) => m.subject === 'Your application to Hidden Growth' && JSON.stringify(m.to).includes(to),
    );
    expect(verdict(mail)).toBe('under 1');
  });

  /** A fit lead (queued mails sent), and with `booked` its call two days on. */
  async function leadOf(email: string, { booked = false } = {}) {
    const lead = leadSchema.parse(existingBusinessLead({ email, full_name: 'Ada Lovelace' }));
    await localLeads.submitLead(lead);
    await runDueJobs(new Date(Date.now() + 60_000));
    const start = new Date(Date.now() + 2 * 86_400_000);
    const ref = {
      bookingId: randomUUID(),
      sequence: 0,
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      moved: false,
    };
    if (booked) {
      const at = new Date().toISOString();
      await getDb()
        .insertInto('bookings')
        .values({
          id: ref.bookingId,
          lead_id: lead.id,
          starts_at: ref.start,
          ends_at: ref.end,
          status: 'booked',
          created_at: at,
          updated_at: at,
        })
        .execute();
      await getDb()
        .updateTable('leads')
        .set({ booking_id: ref.bookingId, status: 'booked' })
        .where('id', '=', lead.id)
        .execute();
    }
    return { lead, ref };
  }

  /** Sends a rendered mail and waits for it in the sink. */
  async function delivered(message: MailMessage | null) {
    if (!message) throw new Error('nothing to send');
    await sendMail(message);
    return sink.waitFor((m) => m.subject === message.subject, 10_000);
  }

  it.each(['applicant', 'owner'])(
    'the invitation to the %s, with its calendar file, scores under 1',
    async (to) => {
      const { ref } = await leadOf(`invited-${to}@example.com`, { booked: true });
      expect(verdict(await delivered(await renderInvitation({ ...ref, to })))).toBe('under 1');
    },
  );

  it.each(['applicant', 'owner'])('the cancellation to the %s scores under 1', async (to) => {
    const { ref } = await leadOf(`cancelled-${to}@example.com`, { booked: true });
    await getDb()
      .updateTable('bookings')
      .set({ status: 'cancelled', sequence: 1 })
      .where('id', '=', ref.bookingId)
      .execute();
    const mail = await delivered(await renderCancellation({ ...ref, sequence: 1, to }));
    expect(verdict(mail)).toBe('under 1');
  });

  it('the applicant’s reminder to pick a time scores under 1', async () => {
    const { lead } = await leadOf('reminded@example.com');
    expect(verdict(await delivered(await renderReminder({ leadId: lead.id })))).toBe('under 1');
  });

  it('the owner’s reminder of a lead still new scores under 1', async () => {
    const { lead } = await leadOf('waiting@example.com');
    const later = new Date(Date.now() + 2 * 3_600_000);
    const mail = await delivered(await renderOwnerReminder({ leadId: lead.id }, later));
    expect(verdict(mail)).toBe('under 1');
  });

  it('the owner’s notice of a failed calendar scores under 1', async () => {
    const { lead } = await leadOf('calendar@example.com');
    await getDb()
      .updateTable('leads')
      .set({ calendar_failed_at: new Date().toISOString(), calendar_error: 'HTTP 503' })
      .where('id', '=', lead.id)
      .execute();
    expect(verdict(await delivered(await renderCalendarFailed({ leadId: lead.id })))).toBe(
      'under 1',
    );
  });

  it('an alert of the site’s own failures scores under 1', async () => {
    await recordConditions([
      {
        key: 'mail-late',
        active: true,
        title: 'Mail is late',
        reason: '2 mails have waited more than 15 minutes to be sent, the oldest 20 minutes',
      },
    ]);
    const mail = await sentMail((m) => m.subject?.startsWith('Problem: Mail is late') ?? false);
    expect(verdict(mail)).toBe('under 1');
  });

  it('the weekly campaign report scores under 1', async () => {
    expect(await mailCampaignReport({ days: 7, by: 'campaign' })).toBe('sent');
    const mail = await sink.waitFor((m) => m.subject?.startsWith('Campaign report, ') ?? false);
    expect(verdict(mail)).toBe('under 1');
  });
});
