import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema';

/** The engine a Kysely instance (or transaction) talks to. */
export function dialectOf(db: Kysely<Database>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
