import type { ParsedMail } from 'mailparser';
import { getDb } from '@/lib/db';
import { resetConfigForTests } from '@/lib/config';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** What a confirmation mail carries, read back as a subscriber would. */
export interface ConfirmationMail {
  mail: ParsedMail;
  code: string;
  token: string;
  unsubscribeToken: string;
  listUnsubscribe: string | undefined;
  listUnsubscribePost: string | undefined;
}

export function readConfirmation(mail: ParsedMail): ConfirmationMail {
  const text = mail.text ?? '';
  const code = /^\s{4}(\d{6})$/m.exec(text)?.[1];
  const token = /\/confirm-subscription\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const unsubscribeToken = /\/unsubscribe\?token=([0-9]+(?:\.|%2E)[a-f0-9]+)/i.exec(text)?.[1];
  if (!code || !token || !unsubscribeToken) throw new Error(`Not a confirmation mail:\n${text}`);
  // Long header lines arrive folded; unfold them as a mail client would.
  const header = (key: string) =>
    mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
  return {
    mail,
    code,
    token,
    unsubscribeToken: decodeURIComponent(unsubscribeToken),
    listUnsubscribe: header('list-unsubscribe'),
    listUnsubscribePost: header('list-unsubscribe-post'),
  };
}

const CONFIRMATION_LINK = /\/confirm-subscription\?token=/;

/** The n-th (1-based) confirmation mail that reached `address`, waiting for it if need be. */
export async function confirmationFor(sink: SmtpSink, address: string, n = 1) {
  const deadline = Date.now() + 5000;
  for (;;) {
    // Only confirmations count: a lead's receipt may reach the same address first.
    const mails = mailsTo(sink, address).filter((m) => CONFIRMATION_LINK.test(m.text ?? ''));
    if (mails.length >= n) return readConfirmation(mails[n - 1]!);
    if (Date.now() > deadline) throw new Error(`Mail ${n} for ${address} never arrived`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function mailsTo(sink: SmtpSink, address: string) {
  return sink.messages.filter((m) => m.to && JSON.stringify(m.to).includes(address));
}

export function useSmtpSink(sink: SmtpSink) {
  process.env.SMTP_URL = sink.url;
  resetConfigForTests();
}

/**
 * For a file of newsletter tests: a loopback SMTP server as the site's mail server while the
 * file runs, and before each test fresh rate limits, no subscriber, no queued mail and no
 * message received.
 */
export function newsletterSink(): SmtpSink {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    useSmtpSink(sink);
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetConfigForTests();
    await sink.close();
  });
  beforeEach(async () => {
    resetRateLimitsForTests();
    await clearNewsletter();
    sink.messages.length = 0;
  });
  return {
    get url() {
      return sink.url;
    },
    get messages() {
      return sink.messages;
    },
    get received() {
      return sink.received;
    },
    sourceOf: (mail) => sink.sourceOf(mail),
    envelopeOf: (mail) => sink.envelopeOf(mail),
    failNext: (count) => sink.failNext(count),
    waitFor: (predicate, timeoutMs) => sink.waitFor(predicate, timeoutMs),
    close: () => sink.close(),
  };
}

export async function clearNewsletter() {
  const db = getDb();
  await db.deleteFrom('newsletter_bounces').execute();
  await db.deleteFrom('newsletter_deliveries').execute();
  await db.deleteFrom('newsletter_issue_items').execute();
  await db.deleteFrom('newsletter_posts').execute();
  await db.deleteFrom('newsletter_issues').execute();
  await db.deleteFrom('newsletter_state').execute();
  await db.deleteFrom('newsletter_topics').execute();
  await db.deleteFrom('newsletter_tokens').execute();
  await db.deleteFrom('newsletter_mail_log').execute();
  await db.deleteFrom('newsletter_subscribers').execute();
  await db.deleteFrom('jobs').execute();
}

export async function subscriberRow(email: string) {
  return getDb()
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Every row of every table, as text: for "nothing secret stored in clear" checks. */
export async function dumpStore(): Promise<string> {
  const db = getDb();
  const tables = await db.introspection.getTables();
  const dumps = await Promise.all(
    tables.map(async ({ name }) => {
      const rows = await db
        .selectFrom(name as 'jobs')
        .selectAll()
        .execute();
      return `${name}: ${JSON.stringify(rows)}`;
    }),
  );
  return dumps.join('\n');
}

/** Confirmed subscribers, as the double opt-in leaves them. */
export async function addConfirmedSubscribers(emails: string[]) {
  const now = new Date().toISOString();
  for (const email of emails) {
    await getDb()
      .insertInto('newsletter_subscribers')
      .values({
        email,
        status: 'confirmed',
        consent_source: 'sign-up form',
        consent_text: 'Consent statement shown beside the form.',
        requested_at: now,
        confirmed_at: now,
        confirmed_via: 'code',
        code_attempts: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
