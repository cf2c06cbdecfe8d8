import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The engine a Kysely instance talks to, read from its parameter style ($1 or ?), not its class:
 * each server bundle may carry its own copy of Kysely.
 */
export function dialectOf(db: Kysely<Database>): 'sqlite' | 'postgres' {
  const { sql } = db.selectNoFrom((eb) => eb.val(1).as('one')).compile();
  return sql.includes('$1') ? 'postgres' : 'sqlite';
}
