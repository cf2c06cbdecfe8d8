import type { PostgresServer } from './postgres';

export default async function globalTeardown() {
  await (globalThis as { __enginesPostgres?: PostgresServer }).__enginesPostgres?.stop();
}
