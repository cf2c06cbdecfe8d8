import type { Kysely } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import { dialectOf } from './dialect';
import { groupCommit } from './group-commit';

const row = (key: string) => ({
  key_hash: key,
  key,
  kind: 'value' as const,
  body: '{}',
  kept_at: new Date().toISOString(),
});

async function keys(): Promise<string[]> {
  const rows = await getDb().selectFrom('wordpress_last_good').select('key').execute();
  return rows.map((r) => r.key).sort();
}

/** Pushes 'commit' to `events` each time a transaction on `db` has committed. */
function recordCommits(db: Kysely<Database>, events: string[]) {
  const transaction = db.transaction.bind(db);
  return jest.spyOn(db, 'transaction').mockImplementation(() => {
    const builder = transaction();
    const execute = builder.execute.bind(builder);
    builder.execute = async (fn) => {
      const result = await execute(fn);
      events.push('commit');
      return result;
    };
    return builder;
  });
}

beforeEach(async () => {
  await getDb().deleteFrom('wordpress_last_good').execute();
  jest.restoreAllMocks();
});

describe('group commit', () => {
  it('commits writes arriving together in one transaction, answering each after it', async () => {
    const db = getDb();
    const events: string[] = [];
    const spy = recordCommits(db, events);
    // Time stands still, so that a slow machine cannot spend a SQLite group's time slice
    // (the test below covers the slice).
    jest.spyOn(performance, 'now').mockReturnValue(0);

    const names = Array.from({ length: 20 }, (_, i) => `k${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(
      names.map((name) =>
        groupCommit(db, async (trx) => {
          await trx.insertInto('wordpress_last_good').values(row(name)).execute();
          return name;
        }).then((value) => {
          events.push(`ack ${value}`);
          return value;
        }),
      ),
    );

    expect(answers).toEqual(names);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(events[0]).toBe('commit');
    expect(events).toHaveLength(21);
    expect(await keys()).toEqual(names);
  });

  it('rolls back a failing write alone and gives its caller the error', async () => {
    const db = getDb();
    const write = (name: string, fail: boolean) =>
      groupCommit(db, async (trx) => {
        await trx.insertInto('wordpress_last_good').values(row(name)).execute();
        if (fail) throw new Error(`refused ${name}`);
        return name;
      });

    const outcomes = await Promise.allSettled([
      write('a', false),
      write('b', true),
      write('c', false),
      // The same key again: a constraint error inside the group, rolled back alone.
      write('a', false),
    ]);

    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused b'));
    expect(await keys()).toEqual(['a', 'c']);
  });

  it('runs writes that arrive while a group commits in the next group', async () => {
    const db = getDb();
    const spy = jest.spyOn(db, 'transaction');
    const first = groupCommit(db, async (trx) => {
      await trx.insertInto('wordpress_last_good').values(row('first')).execute();
    });
    await first;
    await Promise.all(
      ['x', 'y'].map((name) =>
        groupCommit(db, async (trx) => {
          await trx.insertInto('wordpress_last_good').values(row(name)).execute();
        }),
      ),
    );
    expect(spy).toHaveBeenCalledTimes(2);
    expect(await keys()).toEqual(['first', 'x', 'y']);
  });

  it('lets the event loop run during a large group, answering no write before its commit', async () => {
    const db = getDb();
    const events: string[] = [];
    recordCommits(db, events);
    const names = Array.from({ length: 40 }, (_, i) => `w${String(i).padStart(2, '0')}`);
    const writes = names.map((name) =>
      groupCommit(db, async (trx) => {
        await trx.insertInto('wordpress_last_good').values(row(name)).execute();
        // Queued once the group has started (a page's next step, say): without a pause the
        // group would run all its writes before it. Queued from inside the first write, so the
        // test means the same on SQLite (synchronous) and PostgreSQL (asynchronous queries).
        if (name === names[0]) setImmediate(() => events.push('other work'));
        // Synchronous work, as SQLite's is: a millisecond each, forty in all.
        const until = performance.now() + 1;
        while (performance.now() < until);
        events.push(`run ${name}`);
      }).then(() => events.push(`ack ${name}`)),
    );
    await Promise.all(writes);

    const at = events.indexOf('other work');
    expect(at).toBeGreaterThan(events.indexOf(`run ${names[0]}`));
    expect(at).toBeLessThan(events.indexOf(`run ${names.at(-1)}`));
    // Each write is answered after a commit that follows it, and in arrival order.
    for (const name of names) {
      const commit = events.indexOf('commit', events.indexOf(`run ${name}`));
      expect(commit).toBeGreaterThan(-1);
      expect(events.indexOf(`ack ${name}`)).toBeGreaterThan(commit);
    }
    expect(events.filter((e) => e.startsWith('run '))).toEqual(names.map((n) => `run ${n}`));
    if (dialectOf(db) === 'sqlite') {
      // SQLite's queries hold the event loop: the group commits what it has run before
      // letting it go, so that no write waits for the other work, and the rest follows.
      const commits = events.filter((e) => e === 'commit').length;
      expect(commits).toBeGreaterThan(1);
      expect(events.indexOf('commit')).toBeLessThan(at);
      expect(events.indexOf(`ack ${names[0]}`)).toBeLessThan(at);
    } else {
      expect(events.filter((e) => e === 'commit')).toHaveLength(1);
    }
    expect(await keys()).toEqual(names);
  });
});
