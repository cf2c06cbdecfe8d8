import type { Generated } from 'kysely';

/** Table types of the embedded store. Each table is created by a migration in migrations.ts. */
export interface PageViewTable {
  id: Generated<number>;
  path: string;
  referrer_host: string | null;
  cta: string | null;
  /** Calendar day (UTC, YYYY-MM-DD): enough for reporting, not a visitor's timeline. */
  day: string;
}

export interface Database {
  page_views: PageViewTable;
}
