import { spawn, type ChildProcess } from 'node:child_process';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { registerSiteJobs } from '@/lib/site-jobs';
import { addConfirmedSubscribers, clearNewsletter, mailsTo } from '@/test/newsletter';
import { mailWordPress } from '@/test/newsletter-wordpress';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { notePostChanges } from './publishing';

/**
 * An issue's send in a process of its own, killed with SIGKILL while a mail is with the relay,
 * then started again: nobody receives the issue twice, and everyone else receives it once.
 */
registerSiteJobs();
const wp = mailWordPress();
const READERS = Array.from({ length: 8 }, (_, i) => `killed${i}@example.com`);
let sink: SmtpSink;

beforeAll(async () => {
  // A slow relay: each mail is held 400 ms before it is answered.
  sink = await startSmtpSink({ answerDelayMs: 400 });
  process.env.SMTP_URL = sink.url;
  process.env.NEWSLETTER_ENABLED = 'true';
  process.env.NEWSLETTER_SEND_RATE = '6000';
  resetConfigForTests();
  await clearNewsletter();
});

afterAll(async () => {
  for (const name of ['SMTP_URL', 'NEWSLETTER_ENABLED', 'NEWSLETTER_SEND_RATE']) {
    delete process.env[name];
  }
  resetConfigForTests();
  wp.restore();
  await sink.close();
});

/** The site's job runner in a process of its own, as of `at`. */
function runner(at: Date): ChildProcess {
  return spawn(
    'npx',
    ['tsx', '--conditions=react-server', 'test/run-due-jobs.ts', at.toISOString()],
    {
      env: { ...process.env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'inherit'],
      // A group of its own, so that SIGKILL reaches the runner itself, not only npx.
      detached: true,
    },
  );
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

it('killed mid-send and restarted, it mails each subscriber once', async () => {
  await addConfirmedSubscribers(READERS);
  wp.publish({ id: 9971, title: 'Killed mid-send' });
  await notePostChanges({ changes: [{ kind: 'post', action: 'publish', id: 9971 }] });
  await runDueJobs(new Date());

  // The hold is over: a runner fans the issue out and sends, and is killed while the relay
  // holds its fourth mail, taken in full but not yet answered.
  const holdEnds = new Date(Date.now() + 125 * 60_000);
  const first = runner(holdEnds);
  const firstExit = exited(first);
  const deadline = Date.now() + 30_000;
  while (sink.received < 4 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(sink.received).toBe(4);
  process.kill(-first.pid!, 'SIGKILL');
  await firstExit;
  const sentBefore = (await deliveryStatuses()).sent ?? 0;
  expect(sentBefore).toBeLessThan(READERS.length);

  // Started again a day later (the dead runner's claims are stale by then): it finishes.
  const second = runner(new Date(holdEnds.getTime() + 24 * 60 * 60_000));
  expect(await exited(second)).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 600));

  const counts = READERS.map(
    (reader) => mailsTo(sink, reader).filter((m) => m.subject === 'Killed mid-send').length,
  );
  // Nobody twice; everyone once, the one the killed runner had with the relay included.
  expect(counts).toEqual(READERS.map(() => 1));
  const statuses = await deliveryStatuses();
  // The fourth was with the relay when its sender died: recorded as interrupted, never resent.
  expect(statuses).toEqual({ sent: READERS.length - 1, interrupted: 1 });
  const issue = await getDb().selectFrom('newsletter_issues').selectAll().executeTakeFirstOrThrow();
  expect(issue.status).toBe('sent');
}, 90_000);

async function deliveryStatuses() {
  const rows = await getDb().selectFrom('newsletter_deliveries').select('status').execute();
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}
