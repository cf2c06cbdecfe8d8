/**
 * Ordered, append-only migrations. A migration is applied once, inside a transaction, and
 * recorded in schema_migrations; never edit one that has shipped, add a new one.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'page_views',
    sql: `
      CREATE TABLE page_views (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        path TEXT NOT NULL,
        referrer_host TEXT,
        cta TEXT,
        day TEXT NOT NULL
      );
      CREATE INDEX page_views_day ON page_views (day);
    `,
  },
];
