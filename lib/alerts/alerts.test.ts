import crypto from 'node:crypto';
import { GET as ready } from '@/app/api/health/ready/route';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { enqueueJob, runDueJobs } from '@/lib/jobs';
import { BOOKING_JOBS } from '@/lib/booking/kinds';
import { LEAD_FORWARD } from '@/lib/leads';
import { resetHealthForTests } from '@/lib/health';
import { registerSiteJobs } from '@/lib/site-jobs';
import { startHttpStub, type RecordedRequest } from '@/test/http-stub';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { ALERT_WEBHOOK_JOB } from './constants';
import { activeStates, checkOperations, operationalProblems, recordConditions } from './index';

const SECRET = 'alert-secret-for-the-tests-0123';
const LEAD_NOTIFICATION = BOOKING_JOBS.notification;
const MINUTE = 60_000;
const db = () => getDb();
const now = new Date('2026-12-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

type Stub = Awaited<ReturnType<typeof startHttpStub>>;
let hook: Stub;
let relay: SmtpSink;
let status = 200;

/** Checks a webhook call's signature as a receiver would, and returns its JSON body. */
function verified(request: RecordedRequest) {
  const header = String(request.headers['x-alert-signature']);
  const match = /^t=(\d+),sha256=([0-9a-f]{64})$/.exec(header);
  expect(match).not.toBeNull();
  const expected = crypto
    .createHmac('sha256', SECRET)
    .update(`${match![1]}.${request.body}`)
    .digest('hex');
  expect(crypto.timingSafeEqual(Buffer.from(match![2]!), Buffer.from(expected))).toBe(true);
  return JSON.parse(request.body) as {
    text: string;
    alert: { condition: string; state: string; reason: string; detail: string | null };
  };
}

function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
}

beforeAll(async () => {
  hook = await startHttpStub(() => ({ status }));
  relay = await startSmtpSink();
  setEnv({
    ALERT_WEBHOOK_URL: `${hook.url}/hooks/owner`,
    ALERT_WEBHOOK_SECRET: SECRET,
    ALERT_EMAIL: 'owner@hiddengrowth.test',
    ALERT_SMTP_URL: relay.url,
  });
  registerSiteJobs();
});

afterAll(async () => {
  setEnv({
    ALERT_WEBHOOK_URL: undefined,
    ALERT_WEBHOOK_SECRET: undefined,
    ALERT_EMAIL: undefined,
    ALERT_SMTP_URL: undefined,
    NODE_ENV: 'test',
  });
  await hook.close();
  await relay.close();
});

beforeEach(async () => {
  status = 200;
  hook.requests.length = 0;
  relay.messages.length = 0;
  await db().deleteFrom('jobs').execute();
  await db().deleteFrom('alert_states').execute();
});

