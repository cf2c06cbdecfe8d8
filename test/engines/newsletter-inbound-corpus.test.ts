import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { returnPathFor } from '@/lib/newsletter/issues/signed';
import { enginePorts } from './ports';
import { startSite, type RunningSite } from './site';

/**
 * Hostile mail to the bounce address, as the documented relay pipe hands it to the built
 * site: anyone can write to `bounces@`, so each of these reaches POST /api/newsletter/inbound
 * with the key. Each must be answered within 2 s, and a page asked for while it is read must
 * answer within 1 s: no report may hold the server. (The only time bounds of the suites: they
 * are what is asked of this endpoint.)
 */
const SECRET = 'engines-inbound-corpus-secret-0123';
let site: RunningSite;

beforeAll(async () => {
  site = await startSite({
    port: enginePorts.site(42),
    // The suite's secret, so that this file can sign a return path the site accepts.
    env: { NEWSLETTER_INBOUND_SECRET: SECRET, APP_SECRET: process.env.APP_SECRET! },
  });
  // The page and the route loaded once, so that loading them is not what is timed.
  await fetch(`${site.url}/pricing`);
  await post(report('text/plain', 'Nothing to see.'));
});

afterAll(async () => {
  await site?.stop();
});

/** A delivery report (RFC 3464) for no one of this site, whose first part is `part`. */
function report(contentType: string, body: string, encoding = '7bit') {
  return [
    'From: MAILER-DAEMON@mx.example.net',
    'To: bounces@hiddengrowth.co',
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="outer"',
    '',
    '--outer',
    `Content-Type: ${contentType}`,
    `Content-Transfer-Encoding: ${encoding}`,
    '',
    body,
    '--outer',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    'Final-Recipient: rfc822; reader@example.net',
    'Action: failed',
    'Status: 5.1.1',
    '',
    '--outer--',
    '',
  ].join('\r\n');
}

/** `depth` multiparts, each inside the one before. */
function nested(depth: number) {
  let body = 'Innermost.';
  for (let level = depth; level > 0; level--) {
    body = [
      `--b${level}`,
      `Content-Type: multipart/mixed; boundary="b${level + 1}"`,
      '',
      body,
      `--b${level}--`,
    ].join('\r\n');
  }
  return report('multipart/mixed; boundary="b1"', body);
}

/** `bytes` random-looking bytes as base64 in 76-character lines. */
function base64Lines(bytes: number) {
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) data[i] = (i * 2654435761) >>> 24;
  return data.toString('base64').replace(/.{76}/g, '$&\r\n');
}

const CORPUS: [string, string][] = [
  ['a chain of xn-- labels', report('text/plain', `Visit ${'xn--a.'.repeat(40)}xn now.`)],
  ['a 200 kB run of letters', report('text/plain', 'a'.repeat(200 * 1024))],
  ['a 240 kB run of blanks', report('text/plain', `a${' '.repeat(240 * 1024)}b`)],
  ['multiparts nested 5000 deep', nested(5000)],
  [
    'a quoted return path of 200 kB of look-alikes',
    report('text/rfc822-headers', `Return-Path: <${'a+d1-'.repeat(40 * 1024)}@x>`),
  ],
  ['a 500 kB base64 part', report('application/octet-stream', base64Lines(375_000), 'base64')],
];

function post(message: string, envelopeTo?: string) {
  return fetch(`${site.url}/api/newsletter/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
    body: JSON.stringify({ message, envelopeTo }),
    signal: AbortSignal.timeout(15_000),
  });
}

/** The status of an answer and how long it took, or a null status when none came in 15 s. */
async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const status = await request().then(
    async (response) => (await response.text(), response.status),
    () => null,
  );
  return { status, ms: Math.round(performance.now() - started) };
}

it.each(CORPUS)('%s is answered within 2 s, and a page meanwhile within 1 s', async (_, mail) => {
  expect(mail.length).toBeLessThanOrEqual(512 * 1024);
  const answer = timed(() => post(mail));
  await new Promise((resolve) => setTimeout(resolve, 150));
  const page = await timed(() =>
    fetch(`${site.url}/pricing`, { signal: AbortSignal.timeout(15_000) }),
  );
  const reported = await answer;
  expect({ page: page.status, within1s: page.ms <= 1000, ms: page.ms }).toMatchObject({
    page: 200,
    within1s: true,
  });
  expect({ within2s: reported.ms <= 2000, ms: reported.ms }).toMatchObject({ within2s: true });
  // A clear answer: read (200), or refused as unreadable (4xx), never a server error.
  expect(reported.status).not.toBeNull();
  expect(reported.status!).toBeLessThan(500);
});

it('reads a real report after the corpus: its signed return path suppresses the address', async () => {
  const store = new BetterSqlite3(path.join(site.dataDir, 'site.db'));
  const now = new Date().toISOString();
  const row = (sql: string, ...values: unknown[]) =>
    store.prepare(`${sql} RETURNING id`).get(...values) as { id: number };
  let deliveryId: number;
  try {
    const subscriber = row(
      `INSERT INTO newsletter_subscribers (email, status, consent_source, consent_text,
        requested_at, confirmed_at, code_attempts, created_at, updated_at)
       VALUES ('reader@example.net', 'confirmed', 'sign-up form', 'Consent.', ?, ?, 0, ?, ?)`,
      now,
      now,
      now,
      now,
    );
    const issue = row(
      `INSERT INTO newsletter_issues (kind, status, send_at, created_at, updated_at)
       VALUES ('post', 'sent', ?, ?, ?)`,
      now,
      now,
      now,
    );
    deliveryId = row(
      `INSERT INTO newsletter_deliveries (issue_id, subscriber_id, status, created_at)
       VALUES (?, ?, 'sent', ?)`,
      issue.id,
      subscriber.id,
      now,
    ).id;
  } finally {
    store.close();
  }
  const returnPath = returnPathFor('bounces@hiddengrowth.co', { deliveryId });
  const response = await post(report('text/plain', 'Gone for good.'), returnPath);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ outcomes: ['suppressed'] });
});
