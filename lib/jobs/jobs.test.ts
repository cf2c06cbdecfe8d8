import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { sendMail } from '@/lib/mail/transport';
import { openTestStore } from '@/test/store';
import {
  DRAIN_JOBS,
  drainJobs,
  enqueueJob,
  registerJob,
  runDueJobs,
  runJob,
  startJobLoop,
  stopJobLoop,
  type JobRef,
} from './index';
import { STALE_CLAIM_MS } from './schedule';

const MINUTE = 60 * 1000;
const NOW = new Date('2026-03-15T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** Every run of the test kinds, with what it was about. */
const runs: JobRef[] = [];
let failures = 0;

registerJob('test-ok', {
  retrySeconds: [10],
  maxAttempts: 3,
  run: async (ref) => {
    runs.push(ref);
    return 'did';
  },
});
registerJob('test-flaky', {
  retrySeconds: [10, 60, 600],
  maxAttempts: 4,
  run: async (ref) => {
    runs.push(ref);
    if (failures > 0) {
      failures--;
      throw new Error('not now');
    }
    return 'did';
  },
});

beforeEach(async () => {
  await getDb().deleteFrom('jobs').execute();
  runs.length = 0;
  failures = 0;
});

const job = (id: number) =>
  getDb().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function enqueue(kind: string, ref: JobRef = {}, runAt = NOW) {
  return (await enqueueJob(getDb(), kind, ref, { runAt, now: NOW }))!;
}

describe('enqueueJob', () => {
  it('queues in the caller’s transaction, so a rolled-back row leaves no job', async () => {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await enqueueJob(trx, 'test-ok', { n: 1 });
        throw new Error('the row failed');
      })
      .catch(() => undefined);
    expect(await getDb().selectFrom('jobs').selectAll().execute()).toEqual([]);
  });

  it('queues one job per unique key', async () => {
    expect(await enqueueJob(getDb(), 'test-ok', {}, { uniqueKey: 'k' })).toBeDefined();
    expect(await enqueueJob(getDb(), 'test-ok', {}, { uniqueKey: 'k' })).toBeUndefined();
    expect(await getDb().selectFrom('jobs').selectAll().execute()).toHaveLength(1);
  });
});

describe('the one rule', () => {
  it('claims a job before running it, so of three runners only one runs it', async () => {
    const id = await enqueue('test-ok', { n: 1 });
    const outcomes = await Promise.all([runJob(id, NOW), runJob(id, NOW), runJob(id, NOW)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['busy', 'busy', 'did']);
    expect(runs).toEqual([{ n: 1 }]);
    expect(await job(id)).toMatchObject({
      status: 'done',
      outcome: 'did',
      attempts: 1,
      claimed_at: null,
    });
    // A finished job is never run again.
    expect(await runJob(id, at(MINUTE))).toEqual({ outcome: 'busy' });
  });

  it('takes up a job whose claim is older than five minutes, and no younger one', async () => {
    const id = await enqueue('test-ok');
    const claimedAt = (ms: number) =>
      getDb()
        .updateTable('jobs')
        .set({ status: 'running', claimed_at: at(ms).toISOString() })
        .where('id', '=', id)
        .execute();
    await claimedAt(-STALE_CLAIM_MS + MINUTE);
    expect(await runDueJobs(NOW)).toEqual({});
    await claimedAt(-STALE_CLAIM_MS - 1000);
    expect(await runDueJobs(NOW)).toEqual({ 'test-ok': { did: 1 } });
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('tries a failed job again along its kind’s schedule, the last step repeating', async () => {
    failures = 3;
    const id = await enqueue('test-flaky');
    expect(await runJob(id, NOW)).toEqual({ outcome: 'retry' });
    expect(await job(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'not now',
      claimed_at: null,
      next_at: at(10_000).toISOString(),
    });
    // Not due before its time.
    expect(await runDueJobs(at(9_000))).toEqual({});
    expect(await runDueJobs(at(10_000))).toEqual({ 'test-flaky': { retry: 1 } });
    expect((await job(id)).next_at).toBe(at(10_000 + 60_000).toISOString());
    expect(await runJob(id, at(MINUTE))).toEqual({ outcome: 'retry' });
    expect((await job(id)).next_at).toBe(at(MINUTE + 600_000).toISOString());
    expect(await runDueJobs(at(MINUTE + 600_000))).toEqual({ 'test-flaky': { did: 1 } });
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 4, last_error: null });
  });

  it('gives a job up after its kind’s last attempt, and runs it no more', async () => {
    failures = 10;
    const id = await enqueue('test-flaky');
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await runJob(id, at(i * 3600_000))).outcome);
    expect(outcomes).toEqual(['retry', 'retry', 'retry', 'failed']);
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 4, last_error: 'not now' });
    expect((await job(id)).finished_at).toBeTruthy();
    expect(await runDueJobs(at(100 * 3600_000))).toEqual({});
    expect(runs).toHaveLength(4);
  });

  it('keeps a job of a kind this process does not know, and tries it an hour later', async () => {
    const id = await enqueue('test-unknown');
    expect(await runJob(id, NOW)).toEqual({ outcome: 'retry' });
    expect(await job(id)).toMatchObject({
      status: 'pending',
      next_at: at(3600_000).toISOString(),
    });
  });
});

