import type { Generated } from 'kysely';

/** Table types of the store: dates are ISO 8601 texts (UTC) and flags 0 or 1 on both engines. */
export interface PageViewTable {
  id: Generated<number>;
  path: string;
  referrer_host: string | null;
  cta: string | null;
  /** Calendar day (UTC, YYYY-MM-DD): enough for reporting, not a visitor's timeline. */
  day: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** 1 when this view was the visit's landing: its `cta` is then the campaign's. */
  landing: Generated<0 | 1>;
}

/** A funnel step after the landing (screener start, lead): campaign and day only, no id of anyone. */
export interface FunnelEventTable {
  id: Generated<number>;
  kind: 'screener_start' | 'lead';
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  cta: string | null;
  day: string;
}

/** A job: its kind, `ref` (JSON ids, never a code or token) and state; `unique_key` queues one. */
export interface JobTable {
  id: Generated<number>;
  kind: string;
  ref: string;
  unique_key: string | null;
  status: 'pending' | 'running' | 'done' | 'failed';
  outcome: string | null;
  attempts: Generated<number>;
  next_at: string;
  claimed_at: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
  /** When first due: lateness counts from here (null on old rows: created_at). */
  due_at: string | null;
}

/** A newsletter subscriber with the evidence of their consent; the code only as a keyed hash. */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  consent_source: string;
  consent_page: string | null;
  consent_text: string;
  requested_at: string;
  confirmed_at: string | null;
  confirmed_via: 'code' | 'link' | null;
  unsubscribed_at: string | null;
  code_hash: string | null;
  code_expires_at: string | null;
  code_attempts: number;
  last_mail_at: string | null;
  created_at: string;
  updated_at: string;
  paused_until: string | null;
  suppressed_at: string | null;
  suppression_reason: string | null;
}

/** Confirmation-link tokens, by keyed hash only; each one is single use. */
export interface NewsletterTokenTable {
  token_hash: string;
  subscriber_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** One row per confirmation mail asked for: the hourly per-address cap counts these. */
export interface NewsletterMailLogTable {
  id: Generated<number>;
  subscriber_id: number;
  requested_at: string;
}

/** A screener application, keyed by the browser's id; `forward_status` for the remote backend. */
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
  forward_status: Generated<'none' | 'pending' | 'forwarded' | 'rejected'>;
  forward_error: string | null;
  forwarded_at: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing_cta: string | null;
  fit: Generated<0 | 1>;
  status: Generated<LeadStatus>;
  status_at: string | null;
  status_by: 'owner' | 'booking' | null;
  calendar_failed_at: string | null;
  calendar_error: string | null;
  /** Claimed by a conditional update, so that a lead books once at a time. */
  booking_id: string | null;
}

