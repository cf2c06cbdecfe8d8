import { CompiledQuery, type Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in a savepoint of `trx`, rolled back when it throws. The statements are compiled
 * once per name (a group commit runs two per write).
 */
export async function inSavepoint<T>(
  trx: Transaction<Database>,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const { set, release, rollback } = statementsFor(name);
  await trx.executeQuery(set);
  let value: T;
  try {
    value = await work();
  } catch (error) {
    await trx.executeQuery(rollback);
    await trx.executeQuery(release);
    throw error;
  }
  await trx.executeQuery(release);
  return value;
}

const compiled = new Map<string, Record<'set' | 'release' | 'rollback', CompiledQuery>>();

function statementsFor(name: string) {
  let statements = compiled.get(name);
  if (!statements) {
    // The name is written into the SQL: only a plain identifier is taken.
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a savepoint name: ${name}`);
    statements = {
      set: CompiledQuery.raw(`SAVEPOINT ${name}`),
      release: CompiledQuery.raw(`RELEASE SAVEPOINT ${name}`),
      rollback: CompiledQuery.raw(`ROLLBACK TO SAVEPOINT ${name}`),
    };
    compiled.set(name, statements);
  }
  return statements;
}
