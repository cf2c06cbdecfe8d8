import type { Generated } from 'kysely';

/**
 * Table types of the store (migrations.ts). Dates are ISO 8601 texts (UTC, milliseconds) and
 * flags 0 or 1 on both engines, so that the same queries read the same values.
 */
export interface PageViewTable {
  id: Generated<number>;
  path: string;
  referrer_host: string | null;
  cta: string | null;
  /** Calendar day (UTC, YYYY-MM-DD): enough for reporting, not a visitor's timeline. */
  day: string;
  /** The visit's campaign (lib/analytics/campaign.ts). */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** 1 when this view was the visit's landing: its `cta` is then the campaign's. */
  landing: Generated<0 | 1>;
}

/**
 * A step of the booking funnel after the landing: the screener's first answer, or a lead
 * stored. Only the visit's campaign (its landing's cta) and the day: no id of the lead, no
 * address, no cookie, no user agent.
 */
export interface FunnelEventTable {
  id: Generated<number>;
  kind: 'screener_start' | 'lead';
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  cta: string | null;
  day: string;
}

/**
 * A job (lib/jobs): its kind, `ref` (JSON ids, never a code or token), and its state: pending
 * until `next_at`, running when claimed, done (the handler's `outcome`) or failed (given up).
 * `unique_key` keeps a second job of the same key from being queued.
 */
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
  /** When first due (its run_at): lateness counts from here (null on old rows: created_at). */
  due_at: string | null;
}

/**
 * A newsletter subscriber with the evidence of their consent: when and where they asked
 * (consent_source, consent_page, consent_text, requested_at) and when and how they confirmed
 * (confirmed_at, confirmed_via). The current confirmation code is kept only as a keyed hash.
 */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Trimmed and lower-cased. */
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** 'sign-up form' or 'screener opt-in'. */
  consent_source: string;
  /** Site path the request came from. */
  consent_page: string | null;
  /** The statement shown beside the form when they asked. */
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
  /** No issue is sent before this time ("pause for a month"). */
  paused_until: string | null;
  /** Set when bounces or a complaint stopped mail to the address, with why. */
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

/**
 * A screener application, keyed by the browser's id (a retry is stored once); `obstacles` is a
 * JSON array. `forward_status`, for a lead kept here when the remote backend could not take it:
 * 'pending' while its job waits, then 'forwarded' or 'rejected' (reason in forward_error).
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
  forward_status: Generated<'none' | 'pending' | 'forwarded' | 'rejected'>;
  forward_error: string | null;
  forwarded_at: string | null;
  /** The campaign of the visit that sent the lead (lib/analytics/campaign.ts). */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing_cta: string | null;
  /** 1 when the lead fitted the fit rule (content/booking.ts) when it arrived. */
  fit: Generated<0 | 1>;
  /** As the owner records it from the links in the lead's mails. */
  status: Generated<LeadStatus>;
  status_at: string | null;
  /** Who recorded the status: the owner, or a call booked through the site (null while new). */
  status_by: 'owner' | 'booking' | null;
  /** When the calendar failed while this lead was booking, and why (the owner is told). */
  calendar_failed_at: string | null;
  calendar_error: string | null;
  /** The lead's booking, claimed by a conditional update so that a lead books once at a time. */
  booking_id: string | null;
}

/**
 * A call booked from the owner's calendar: pending while its event is written, then booked or
 * cancelled. `id` is the event's UID and file name; `sequence` is iCalendar's SEQUENCE, which
 * a move raises to claim the booking.
 */
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

/** A slot's start, claimed by one booking: the unique key that gives a slot to one booking. */
export interface BookingSlotTable {
  starts_at: string;
  booking_id: string;
  claimed_at: string;
}

/** The single-use links already used, by keyed hash of their nonce. */
export interface BookingLinkUseTable {
  nonce_hash: string;
  used_at: string;
}

export type LeadStatus = 'new' | 'booked' | 'contacted' | 'not_fit';

