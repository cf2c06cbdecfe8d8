import { closeOne, getDb, openPostgresStore, type PostgresStore } from '@/lib/db';
import { enqueueJob, registerJob, runDueJobs, runJob } from '@/lib/jobs';

/**
 * Several instances sharing one PostgreSQL store: each runs its own pool, and the jobs they
 * find due must each run exactly once.
 */
const NOW = new Date('2026-03-15T12:00:00.000Z');

/** Every run of the test kind, by its job's number, and by which runner. */
const runs: { n: number; runner: string }[] = [];
registerJob('engines-count', {
  retrySeconds: [60],
  maxAttempts: 3,
  run: async (ref) => {
    runs.push({ n: Number(ref.n), runner: String(ref.runner ?? '') });
    // Let the other runner's queries in between.
    await new Promise((resolve) => setTimeout(resolve, 1));
    return 'did';
  },
});

let instances: PostgresStore[];
beforeAll(() => {
  const url = process.env.DATABASE_URL!;
  instances = [openPostgresStore(url, { max: 4 }), openPostgresStore(url, { max: 4 })];
});
afterAll(async () => {
  await Promise.all(instances.map(closeOne));
});
beforeEach(async () => {
  await getDb().deleteFrom('jobs').execute();
  runs.length = 0;
});

async function enqueue(count: number) {
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    ids.push((await enqueueJob(getDb(), 'engines-count', { n }, { runAt: NOW, now: NOW }))!);
  }
  return ids;
}

describe('job claims on PostgreSQL', () => {
  it('two runners with their own pools racing over 200 due jobs run each exactly once', async () => {
    await enqueue(200);
    const ranBy = new Map<string, number>();
    await Promise.all(
      instances.map(async (instance, i) => {
        // Each runner passes until a pass finds nothing (a pass takes at most 25).
        for (;;) {
          const counts = await runDueJobs(NOW, 25, instance.db);
          const did = counts['engines-count']?.did ?? 0;
          ranBy.set(`runner ${i}`, (ranBy.get(`runner ${i}`) ?? 0) + did);
          if (did === 0) break;
        }
      }),
    );
    const numbers = runs.map((r) => r.n).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // Both took part: the race was real.
    expect(ranBy.get('runner 0')).toBeGreaterThan(0);
    expect(ranBy.get('runner 1')).toBeGreaterThan(0);
    expect(ranBy.get('runner 0')! + ranBy.get('runner 1')!).toBe(200);
    const left = await getDb()
      .selectFrom('jobs')
      .select('id')
      .where('status', '!=', 'done')
      .execute();
    expect(left).toEqual([]);
  });

  it('passes over a job another runner holds locked instead of waiting for it', async () => {
    const [first] = await enqueue(2);
    await instances[1]!.db.transaction().execute(async (trx) => {
      await trx.selectFrom('jobs').select('id').where('id', '=', first!).forUpdate().execute();
      // Without SKIP LOCKED this pass would wait on the held row until the test timed out.
      expect(await runDueJobs(NOW, 1, instances[0]!.db)).toEqual({ 'engines-count': { did: 1 } });
    });
    expect(runs.map((r) => r.n)).toEqual([2]);
    expect(await runDueJobs(NOW, 5, instances[0]!.db)).toEqual({ 'engines-count': { did: 1 } });
    expect(runs.map((r) => r.n)).toEqual([2, 1]);
  });

  it('lets one of many runners claiming the same job by id run it', async () => {
    const [id] = await enqueue(1);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => runJob(id!, NOW, instances[i % 2]!.db)),
    );
    expect(outcomes.filter((o) => o.outcome === 'did')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'busy')).toHaveLength(11);
    expect(runs).toHaveLength(1);
  });
});
