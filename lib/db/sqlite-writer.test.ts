import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { closeOne, openStore, type SqliteStore } from '@/lib/db';
import { openSqliteWriter } from './sqlite-writer';

let dir: string;
let store: SqliteStore;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-writer-'));
  store = openStore(dir);
  store.writer = openSqliteWriter(store.file);
});

afterAll(async () => {
  await closeOne(store);
  fs.rmSync(dir, { recursive: true, force: true });
});

const row = (key: string) => ({
  key_hash: key,
  key,
  kind: 'value' as const,
  body: '{}',
  kept_at: new Date().toISOString(),
});

describe('the SQLite writer on its worker thread', () => {
  it('commits what the main connection then reads, and reports errors with their code', async () => {
    const writer = store.writer!;
    await writer.transaction().execute(async (trx) => {
      await trx.insertInto('wordpress_last_good').values(row('w1')).execute();
      const read = await trx.selectFrom('wordpress_last_good').select('key').execute();
      expect(read).toEqual([{ key: 'w1' }]);
    });
    const seen = await store.db.selectFrom('wordpress_last_good').select('key').execute();
    expect(seen).toEqual([{ key: 'w1' }]);

    const failure = await writer
      .insertInto('wordpress_last_good')
      .values(row('w1'))
      .execute()
      .then(
        () => null,
        (error: Error & { code?: string }) => error,
      );
    expect(failure?.code).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
  });

  it('leaves the event loop free while a statement runs', async () => {
    // On the main thread the timer could not fire at all until the statement ended.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      const started = performance.now();
      // Long, CPU-bound work inside SQLite.
      await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000)
        SELECT COUNT(*) AS c FROM n`.execute(store.writer!);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThan(20);
      expect(ticks).toBeGreaterThanOrEqual(3);
    } finally {
      clearInterval(timer);
    }
  }, 60_000);
});