/** One receipt per address and (UTC) day: the first lead of the day gets it. */
export interface LeadReceiptTable {
  email: string;
  day: string;
  lead_id: string;
}

/**
 * The last good answer of each WordPress request (`answer`) and the adapter's small values
 * (`value`), served when WordPress fails; `key_hash` (SHA-256) keeps a long key out of the
 * index; `body` is JSON.
 */
export interface WordPressLastGoodTable {
  key_hash: string;
  key: string;
  kind: 'answer' | 'value';
  body: string;
  kept_at: string;
}

/**
 * A condition the owner is alerted about (lib/alerts), by key: whether it holds (`active`),
 * why (the last reason seen), since when it has held or been clear, and how many times it
 * has changed (`version`), which makes each change one conditional update.
 */
export interface AlertStateTable {
  key: string;
  active: 0 | 1;
  reason: string | null;
  since: string;
  version: number;
}

/**
 * A metric a browser reported: the route's template (never the URL), a device class and the
 * day. CLS is a score, the others milliseconds.
 */
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

/** Small facts of the sending newsletter by name (when the archive was recorded). */
export interface NewsletterStateTable {
  key: string;
  value: string;
  updated_at: string;
}

/**
 * A mail to the list: one post (`post`) or a week's posts (`digest`, one per `digest_week`).
 * Held until `send_at` unless the owner sends it now or skips it; then sending, sent, skipped,
 * or cancelled when every post in it was unpublished.
 */
export interface NewsletterIssueTable {
  id: Generated<number>;
  kind: 'post' | 'digest';
  digest_week: string | null;
  status: 'held' | 'sending' | 'sent' | 'skipped' | 'cancelled';
  send_at: string;
  /** The job that sends it at send_at, which "Send now" runs at once. */
  send_job_id: number | null;
  /** 'hold' (the window ran out), 'owner' (Send now or Skip), 'withdrawn'. */
  decided_by: string | null;
  recipients: number | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** Every post the newsletter has seen (archive, held, withdrawn, sent, skipped): none is resent. */
export interface NewsletterPostTable {
  post_id: number;
  state: 'archive' | 'held' | 'withdrawn' | 'sent' | 'skipped';
  issue_id: number | null;
  seen_at: string;
  updated_at: string;
}

/** A post in an issue, as the article pipeline rendered it (again on each edit in the hold). */
export interface NewsletterIssueItemTable {
  issue_id: number;
  post_id: number;
  topic: string;
  title: string;
  excerpt: string;
  link: string;
  image_url: string | null;
  image_alt: string | null;
  /** The post as plain text, for the text part. */
  text: string;
  published_at: string;
  rendered_at: string;
}

/** One issue to one subscriber: at most one row per pair, whoever fans out. */
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
  /** Set when the subscriber unsubscribed after this was their latest mail. */
  unsubscribed_at: string | null;
}

/** A delivery report or complaint received for a subscriber (and the mail, when known). */
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

/**
 * A request to the privacy desk (lib/privacy), with its 30-day clock (due_at): 'open' until
 * answered, 'manual' while a step the desk could not take waits for the owner. The address is
 * cleared when its owner is erased; the keyed hash stays for the hourly cap and the owner's log.
 */
export interface PrivacyRequestTable {
  id: Generated<number>;
  email: string | null;
  email_hash: string;
  kind: 'access' | 'correct' | 'withdraw' | 'erase';
  /** JSON: what was asked and done, and what is left for the owner. */
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

/**
 * An address a post had before it was renamed (`/insights/<old slug>`) and the post's address
 * now; `live` is 0 while the post is unpublished or trashed (lib/wordpress/redirects.ts).
 */
export interface PostRedirectTable {
  from_path: string;
  to_path: string;
  post_id: number;
  live: 0 | 1;
  updated_at: string;
}

/**
 * How often visitors asked for an address that does not exist, per day and referrer class
 * (lib/analytics/missing.ts): the path, never who asked or the page they came from.
 */
export interface MissingPageTable {
  day: string;
  path: string;
  referrer_class: 'search' | 'site' | 'none';
  hits: number;
}
