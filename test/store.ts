import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { closeOne, openPostgresStore, openStore, type Database, type Store } from '@/lib/db';
import { createDatabase, dropDatabase, newDatabaseUrl } from './engines/databases';

/** A store of a test's own, apart from the process-wide one. */
export interface TestStore {
  store: Store;
  db: Kysely<Database>;
  /** The environment that points a script (npm run ...) at this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A fresh, empty store on the engine the suite runs on: a SQLite file in a new folder under
 * `npm test`, a new database on the suite's PostgreSQL server under `npm run test:engines`.
 */
export async function openTestStore(): Promise<TestStore> {
  if (process.env.ENGINES_POSTGRES_URL) {
    const url = newDatabaseUrl();
    await createDatabase(url);
    const store = openPostgresStore(url, { max: 4 });
    await sql`SELECT 1`.execute(store.db);
    return {
      store,
      db: store.db,
      env: { DATABASE_URL: url },
      close: async () => {
        await closeOne(store);
        await dropDatabase(url);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-store-'));
  const store = openStore(dir);
  return {
    store,
    db: store.db,
    env: { DATA_DIR: dir },
    close: async () => {
      await closeOne(store);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
