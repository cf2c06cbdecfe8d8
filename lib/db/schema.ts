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

/**
 * A lead application from the screener (SPEC.md section 3), keyed by the id the browser
 * generated, so a retried submission is stored once. `obstacles` is a JSON array of labels.
 * The forward_* columns are used only in functions mode, for a lead kept here because the
 * remote backend could not be reached: 'pending' until it is forwarded.
 */
export interface LeadTable {
  id: string;
  business_type: 'existing_business' | 'new_venture';
  annual_revenue: string;
  revenue_tracking_percentage: number | null;
  product_stage: string | null;
  obstacles: string;
  other_obstacle: string | null;
  risk_level: string;
  customer_understanding: string;
  full_name: string;
  website_url: string;
  email: string;
  newsletter_opt_in: 0 | 1;
  cta_source: string | null;
  page_referrer: string | null;
  created_at: string;
  forward_status: Generated<'none' | 'pending' | 'forwarding' | 'forwarded' | 'rejected'>;
  forward_attempts: Generated<number>;
  forward_next_at: string | null;
  forward_claimed_at: string | null;
  forward_error: string | null;
  forwarded_at: string | null;
}

export interface Database {
  page_views: PageViewTable;
  mail_queue: MailQueueTable;
  leads: LeadTable;
}
