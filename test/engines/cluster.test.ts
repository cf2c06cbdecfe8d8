import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { newVentureLead } from '@/test/lead-fixtures';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { waitUntil } from './apt';
import { createDatabase, dropDatabase, newDatabaseUrl } from './databases';
import { engineUrls, enginePorts } from './ports';
import { request } from './request';
import { startSite, type RunningSite } from './site';

/**
 * Two instances of one build, A and B, as a load balancer would run them: one PostgreSQL
 * store (DATABASE_URL), one Redis for limits and cache (REDIS_URL), one SMTP server. Whatever
 * instance a visitor reaches, a lead is kept once, a limit holds for the site, a code works
 * everywhere, and each mail is sent once.
 */
const ROOT = path.join(__dirname, '..', '..');
const APP_SECRET = 'engines-cluster-app-secret-0123456789abcdef';
const JOBS_SECRET = 'engines-cluster-jobs-secret-0123';
let databaseUrl: string;
let sink: SmtpSink;
let a: RunningSite;
let b: RunningSite;
let env: Record<string, string>;

beforeAll(async () => {
  databaseUrl = newDatabaseUrl();
  await createDatabase(databaseUrl);
  sink = await startSmtpSink();
  env = {
    DATABASE_URL: databaseUrl,
    APP_SECRET,
    REDIS_URL: engineUrls().redis,
    SMTP_URL: sink.url,
    JOBS_SECRET,
    // Each test names its visitors' addresses, as the load balancer would.
    TRUST_PROXY: 'true',
  };
  // One after the other: the second finds the migrations applied under the first's lock.
  a = await startSite({ port: enginePorts.site(10), env });
  b = await startSite({ port: enginePorts.site(11), env });
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sink?.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

/** A different client address for every caller that asks, from a documentation range. */
let nextClient = 1;
const newClient = () => `198.51.100.${nextClient++ % 250}`;

/**
 * A JSON post over a connection of its own (./request.ts): on a loaded machine a kept-alive
 * socket can be reused just as the site closes it for idleness, and the post would then fail
 * without reaching the site ("other side closed").
 */
function post(site: RunningSite, route: string, body: unknown, client = newClient()) {
  return request(`${site.url}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': client,
    },
    body: JSON.stringify(body),
  });
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A lead with no newsletter opt-in, so the only mail in this file is the tests' own. */
const lead = (overrides: Record<string, unknown> = {}) =>
  newVentureLead({ id: randomUUID(), newsletter_opt_in: false, ...overrides });

const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@cluster.example.com`;

function codeFor(email: string): Promise<string> {
  return sink
    .waitFor((mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(email), 15_000)
    .then((mail) => /\b(\d{6})\b/.exec(mail.text ?? '')![1]!);
}

it('each instance is live, and ready with PostgreSQL migrated, Redis and SMTP answering', async () => {
  for (const site of [a, b]) {
    const live = await fetch(`${site.url}/api/health/live`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${site.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      store: 'up',
      redis: 'up',
      content: 'snapshot',
      smtp: 'up',
    });
  }
});

it('a lead sent to A is in leads:export run against the database', async () => {
  const email = uniqueEmail('export');
  const response = await post(a, '/api/leads', lead({ email }));
  expect(response.status).toBe(201);
  const csv = execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/leads-export.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, APP_SECRET, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  expect(csv).toContain(email);
});

it('12 leads from one client over A and B give exactly 10 × 201 and 2 × 429', async () => {
  const client = newClient();
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const response = await post(i % 2 ? b : a, '/api/leads', lead(), client);
    statuses.push(response.status);
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(2);
});

it('a code mailed by A confirms the subscription on B', async () => {
  const email = uniqueEmail('code');
  expect((await post(a, '/api/newsletter/subscribe', { email })).status).toBe(200);
  const otpCode = await codeFor(email);
  const confirmed = await post(b, '/api/newsletter/confirm', { email, otpCode });
  expect(confirmed.status).toBe(200);
  const [row] = await query<{ status: string }>(
    'SELECT status FROM newsletter_subscribers WHERE email = $1',
    [email],
  );
  expect(row?.status).toBe('confirmed');
});

it('50 concurrent correct confirmations split over A and B give exactly one success', async () => {
  const email = uniqueEmail('race');
  expect((await post(a, '/api/newsletter/subscribe', { email })).status).toBe(200);
  const otpCode = await codeFor(email);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      post(i % 2 ? b : a, '/api/newsletter/confirm', { email, otpCode }).then((r) => r.status),
    ),
  );
  expect(answers.filter((status) => status === 200)).toHaveLength(1);
  // Every other answer is a refusal the visitor can read, never a server error.
  expect(answers.every((status) => status === 200 || (status >= 400 && status < 500))).toBe(true);
});

it('with both instances running the queue, each confirmation mail reaches the sink once', async () => {
  const emails = Array.from({ length: 12 }, () => uniqueEmail('queue'));
  // SMTP refuses the first tries, made inside each sign-up request, so every mail waits in the
  // store's queue for the instances to retry it.
  sink.failNext(emails.length);
  for (const [i, email] of emails.entries()) {
    expect((await post(i % 2 ? b : a, '/api/newsletter/subscribe', { email })).status).toBe(200);
  }
  const pending = await query<{ n: string }>(
    `SELECT count(*) AS n FROM jobs WHERE kind = 'newsletter-confirmation' AND status = 'pending'`,
  );
  expect(Number(pending[0]!.n)).toBeGreaterThanOrEqual(emails.length);

  // Both instances' loops run every 30 s; a platform's cron calls both at once on top.
  const runJobs = (site: RunningSite) =>
    fetch(`${site.url}/api/jobs/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${JOBS_SECRET}`, 'x-forwarded-for': newClient() },
    });
  await waitUntil(
    'every queued confirmation mail sent',
    async () => {
      await Promise.all([runJobs(a), runJobs(b), runJobs(a), runJobs(b)]);
      return emails.every((email) =>
        sink.messages.some((mail) => JSON.stringify(mail.to).includes(email)),
      );
    },
    90_000,
  );
  for (const email of emails) {
    const copies = sink.messages.filter((mail) => JSON.stringify(mail.to).includes(email));
    expect({ email, copies: copies.length }).toEqual({ email, copies: 1 });
  }
});

it('kill -9 of A during a stream of leads loses none that A acknowledged', async () => {
  const acknowledged: string[] = [];
  let stop = false;
  const stream = async () => {
    while (!stop) {
      const id = randomUUID();
      try {
        const response = await post(a, '/api/leads', lead({ id }));
        if (response.status === 201) acknowledged.push(id);
      } catch {
        // A is gone: the connection broke, so nothing was acknowledged.
        return;
      }
    }
  };
  const streams = Array.from({ length: 8 }, stream);
  await waitUntil('leads acknowledged by A', async () => acknowledged.length >= 40, 30_000);
  process.kill(a.pid, 'SIGKILL');
  stop = true;
  await Promise.all(streams);

  const stored = new Set(
    (
      await query<{ id: string }>('SELECT id FROM leads WHERE id = ANY($1::text[])', [acknowledged])
    ).map((row) => row.id),
  );
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  // B goes on serving from the same store.
  expect((await post(b, '/api/leads', lead())).status).toBe(201);
});
