import crypto from 'node:crypto';
import { Client } from 'pg';

/**
 * Databases on the engines suite's PostgreSQL server: each test file (and each test that
 * wants a store of its own) gets a new, empty one, so files never see each other's rows.
 */

/** The server the suite's global set-up started (its `postgres` database). */
export function serverUrl(): string {
  const url = process.env.ENGINES_POSTGRES_URL;
  if (!url) throw new Error('ENGINES_POSTGRES_URL is not set: run npm run test:engines');
  return url;
}

/** A fresh database name and its URL on the suite's server; createDatabase() makes it. */
export function newDatabaseUrl(): string {
  const url = new URL(serverUrl());
  url.pathname = `/site_test_${crypto.randomBytes(6).toString('hex')}`;
  return url.toString();
}

async function onServer(run: (client: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

const nameOf = (url: string) => new URL(url).pathname.slice(1);

export async function createDatabase(url: string): Promise<void> {
  await onServer((client) => client.query(`CREATE DATABASE "${nameOf(url)}"`));
}

export async function dropDatabase(url: string): Promise<void> {
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${nameOf(url)}" WITH (FORCE)`));
}