describe('the site’s own failures', () => {
  it('finds no problem in a quiet store', async () => {
    expect(await operationalProblems(db(), now)).toEqual([]);
  });

  it('counts a mail as late once it has been due for more than 15 minutes', async () => {
    await enqueueJob(db(), LEAD_NOTIFICATION, { leadId: 'a' }, { now: ago(14 * MINUTE) });
    expect(await operationalProblems(db(), now)).toEqual([]);
    await enqueueJob(db(), LEAD_NOTIFICATION, { leadId: 'b' }, { now: ago(23 * MINUTE) });
    const [problem, ...rest] = await operationalProblems(db(), now);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      key: 'mail-late',
      reason: '1 mail has waited more than 15 minutes to be sent, the oldest 23 minutes',
    });
  });

  it('counts a mail queued for later from when it became due, not from when it was queued', async () => {
    await enqueueJob(
      db(),
      LEAD_NOTIFICATION,
      { leadId: 'weekly' },
      { now: ago(7 * 24 * 60 * MINUTE), runAt: ago(5 * MINUTE) },
    );
    expect(await operationalProblems(db(), now)).toEqual([]);
  });

  it('reports jobs given up in the last 24 hours, but not the alerts’ own', async () => {
    const giveUp = async (kind: string, finished: Date) => {
      const id = await enqueueJob(
        db(),
        kind,
        { n: Math.random() },
        { now: ago(2 * 24 * 60 * MINUTE) },
      );
      await db()
        .updateTable('jobs')
        .set({ status: 'failed', finished_at: finished.toISOString(), last_error: '550 refused' })
        .where('id', '=', id!)
        .execute();
    };
    await giveUp(LEAD_NOTIFICATION, ago(25 * 60 * MINUTE));
    await giveUp(ALERT_WEBHOOK_JOB, ago(MINUTE));
    expect(await operationalProblems(db(), now)).toEqual([]);
    await giveUp(LEAD_NOTIFICATION, ago(3 * 60 * MINUTE));
    expect(await operationalProblems(db(), now)).toEqual([
      {
        key: 'jobs-given-up',
        title: 'Jobs were given up',
        reason: '1 job was given up after the last try in the last 24 hours (lead-notification)',
        detail: 'Last error: 550 refused',
      },
    ]);
  });

  it('reports leads waiting more than 15 minutes for the remote backend', async () => {
    await enqueueJob(db(), LEAD_FORWARD, { leadId: 'x' }, { now: ago(40 * MINUTE) });
    expect(await operationalProblems(db(), now)).toEqual([
      expect.objectContaining({
        key: 'leads-waiting',
        reason:
          '1 lead has waited more than 15 minutes to be forwarded to the remote backend, the oldest 40 minutes',
      }),
    ]);
  });

  it('reports production mail written to the outbox folder', async () => {
    setEnv({ NODE_ENV: 'production' });
    try {
      expect(await operationalProblems(db(), now)).toEqual([
        // SQLite writes such mail to the outbox folder; PostgreSQL keeps it waiting in the store.
        expect.objectContaining({
          key: 'mail-no-relay',
          reason: expect.stringMatching(/outbox|waits in the store/),
        }),
      ]);
      setEnv({ SMTP_URL: 'smtp://127.0.0.1:2' });
      expect(await operationalProblems(db(), now)).toEqual([]);
    } finally {
      setEnv({ NODE_ENV: 'test', SMTP_URL: undefined });
    }
  });

  it('makes readiness degraded with the reason, still 200', async () => {
    resetHealthForTests();
    await enqueueJob(
      db(),
      LEAD_NOTIFICATION,
      { leadId: 'c' },
      { now: new Date(Date.now() - 20 * MINUTE) },
    );
    const response = await ready();
    expect(response.status).toBe(200);
    // toMatchObject: on PostgreSQL without SMTP_URL, readiness also says smtp is degraded.
    expect(await response.json()).toMatchObject({
      status: 'degraded',
      store: 'up',
      content: 'snapshot',
      reasons: ['1 mail has waited more than 15 minutes to be sent, the oldest 20 minutes'],
    });
  });
});

