import type { ParsedMail } from 'mailparser';
import { welcomeMail } from '@/content/newsletter-sending';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { registerSiteJobs } from '@/lib/site-jobs';
import { getLatestInsightsForMail } from '@/lib/wordpress';
import { confirmationFor, mailsTo, newsletterSink, subscriberRow } from '@/test/newsletter';
import { localNewsletter as newsletter } from '@/lib/newsletter/opt-in/local';
import { verifyPreferencesToken } from '@/lib/newsletter/subscribers';
import { readReturnPath } from './signed';

registerSiteJobs();

const sink = newsletterSink();

const subscribe = (email: string) =>
  newsletter.subscribe({
    email,
    source: 'sign-up form',
    page: '/',
    consentText: 'Consent statement shown beside the form.',
  });

const isWelcome = (mail: ParsedMail) => mail.subject === welcomeMail.subject;
const welcomesTo = (address: string) => mailsTo(sink, address).filter(isWelcome);
const header = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');

/** Runs every due job (the queue's retries included) and lets the sink take what was sent. */
async function settle() {
  await runDueJobs(new Date(Date.now() + 60 * 60_000));
  await new Promise((resolve) => setTimeout(resolve, 200));
}

function setEnabled(on: boolean) {
  if (on) process.env.NEWSLETTER_ENABLED = 'true';
  else delete process.env.NEWSLETTER_ENABLED;
  resetConfigForTests();
}

afterAll(() => setEnabled(false));

describe('the welcome mail', () => {
  beforeEach(() => setEnabled(true));

  it('is sent once on confirming with the code: what it brings, the three latest insights, unsubscribe', async () => {
    await subscribe('ada@example.com');
    const { code } = await confirmationFor(sink, 'ada@example.com');
    await newsletter.confirmCode('ada@example.com', code);

    const mail = await sink.waitFor(isWelcome);
    expect(JSON.stringify(mail.to)).toContain('ada@example.com');
    const text = mail.text ?? '';
    expect(text).toContain(welcomeMail.whatItBrings);
    expect(text).toContain(welcomeMail.howOften);

    // The three latest insights, newest first, linked on this site, in both parts.
    const latest = await getLatestInsightsForMail(3);
    expect(latest).toHaveLength(3);
    let last = -1;
    for (const post of latest) {
      const url = `https://www.hiddengrowth.co/insights/${post.slug}`;
      expect(text).toContain(`- ${post.title}\n  ${url}`);
      expect(mail.html).toContain(`href="${url}"`);
      expect(text.indexOf(post.title)).toBeGreaterThan(last);
      last = text.indexOf(post.title);
    }

    // Unsubscribe: a link in the text and HTML parts, and RFC 8058 one-click headers.
    const page = /https:\/\/www\.hiddengrowth\.co\/unsubscribe\?token=(\S+)/.exec(text);
    expect(page).not.toBeNull();
    expect(mail.html).toContain('/unsubscribe?token=');
    expect(header(mail, 'list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/www\.hiddengrowth\.co\/api\/newsletter\/unsubscribe\?token=[^>]+>$/,
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // The preferences page, by a signed link naming this subscriber.
    const row = await subscriberRow('ada@example.com');
    const prefs = /\/newsletter\/preferences\?token=(\S+)/.exec(text);
    expect(verifyPreferencesToken(decodeURIComponent(prefs![1]!))).toBe(row!.id);

    // The return path names this subscriber (VERP), signed.
    const { from } = sink.envelopeOf(mail);
    expect(from).toMatch(/^bounces\+s\d+-[a-f0-9]{20}@/);
    expect(readReturnPath(from)).toEqual({ subscriberId: row!.id });

    // Running the queue again sends nothing more.
    await settle();
    expect(welcomesTo('ada@example.com')).toHaveLength(1);

    // The link in it unsubscribes.
    await newsletter.unsubscribe(decodeURIComponent(page![1]!));
    expect(await subscriberRow('ada@example.com')).toMatchObject({ status: 'unsubscribed' });
  });

  it('is sent once on confirming with the link', async () => {
    await subscribe('bob@example.com');
    const { token } = await confirmationFor(sink, 'bob@example.com');
    await newsletter.confirmToken(token);
    await sink.waitFor(isWelcome);
    await settle();
    expect(welcomesTo('bob@example.com')).toHaveLength(1);
  });

  it('waits in the queue while the mail server refuses it, then goes once', async () => {
    await subscribe('cy@example.com');
    const { code } = await confirmationFor(sink, 'cy@example.com');
    sink.failNext(1);
    await newsletter.confirmCode('cy@example.com', code);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(welcomesTo('cy@example.com')).toHaveLength(0);
    const queued = await getDb()
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', 'newsletter-welcome')
      .execute();
    expect(queued).toHaveLength(1);
    await settle();
    expect(welcomesTo('cy@example.com')).toHaveLength(1);
  });

  it('is not sent to someone who unsubscribed before it went', async () => {
    await subscribe('dee@example.com');
    const mail = await confirmationFor(sink, 'dee@example.com');
    sink.failNext(1);
    await newsletter.confirmCode('dee@example.com', mail.code);
    // Whether its first try met the refusal or already found the person gone, the queue's
    // next try finds them unsubscribed and sends nothing.
    await newsletter.unsubscribe(mail.unsubscribeToken);
    await settle();
    sink.failNext(0);
    expect(welcomesTo('dee@example.com')).toHaveLength(0);
  });
});

describe('with the newsletter switched off (NEWSLETTER_ENABLED unset)', () => {
  beforeEach(() => setEnabled(false));

  it('confirming sends no welcome mail', async () => {
    await subscribe('eve@example.com');
    const { code } = await confirmationFor(sink, 'eve@example.com');
    await newsletter.confirmCode('eve@example.com', code);
    await settle();
    expect(await subscriberRow('eve@example.com')).toMatchObject({ status: 'confirmed' });
    expect(welcomesTo('eve@example.com')).toHaveLength(0);
  });
});
