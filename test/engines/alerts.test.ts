import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { newVentureLead } from '@/test/lead-fixtures';
import { startHttpStub, type RecordedRequest } from '@/test/http-stub';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { waitUntil } from './apt';
import { enginePorts } from './ports';
import { startSite, type RunningSite } from './site';

/**
 * The owner hears of a mail relay that stops, by the second channel: the built site runs on
 * SQLite with its SMTP server, the owner's webhook and the alerts' own relay beside it. The
 * SMTP server is stopped under the running site, a lead comes in, and its notification waits;
 * readiness turns `degraded` with the reason, and the owner receives one alert (webhook and
 * mail). The SMTP server comes back, the mail goes out, readiness is `ok` again and one more
 * alert says it is resolved; nothing else is sent.
 *
 * A mail is late after 15 minutes: rather than wait for them, the test moves the waiting
 * mail's due time back in the site's store, as those minutes would have; the site's own loop
 * (every 30 seconds) does the rest.
 */
const SECRET = 'engines-alert-secret-0123456789';
const SMTP_PORT = enginePorts.site(34);
const LOOP_MS = 75_000;

let site: RunningSite;
let smtp: SmtpSink | undefined;
let alertRelay: SmtpSink;
let hook: Awaited<ReturnType<typeof startHttpStub>>;

beforeAll(async () => {
  smtp = await startSmtpSink({ port: SMTP_PORT });
  alertRelay = await startSmtpSink();
  hook = await startHttpStub(() => ({ status: 200 }));
  site = await startSite({
    port: enginePorts.site(33),
    env: {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LEADS_NOTIFY_EMAIL: 'team@hiddengrowth.test',
      ALERT_WEBHOOK_URL: `${hook.url}/owner`,
      ALERT_WEBHOOK_SECRET: SECRET,
      ALERT_EMAIL: 'owner@hiddengrowth.test',
      ALERT_SMTP_URL: alertRelay.url,
    },
  });
});

afterAll(async () => {
  await site?.stop();
  await smtp?.close();
  await alertRelay?.close();
  await hook?.close();
});

const readiness = async () =>
  (await (await fetch(`${site.url}/api/health/ready`)).json()) as {
    status: string;
    reasons?: string[];
  };

/** The site's store, opened beside the running site (SQLite in WAL mode allows it). */
function store<T>(work: (db: Database.Database) => T): T {
  const db = new Database(path.join(site.dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

function alertOf(request: RecordedRequest) {
  const match = /^t=(\d+),sha256=([0-9a-f]{64})$/.exec(
    String(request.headers['x-alert-signature']),
  );
  expect(match).not.toBeNull();
  const expected = crypto
    .createHmac('sha256', SECRET)
    .update(`${match![1]}.${request.body}`)
    .digest('hex');
  expect(match![2]).toBe(expected);
  return (JSON.parse(request.body) as { alert: { condition: string; state: string } }).alert;
}

it('alerts once when the SMTP server stops under the site, and once when it is back', async () => {
  expect(await readiness()).toMatchObject({ status: 'ok' });

  await smtp!.close();
  smtp = undefined;
  const response = await fetch(`${site.url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(newVentureLead({ newsletter_opt_in: false })),
  });
  // The visitor's lead is kept: the relay's failure is the site's, not theirs.
  expect(response.status).toBe(201);

  type Row = { id: number; status: string; last_error: string | null };
  const notification = () =>
    store(
      (db) =>
        db
          .prepare(`SELECT id, status, last_error FROM jobs WHERE kind = 'lead-notification'`)
          .get() as Row | undefined,
    );
  await waitUntil('the notification failed against the stopped relay', () =>
    Boolean(notification()?.last_error),
  );
  expect(notification()).toMatchObject({ status: 'pending' });
  expect(await readiness()).toMatchObject({ status: 'ok' });

  // Sixteen minutes on: the mail has been due since then.
  const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000).toISOString();
  store((db) =>
    db
      .prepare(`UPDATE jobs SET due_at = ?, created_at = ? WHERE id = ?`)
      .run(sixteenMinutesAgo, sixteenMinutesAgo, notification()!.id),
  );
  const degraded = await readiness();
  expect(degraded.status).toBe('degraded');
  expect(degraded.reasons).toEqual([
    '1 mail has waited more than 15 minutes to be sent, the oldest 16 minutes',
  ]);

  await waitUntil('the owner’s webhook heard of it', () => hook.requests.length === 1, LOOP_MS);
  expect(alertOf(hook.requests[0]!)).toMatchObject({ condition: 'mail-late', state: 'begin' });
  const begun = await alertRelay.waitFor(() => true, 10_000);
  expect(begun.subject).toBe(`Problem: Mail is late (127.0.0.1:${enginePorts.site(33)})`);
  expect(begun.text).toMatch(/ECONNREFUSED|connect/i);

  // The relay is back; the retry is due now rather than at its scheduled time.
  smtp = await startSmtpSink({ port: SMTP_PORT });
  store((db) =>
    db
      .prepare(`UPDATE jobs SET next_at = ? WHERE id = ?`)
      .run(new Date().toISOString(), notification()!.id),
  );
  await smtp.waitFor((mail) => mail.subject !== undefined, LOOP_MS);
  expect(smtp.messages.map((mail) => mail.to)).toEqual([
    expect.objectContaining({
      value: [expect.objectContaining({ address: 'team@hiddengrowth.test' })],
    }),
  ]);
  await waitUntil('the owner heard it is resolved', () => hook.requests.length === 2, LOOP_MS);
  expect(alertOf(hook.requests[1]!)).toMatchObject({ condition: 'mail-late', state: 'end' });
  await waitUntil('the resolved mail', () => alertRelay.messages.length === 2, 10_000);
  expect(alertRelay.messages[1]!.subject).toBe(
    `Resolved: Mail is late (127.0.0.1:${enginePorts.site(33)})`,
  );
  expect(await readiness()).toMatchObject({ status: 'ok' });

  // One more pass of the loop: no repeat, no flood.
  await new Promise((resolve) => setTimeout(resolve, 35_000));
  expect(hook.requests).toHaveLength(2);
  expect(alertRelay.messages).toHaveLength(2);
});
