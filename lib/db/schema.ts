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

/**
 * Mail waiting to be sent. `ref` holds what the mail is about (ids, never codes or tokens);
 * the message is rendered when it is sent, so no secret waits in the queue in clear.
 */
export interface MailQueueTable {
  id: Generated<number>;
  kind: string;
  ref: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  next_attempt_at: string;
  claimed_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface Database {
  page_views: PageViewTable;
  mail_queue: MailQueueTable;
}
