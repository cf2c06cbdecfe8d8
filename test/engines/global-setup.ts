import { startPostgres, type PostgresServer } from './postgres';

/**
 * The engines suite starts its PostgreSQL server once (port ENGINES_POSTGRES_PORT, default
 * 55432) and hands its URL to every test file through the environment.
 */
export default async function globalSetup() {
  const port = Number(process.env.ENGINES_POSTGRES_PORT ?? 55432);
  const server = await startPostgres({ port });
  process.env.ENGINES_POSTGRES_URL = server.url;
  (globalThis as { __enginesPostgres?: PostgresServer }).__enginesPostgres = server;
}