describe('what a failed job keeps and logs', () => {
  const ADDRESS = 'alice.smith@example.com';
  let relay: SMTPServer;
  let lines: string[];
  let stderr: jest.SpiedFunction<typeof process.stderr.write>;

  beforeAll(async () => {
    // A relay that refuses the recipient the way Postfix does, echoing the address.
    relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const error = new Error(
          `5.1.1 <${address.address}>: Recipient address rejected: User unknown`,
        ) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.server.address() as AddressInfo;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.LOG_LEVEL = 'warn';
    resetConfigForTests();
    registerJob('test-mail', {
      retrySeconds: [10],
      maxAttempts: 2,
      run: async (ref) => {
        await sendMail({
          to: String(ref.to),
          subject: 'Hello',
          text: 'Hello',
          html: '<p>Hello</p>',
        });
        return 'sent';
      },
    });
    registerJob('test-echo', {
      retrySeconds: [10],
      maxAttempts: 1,
      run: async (ref) => {
        throw new Error(`The backend refused ${String(ref.to)}: already known`);
      },
    });
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    process.env.LOG_LEVEL = 'silent';
    resetConfigForTests();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });
  beforeEach(() => {
    lines = [];
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
  });
  afterEach(() => stderr.mockRestore());

  it('keeps and logs a relay’s refusal without the address it echoed', async () => {
    const id = await enqueue('test-mail', { to: ADDRESS });
    expect(await runJob(id, NOW)).toEqual({ outcome: 'retry' });
    const { last_error } = await job(id);
    expect(last_error).toMatch(/550 5\.1\.1 \[address\] Recipient address rejected/);
    expect(last_error).not.toContain('example.com');
    expect(lines.join('')).toMatch(/"event":"jobs.retry".*Recipient address rejected/);
    expect(lines.join('')).not.toContain('example.com');
  });

  it('keeps and logs any handler’s error without an address, when it gives up too', async () => {
    const id = await enqueue('test-echo', { to: ADDRESS });
    expect(await runJob(id, NOW)).toEqual({ outcome: 'failed' });
    expect((await job(id)).last_error).toBe('The backend refused [address] already known');
    expect(lines.join('')).toMatch(/"event":"jobs.given_up"/);
    expect(lines.join('')).not.toContain('example.com');
  });
});

