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
  {
    id: 2,
    name: 'mail_queue',
    sql: `
      CREATE TABLE mail_queue (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        ref TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        claimed_at TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX mail_queue_due ON mail_queue (status, next_attempt_at);
    `,
  },
];