/** A call booked from the owner's calendar; a move raises `sequence` (iCalendar's SEQUENCE). */
export interface BookingTable {
  id: string;
  lead_id: string;
  starts_at: string;
  ends_at: string;
  status: 'pending' | 'booked' | 'cancelled';
  sequence: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A slot's start, whose unique key gives the slot to one booking. */
export interface BookingSlotTable {
  starts_at: string;
  booking_id: string;
  claimed_at: string;
}

export interface BookingLinkUseTable {
  nonce_hash: string;
  used_at: string;
}

export type LeadStatus = 'new' | 'booked' | 'contacted' | 'not_fit';

/** One receipt per address and (UTC) day. */
export interface LeadReceiptTable {
  email: string;
  day: string;
  lead_id: string;
}

/** WordPress's last good answers and small values; `key_hash` keeps a long key out of the index. */
export interface WordPressLastGoodTable {
  key_hash: string;
  key: string;
  kind: 'answer' | 'value';
  body: string;
  kept_at: string;
}

/** An alert condition by key; `version` makes each change one conditional update. */
export interface AlertStateTable {
  key: string;
  active: 0 | 1;
  reason: string | null;
  since: string;
  version: number;
}

/** A metric a browser reported: route template (never the URL), device class, day. */
export interface WebVitalTable {
  id: Generated<number>;
  day: string;
  route: string;
  device: 'mobile' | 'tablet' | 'desktop';
  metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  value: number;
}

/** A subscriber's choice for one topic; a topic without a row has its default. */
export interface NewsletterTopicTable {
  subscriber_id: number;
  topic: string;
  subscribed: 0 | 1;
  updated_at: string;
}

export interface NewsletterStateTable {
  key: string;
  value: string;
  updated_at: string;
}

/** A mail to the list: one post or a week's digest, held until `send_at` unless decided. */
export interface NewsletterIssueTable {
  id: Generated<number>;
  kind: 'post' | 'digest';
  digest_week: string | null;
  status: 'held' | 'sending' | 'sent' | 'skipped' | 'cancelled';
  send_at: string;
  send_job_id: number | null;
  decided_by: string | null;
  recipients: number | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

export interface NewsletterPostTable {
  post_id: number;
  state: 'archive' | 'held' | 'withdrawn' | 'sent' | 'skipped';
  issue_id: number | null;
  seen_at: string;
  updated_at: string;
}

export interface NewsletterIssueItemTable {
  issue_id: number;
  post_id: number;
  topic: string;
  title: string;
  excerpt: string;
  link: string;
  image_url: string | null;
  image_alt: string | null;
  text: string;
  published_at: string;
  rendered_at: string;
}

/** One issue to one subscriber: at most one row per pair. */
export interface NewsletterDeliveryTable {
  id: Generated<number>;
  issue_id: number;
  subscriber_id: number;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled' | 'interrupted';
  attempts: Generated<number>;
  message_id: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  unsubscribed_at: string | null;
}

export interface NewsletterBounceTable {
  id: Generated<number>;
  subscriber_id: number;
  delivery_id: number | null;
  kind: 'hard' | 'soft' | 'complaint';
  status_code: string | null;
  diagnostic: string | null;
  received_at: string;
}

export interface Database {
  page_views: PageViewTable;
  funnel_events: FunnelEventTable;
  jobs: JobTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  newsletter_tokens: NewsletterTokenTable;
  newsletter_mail_log: NewsletterMailLogTable;
  newsletter_topics: NewsletterTopicTable;
  newsletter_state: NewsletterStateTable;
  newsletter_issues: NewsletterIssueTable;
  newsletter_posts: NewsletterPostTable;
  newsletter_issue_items: NewsletterIssueItemTable;
  newsletter_deliveries: NewsletterDeliveryTable;
  newsletter_bounces: NewsletterBounceTable;
  leads: LeadTable;
  wordpress_last_good: WordPressLastGoodTable;
  alert_states: AlertStateTable;
  web_vitals: WebVitalTable;
  lead_receipts: LeadReceiptTable;
  bookings: BookingTable;
  booking_slots: BookingSlotTable;
  booking_link_uses: BookingLinkUseTable;
  post_redirects: PostRedirectTable;
  missing_pages: MissingPageTable;
  privacy_requests: PrivacyRequestTable;
  privacy_tombstones: PrivacyTombstoneTable;
}

/** A privacy request with its 30-day clock; the address is cleared on erasure, its hash stays. */
export interface PrivacyRequestTable {
  id: Generated<number>;
  email: string | null;
  email_hash: string;
  kind: 'access' | 'correct' | 'withdraw' | 'erase';
  detail: string | null;
  status: 'open' | 'done' | 'manual';
  created_at: string;
  due_at: string;
  done_at: string | null;
  reminded_at: string | null;
}

/** Proof of an erasure: the address's keyed hash, the date and the scope, nothing else. */
export interface PrivacyTombstoneTable {
  id: Generated<number>;
  email_hash: string;
  erased_at: string;
  scope: string;
}

/** An old article address and where its post is now; `live` is 0 while unpublished. */
export interface PostRedirectTable {
  from_path: string;
  to_path: string;
  post_id: number;
  live: 0 | 1;
  updated_at: string;
}

/** Requests for missing addresses per day and referrer class: the path, never who asked. */
export interface MissingPageTable {
  day: string;
  path: string;
  referrer_class: 'search' | 'site' | 'none';
  hits: number;
}