describe('runDueJobs', () => {
  it('runs the due jobs once, oldest first, up to its limit, and counts them by kind', async () => {
    await enqueue('test-ok', { n: 1 });
    await enqueue('test-ok', { n: 2 });
    await enqueue('test-ok', { n: 3 }, at(MINUTE));
    failures = 1;
    await enqueue('test-flaky', { n: 4 });
    expect(await runDueJobs(NOW, 2)).toEqual({ 'test-ok': { did: 2 } });
    expect(await runDueJobs(NOW)).toEqual({ 'test-flaky': { retry: 1 } });
    expect(await runDueJobs(NOW)).toEqual({});
    expect(runs).toEqual([{ n: 1 }, { n: 2 }, { n: 4 }]);
  });

  it('runs as npm run jobs:run against the store, with every kind registered', async () => {
    const store = await openTestStore();
    try {
      // A notification for a lead that is gone: its renderer finds nothing to send.
      await enqueueJob(store.db, 'lead-notification', { leadId: 'gone' });
      await enqueueJob(store.db, 'lead-notification', { leadId: 'later' }, { runAt: at(1e12) });
      const out = execFileSync('npm', ['run', '-s', 'jobs:run'], {
        env: {
          ...process.env,
          ...store.env,
          LOG_LEVEL: 'silent',
          LEADS_NOTIFY_EMAIL: '',
          // A mail server is named (none is reached: nothing is left to send), so that mail
          // runs on a PostgreSQL store too, where no outbox is written.
          SMTP_URL: 'smtp://127.0.0.1:9',
        },
        encoding: 'utf8',
      });
      expect(JSON.parse(out)).toMatchObject({
        event: 'jobs.run',
        counts: { 'lead-notification': { skipped: 1 } },
      });
      const rows = await store.db
        .selectFrom('jobs')
        .select(['status', 'outcome'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { status: 'done', outcome: 'skipped' },
        { status: 'pending', outcome: null },
      ]);
    } finally {
      await store.close();
    }
  }, 30_000);
});

describe('the loop', () => {
  afterEach(() => {
    stopJobLoop();
    jest.useRealTimers();
  });

  it('runs a pass every 30 seconds, never two at once, and never holds the process open', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    registerJob('test-slow', {
      retrySeconds: [10],
      maxAttempts: 1,
      run: async (ref) => {
        started.push(Number(ref.n));
        await held;
        return 'did';
      },
    });
    const first = (await enqueueJob(getDb(), 'test-slow', { n: 1 }))!;
    startJobLoop();
    startJobLoop();
    expect((globalThis as unknown as { __jobLoop: NodeJS.Timeout }).__jobLoop.hasRef()).toBe(false);

    await jest.advanceTimersByTimeAsync(30_000);
    await waitFor(() => started.length === 1);
    const second = (await enqueueJob(getDb(), 'test-slow', { n: 2 }))!;
    // The first pass still runs: the next tick starts nothing.
    await jest.advanceTimersByTimeAsync(30_000);
    expect(started).toEqual([1]);
    expect((await job(second)).status).toBe('pending');

    release();
    await waitFor(async () => (await job(first)).status === 'done');
    await jest.advanceTimersByTimeAsync(30_000);
    await waitFor(async () => (await job(second)).status === 'done');
    expect(started).toEqual([1, 2]);
  });
});

/**
 * Waits for a condition for up to 5 s of real time (the test's clock is faked): a store on a
 * database server answers over the network, not within a few turns of the event loop.
 */
async function waitFor(check: () => boolean | Promise<boolean>) {
  const deadline = jest.getRealSystemTime() + 5000;
  while (jest.getRealSystemTime() < deadline) {
    if (await check()) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('condition not met');
}

describe('drainJobs (a shutdown)', () => {
  it('waits for the job in flight to be recorded, then claims no other', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    registerJob('test-slow', {
      retrySeconds: [10],
      maxAttempts: 3,
      run: async (ref) => {
        await gate;
        runs.push(ref);
        return 'sent';
      },
    });
    const slow = await enqueue('test-slow', { n: 1 });
    const waiting = await enqueue('test-ok', { n: 2 });
    const running = runJob(slow, NOW);
    await new Promise((resolve) => setTimeout(resolve, 50));

    let drained: boolean | undefined;
    const draining = drainJobs(5000).then((result) => (drained = result));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drained).toBeUndefined(); // still sending
    release();
    expect(await draining).toBe(true);
    expect(await running).toEqual({ outcome: 'sent' });
    expect(await job(slow)).toMatchObject({ status: 'done' });

    // Draining, the process takes no further job; another instance will.
    expect(await runDueJobs(at(MINUTE))).toEqual({});
    expect(await job(waiting)).toMatchObject({ status: 'pending' });
    // server.ts finds it here once the loop has started.
    startJobLoop();
    expect((globalThis as Record<symbol, unknown>)[DRAIN_JOBS]).toBe(drainJobs);
    stopJobLoop();
  });

  it('gives up waiting after its timeout', async () => {
    registerJob('test-stuck', {
      retrySeconds: [10],
      maxAttempts: 3,
      run: () => new Promise(() => undefined),
    });
    void runJob(await enqueue('test-stuck'), NOW);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await drainJobs(200)).toBe(false);
  });
});
