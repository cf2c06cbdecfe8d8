import { resetConfigForTests } from '@/lib/config';
import { closeOne, getDb, openPostgresStore, type PostgresStore } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { notePostChanges } from '@/lib/newsletter/issues';
import { registerSiteJobs } from '@/lib/site-jobs';
import { addConfirmedSubscribers, mailsTo, newsletterSink } from '@/test/newsletter';
import { mailWordPress } from '@/test/newsletter-wordpress';

/**
 * Two instances of the site on one PostgreSQL store, each with its own pool, both running the
 * jobs queue when an issue's hold ends: every subscriber gets the issue exactly once.
 */
registerSiteJobs();
const sink = newsletterSink();
const wp = mailWordPress();
const READERS = Array.from({ length: 40 }, (_, i) => `reader${i}@example.com`);

let instances: PostgresStore[];
beforeAll(() => {
  process.env.NEWSLETTER_ENABLED = 'true';
  // As fast as allowed, so that both instances find deliveries due at once.
  process.env.NEWSLETTER_SEND_RATE = '6000';
  resetConfigForTests();
  const url = process.env.DATABASE_URL!;
  instances = [openPostgresStore(url, { max: 4 }), openPostgresStore(url, { max: 4 })];
});
afterAll(async () => {
  delete process.env.NEWSLETTER_ENABLED;
  delete process.env.NEWSLETTER_SEND_RATE;
  resetConfigForTests();
  wp.restore();
  await Promise.all(instances.map(closeOne));
});

it('two instances sending one issue together mail each subscriber exactly once', async () => {
  await addConfirmedSubscribers(READERS);
  wp.publish({ id: 9901, title: 'Sent by two instances' });
  await notePostChanges({ changes: [{ kind: 'post', action: 'publish', id: 9901 }] });
  await runDueJobs(new Date());

  const holdEnds = Date.now() + 125 * 60_000;
  const ranBy = [0, 0];
  /** Both instances run the jobs due at `at` until a pass finds none. */
  const race = (at: Date) =>
    Promise.all(
      instances.map(async (instance, i) => {
        for (;;) {
          const counts = await runDueJobs(at, 5, instance.db);
          const ran = Object.values(counts).reduce(
            (sum, outcomes) => sum + Object.values(outcomes).reduce((a, b) => a + b, 0),
            0,
          );
          ranBy[i]! += ran;
          if (ran === 0) break;
        }
      }),
    );
  // The hold ends: both race for the issue's send job (one fans it out), then for its
  // deliveries, spaced a few milliseconds apart at this rate.
  await race(new Date(holdEnds));
  await race(new Date(holdEnds + 60_000));

  await sink.waitFor(() => sink.messages.length >= READERS.length + 1, 10_000).catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 300));
  const counts = READERS.map(
    (reader) => mailsTo(sink, reader).filter((m) => m.subject === 'Sent by two instances').length,
  );
  expect(counts).toEqual(READERS.map(() => 1));
  // Both instances took part: the race was real.
  expect(ranBy[0]).toBeGreaterThan(0);
  expect(ranBy[1]).toBeGreaterThan(0);
  const deliveries = await getDb().selectFrom('newsletter_deliveries').select('status').execute();
  expect(deliveries.map((d) => d.status)).toEqual(READERS.map(() => 'sent'));
  const issue = await getDb().selectFrom('newsletter_issues').selectAll().executeTakeFirstOrThrow();
  expect(issue).toMatchObject({ status: 'sent', recipients: READERS.length });
}, 60_000);
