import { POST as inbound } from '@/app/api/newsletter/inbound/route';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { addConfirmedSubscribers } from '@/test/newsletter';
import { runDueJobs } from '@/lib/jobs';
import { issueReport, notePostChanges } from '@/lib/newsletter/issues';
import { readReturnPath } from '@/lib/newsletter/issues/signed';
import { registerSiteJobs } from '@/lib/site-jobs';
import { mailWordPress } from '@/test/newsletter-wordpress';
import { jsonRequest } from '@/test/request';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { waitUntil } from './apt';
import { enginePorts } from './ports';
import { startPostfix, type RunningPostfix } from './postfix';

/**
 * A newsletter issue sent through Debian's Postfix to an address it does not know: Postfix
 * accepts it, bounces it, and relays its own RFC 3464 report to the return path, which the
 * site's relay hands to POST /api/newsletter/inbound. The site reads the report, finds the
 * delivery by its VERP return path and suppresses the address.
 */
const LOCAL_DOMAIN = 'mail.engines-newsletter.localhost';
const BOUNCE_DOMAIN = 'bounces.engines-newsletter.localhost';
const SECRET = 'engines-inbound-secret-0123';
const READER = `no-such-reader@${LOCAL_DOMAIN}`;

registerSiteJobs();
const wp = mailWordPress();
let postfix: RunningPostfix;
let reports: SmtpSink;

beforeAll(async () => {
  reports = await startSmtpSink({ port: enginePorts.postfixReports });
  postfix = await startPostfix({
    port: enginePorts.postfix,
    relayPort: enginePorts.postfixReports,
    localDomain: LOCAL_DOMAIN,
    relayDomains: [BOUNCE_DOMAIN],
  });
  process.env.SMTP_URL = postfix.url;
  process.env.NEWSLETTER_ENABLED = 'true';
  process.env.NEWSLETTER_BOUNCE_ADDRESS = `bounces@${BOUNCE_DOMAIN}`;
  process.env.NEWSLETTER_INBOUND_SECRET = SECRET;
  resetConfigForTests();
}, 120_000);

afterAll(async () => {
  for (const name of [
    'SMTP_URL',
    'NEWSLETTER_ENABLED',
    'NEWSLETTER_BOUNCE_ADDRESS',
    'NEWSLETTER_INBOUND_SECRET',
  ]) {
    delete process.env[name];
  }
  resetConfigForTests();
  wp.restore();
  await postfix?.stop();
  await reports?.close();
});

it('a real Postfix bounce (5.1.1) suppresses the address, and the report counts it', async () => {
  await addConfirmedSubscribers([READER]);
  wp.publish({ id: 9951, title: 'Bounced by Postfix' });
  await notePostChanges({ changes: [{ kind: 'post', action: 'publish', id: 9951 }] });
  await runDueJobs(new Date());
  const holdEnds = Date.now() + 125 * 60_000;
  await runDueJobs(new Date(holdEnds));
  await runDueJobs(new Date(holdEnds + 60_000));
  const [delivery] = await getDb().selectFrom('newsletter_deliveries').selectAll().execute();
  expect(delivery).toMatchObject({ status: 'sent' });

  // Postfix's report, relayed to the return path the mail left with.
  const report = await reports
    .waitFor((m) => m.subject === 'Undelivered Mail Returned to Sender', 30_000)
    .catch((error: unknown) => {
      throw new Error(`No bounce from Postfix (${String(error)}):\n${postfix.log()}`);
    });
  const envelopeTo = reports.envelopeOf(report).to[0]!;
  expect(readReturnPath(envelopeTo)).toEqual({ deliveryId: delivery!.id });

  const response = await inbound(
    jsonRequest(
      '/api/newsletter/inbound',
      { message: reports.sourceOf(report).toString('utf8'), envelopeTo },
      { headers: { authorization: `Bearer ${SECRET}`, 'sec-fetch-site': 'cross-site' } },
    ),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ outcomes: ['suppressed'] });

  const subscriber = await getDb()
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', READER)
    .executeTakeFirstOrThrow();
  expect(subscriber.suppressed_at).not.toBeNull();
  expect(subscriber.suppression_reason).toMatch(/^permanent failure: 5\.1\.1 .*no-such-reader/);
  const [line] = await issueReport(getDb());
  expect(line).toMatchObject({ sent: 1, bounced: 1, complained: 0 });
  await waitUntil('postfix to log the relayed report', () => postfix.log().includes(BOUNCE_DOMAIN));
}, 90_000);