describe('alerts', () => {
  it('sends one alert by each channel when a failure begins and one when it ends', async () => {
    await enqueueJob(db(), LEAD_NOTIFICATION, { leadId: 'late' }, { now: ago(20 * MINUTE) });
    await checkOperations(now);
    // Seen again by the next pass, and by a second instance at the same moment: no new alert.
    await Promise.all([checkOperations(new Date(now.getTime() + 30_000)), checkOperations(now)]);
    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]!.url).toBe('/hooks/owner');
    const begin = verified(hook.requests[0]!);
    expect(begin.alert).toMatchObject({ condition: 'mail-late', state: 'begin' });
    expect(begin.text).toMatch(
      /^Problem on www\.hiddengrowth\.co: Mail is late\. 1 mail has waited/,
    );
    await relay.waitFor(() => relay.messages.length === 1);
    expect(relay.messages[0]!.subject).toBe('Problem: Mail is late (www.hiddengrowth.co)');
    expect(relay.messages[0]!.to).toMatchObject({ text: 'owner@hiddengrowth.test' });
    expect(await activeStates(db())).toEqual([
      expect.objectContaining({ key: 'mail-late', since: now.toISOString() }),
    ]);

    // The mail goes out; the next look ends the alert, once.
    await db().updateTable('jobs').set({ status: 'done' }).execute();
    const later = new Date(now.getTime() + 31 * MINUTE);
    await checkOperations(later);
    await checkOperations(new Date(later.getTime() + 30_000));
    expect(hook.requests).toHaveLength(2);
    const end = verified(hook.requests[1]!);
    expect(end.alert).toMatchObject({ condition: 'mail-late', state: 'end' });
    expect(end.text).toBe('Resolved on www.hiddengrowth.co: Mail is late, after 31 minutes.');
    await relay.waitFor(() => relay.messages.length === 2);
    expect(relay.messages[1]!.subject).toBe('Resolved: Mail is late (www.hiddengrowth.co)');
    expect(await activeStates(db())).toEqual([]);
  });

  it('tries a failed webhook again later, and sends it once', async () => {
    status = 503;
    await enqueueJob(db(), LEAD_FORWARD, { leadId: 'y' }, { now: ago(20 * MINUTE) });
    await checkOperations(now);
    expect(hook.requests).toHaveLength(1);
    status = 200;
    await runDueJobs(new Date(now.getTime() + 31_000));
    await runDueJobs(new Date(now.getTime() + 5 * MINUTE));
    expect(hook.requests).toHaveLength(2);
    expect(verified(hook.requests[1]!).alert).toMatchObject({
      condition: 'leads-waiting',
      state: 'begin',
    });
    // The mail went through its own relay at the first try.
    expect(relay.messages).toHaveLength(1);
  });

  it('sends the owner no address, and chat markup only as text', async () => {
    // A relay's reply kept by a job (as an older release stored it, address and all), for a
    // lead whose address was written to reach everyone in the owner's chat.
    const id = await enqueueJob(db(), LEAD_NOTIFICATION, { leadId: 'z' }, { now: ago(MINUTE) });
    await db()
      .updateTable('jobs')
      .set({
        status: 'failed',
        finished_at: ago(MINUTE).toISOString(),
        last_error:
          '550 5.1.1 <dana@example.com>: rejected for <!channel>@x.io; see <https://e.vil|this> & <!here>',
      })
      .where('id', '=', id!)
      .execute();
    await checkOperations(now);
    expect(hook.requests).toHaveLength(1);
    const sent = verified(hook.requests[0]!);
    expect(hook.requests[0]!.body).not.toMatch(/example\.com|x\.io/);
    // Slack, Mattermost and the like read <...> as mentions and links, & as an entity.
    expect(sent.text).toBe(
      'Problem on www.hiddengrowth.co: Jobs were given up. 1 job was given up after the last try in the last 24 hours (lead-notification). ' +
        'Last error: 550 5.1.1 [address] rejected for [address] see &lt;https://e.vil|this&gt; &amp; &lt;!here&gt;',
    );
    expect(sent.alert).toMatchObject({
      detail:
        'Last error: 550 5.1.1 [address] rejected for [address] see <https://e.vil|this> & <!here>',
    });
    await relay.waitFor(() => relay.messages.length === 1);
    expect(relay.messages[0]!.text).toContain('Last error: 550 5.1.1 [address] rejected');
    expect(relay.messages[0]!.text).not.toMatch(/example\.com|x\.io/);
  });

  it('keeps the state of a condition it did not observe, and sends nothing without a change', async () => {
    const seen = { key: 'field-speed:/:LCP', title: 'Slow LCP on /', reason: 'too slow' };
    expect(await recordConditions([{ ...seen, active: true }], now)).toEqual([
      expect.objectContaining({ key: seen.key, state: 'begin' }),
    ]);
    expect(await recordConditions([{ ...seen, active: true }], now)).toEqual([]);
    expect(await recordConditions([], now)).toEqual([]);
    expect(await activeStates(db(), 'field-speed:')).toHaveLength(1);
    expect(hook.requests).toHaveLength(1);
  });
});
