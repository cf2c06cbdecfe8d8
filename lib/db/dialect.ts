import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The engine a Kysely instance (or transaction) talks to, read from how it writes a query
 * parameter ($1 on PostgreSQL, ? on SQLite) rather than from its adapter's class: the server's
 * bundles may each carry their own copy of Kysely, and a store opened in one is used in others.
 */
export function dialectOf(db: Kysely<Database>): 'sqlite' | 'postgres' {
  const { sql } = db.selectNoFrom((eb) => eb.val(1).as('one')).compile();
  return sql.includes('$1') ? 'postgres' : 'sqlite';
}
