/**
 * Ordered, append-only migrations of the SQLite store. A migration is applied once, inside a
 * transaction, and recorded in schema_migrations; never edit one that has shipped, add a new
 * one. Every migration from 30 on has a twin with the same id in migrations-postgres.ts, and
 * a test of the engines suite checks that both give the same tables, columns and indexes.
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
  {
    id: 20,
    name: 'newsletter',
    sql: `
      CREATE TABLE newsletter_subscribers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        consent_source TEXT NOT NULL,
        consent_page TEXT,
        consent_text TEXT NOT NULL,
        requested_at TEXT NOT NULL,
        confirmed_at TEXT,
        confirmed_via TEXT CHECK (confirmed_via IN ('code', 'link')),
        unsubscribed_at TEXT,
        code_hash TEXT,
        code_expires_at TEXT,
        code_attempts INTEGER NOT NULL DEFAULT 0,
        last_mail_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX newsletter_subscribers_status ON newsletter_subscribers (status, requested_at);

      CREATE TABLE newsletter_tokens (
        token_hash TEXT PRIMARY KEY,
        subscriber_id INTEGER NOT NULL
          REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL,
        used_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX newsletter_tokens_subscriber ON newsletter_tokens (subscriber_id);

      CREATE TABLE newsletter_mail_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        subscriber_id INTEGER NOT NULL
          REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
        requested_at TEXT NOT NULL
      );
      CREATE INDEX newsletter_mail_log_subscriber ON newsletter_mail_log (subscriber_id, requested_at);
    `,
  },
  {
    id: 10,
    name: 'leads',
    sql: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        business_type TEXT NOT NULL CHECK (business_type IN ('existing_business', 'new_venture')),
        annual_revenue TEXT NOT NULL,
        revenue_tracking_percentage INTEGER
          CHECK (revenue_tracking_percentage BETWEEN -25 AND 25),
        product_stage TEXT,
        obstacles TEXT NOT NULL,
        other_obstacle TEXT,
        risk_level TEXT NOT NULL,
        customer_understanding TEXT NOT NULL,
        full_name TEXT NOT NULL,
        website_url TEXT NOT NULL,
        email TEXT NOT NULL,
        newsletter_opt_in INTEGER NOT NULL CHECK (newsletter_opt_in IN (0, 1)),
        cta_source TEXT,
        page_referrer TEXT,
        created_at TEXT NOT NULL,
        forward_status TEXT NOT NULL DEFAULT 'none'
          CHECK (forward_status IN ('none', 'pending', 'forwarding', 'forwarded', 'rejected')),
        forward_attempts INTEGER NOT NULL DEFAULT 0,
        forward_next_at TEXT,
        forward_claimed_at TEXT,
        forward_error TEXT,
        forwarded_at TEXT
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE INDEX leads_forward_due ON leads (forward_status, forward_next_at);
    `,
  },
  {
    id: 11,
    name: 'newsletter_opt_in_queue',
    sql: `
      CREATE TABLE newsletter_opt_in_queue (
        lead_id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        page TEXT,
        consent_text TEXT NOT NULL,
        created_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_at TEXT NOT NULL,
        claimed_at TEXT
      );
      CREATE INDEX newsletter_opt_in_queue_due ON newsletter_opt_in_queue (next_at);
    `,
  },
  {
    id: 30,
    name: 'jobs',
    // One table for every kind of job, so that one claim and retry rule serves them all. The
    // work waiting in the three earlier queues (mail, leads kept for forwarding, screener
    // opt-ins) is carried over with its attempts, due time and claim, then their tables and
    // columns go. A lead keeps forward_status (none, pending, forwarded, rejected) as its own.
    sql: `
      CREATE TABLE jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        ref TEXT NOT NULL,
        unique_key TEXT UNIQUE,
        status TEXT NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'running', 'done', 'failed')),
        outcome TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_at TEXT NOT NULL,
        claimed_at TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL,
        finished_at TEXT
      );
      CREATE INDEX jobs_due ON jobs (status, next_at);

      INSERT INTO jobs (kind, ref, status, outcome, attempts, next_at, claimed_at, last_error,
          created_at, finished_at)
        SELECT kind, ref,
          CASE status WHEN 'sending' THEN 'running' WHEN 'sent' THEN 'done'
            WHEN 'skipped' THEN 'done' ELSE status END,
          CASE status WHEN 'sent' THEN 'sent' WHEN 'skipped' THEN 'skipped' END,
          attempts, next_attempt_at, claimed_at, last_error, created_at, sent_at
        FROM mail_queue ORDER BY id;

      INSERT INTO jobs (kind, ref, status, attempts, next_at, claimed_at, last_error, created_at)
        SELECT 'lead-forward', json_object('leadId', id),
          CASE forward_status WHEN 'forwarding' THEN 'running' ELSE 'pending' END,
          forward_attempts, COALESCE(forward_next_at, created_at), forward_claimed_at,
          forward_error, created_at
        FROM leads WHERE forward_status IN ('pending', 'forwarding') ORDER BY created_at, rowid;
      UPDATE leads SET forward_error = NULL WHERE forward_status IN ('pending', 'forwarding');
      UPDATE leads SET forward_status = 'pending' WHERE forward_status = 'forwarding';

      INSERT INTO jobs (kind, ref, unique_key, status, attempts, next_at, claimed_at, created_at)
        SELECT 'newsletter-opt-in',
          json_object('leadId', lead_id, 'email', email, 'page', page,
            'consentText', consent_text),
          'newsletter-opt-in:' || lead_id,
          CASE WHEN claimed_at IS NULL THEN 'pending' ELSE 'running' END,
          attempts, next_at, claimed_at, created_at
        FROM newsletter_opt_in_queue ORDER BY created_at, rowid;

      DROP TABLE mail_queue;
      DROP TABLE newsletter_opt_in_queue;
      DROP INDEX leads_forward_due;
      ALTER TABLE leads DROP COLUMN forward_attempts;
      ALTER TABLE leads DROP COLUMN forward_next_at;
      ALTER TABLE leads DROP COLUMN forward_claimed_at;
    `,
  },
  {
    id: 40,
    name: 'wordpress_last_good',
    // The last good copy of WordPress's answers lives in the store, so that a store on a
    // database server leaves nothing to keep on a local disk.
    sql: `
      CREATE TABLE wordpress_last_good (
        key_hash TEXT NOT NULL PRIMARY KEY,
        key TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('answer', 'value')),
        body TEXT NOT NULL,
        kept_at TEXT NOT NULL
      );
      CREATE INDEX wordpress_last_good_kept ON wordpress_last_good (kind, kept_at);
    `,
  },
  {
    id: 50,
    name: 'campaign_attribution',
    // The campaign of a visit (UTM tags and the landing's cta) on its page views, a flag on the
    // page view that was the visit's landing, the funnel's other steps (screener started, lead
    // stored) by day with the same campaign and nothing about the visitor, and the campaign on
    // the lead itself.
    sql: `
      ALTER TABLE page_views ADD COLUMN utm_source TEXT;
      ALTER TABLE page_views ADD COLUMN utm_medium TEXT;
      ALTER TABLE page_views ADD COLUMN utm_campaign TEXT;
      ALTER TABLE page_views ADD COLUMN landing INTEGER NOT NULL DEFAULT 0
        CHECK (landing IN (0, 1));
      CREATE INDEX page_views_landing ON page_views (landing, day);

      CREATE TABLE funnel_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('screener_start', 'lead')),
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        cta TEXT,
        day TEXT NOT NULL
      );
      CREATE INDEX funnel_events_day ON funnel_events (day);

      ALTER TABLE leads ADD COLUMN utm_source TEXT;
      ALTER TABLE leads ADD COLUMN utm_medium TEXT;
      ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
      ALTER TABLE leads ADD COLUMN landing_cta TEXT;
    `,
  },
  {
    id: 60,
    name: 'lead receipts',
    // After the form: whether a lead fitted the fit rule when it arrived, and the receipts
    // sent, one per address and (UTC) day, so that the form cannot mail strangers in bulk.
    sql: `
      ALTER TABLE leads ADD COLUMN fit INTEGER NOT NULL DEFAULT 0 CHECK (fit IN (0, 1));

      CREATE TABLE lead_receipts (
        email TEXT NOT NULL,
        day TEXT NOT NULL,
        lead_id TEXT NOT NULL,
        PRIMARY KEY (email, day)
      );
    `,
  },
  {
    id: 61,
    name: 'lead status',
    // The lead's status as the owner records it from the links in its mails (new until then).
    sql: `
      ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'booked', 'contacted', 'not_fit'));
      ALTER TABLE leads ADD COLUMN status_at TEXT;
    `,
  },
  {
    id: 62,
    name: 'bookings',
    // Calls booked from the owner's calendar: on the lead, a calendar failure seen while it
    // booked and the one booking it holds (set by a conditional update); the bookings; the
    // claims on slot starts (the unique key that gives a slot to one booking, on either
    // engine, before the calendar is written); the single-use links already used.
    sql: `
      ALTER TABLE leads ADD COLUMN calendar_failed_at TEXT;
      ALTER TABLE leads ADD COLUMN calendar_error TEXT;
      ALTER TABLE leads ADD COLUMN booking_id TEXT;

      CREATE TABLE bookings (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL,
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'booked', 'cancelled')),
        sequence INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX bookings_lead ON bookings (lead_id);

      CREATE TABLE booking_slots (
        starts_at TEXT PRIMARY KEY,
        booking_id TEXT NOT NULL,
        claimed_at TEXT NOT NULL
      );
      CREATE INDEX booking_slots_booking ON booking_slots (booking_id);

      CREATE TABLE booking_link_uses (
        nonce_hash TEXT PRIMARY KEY,
        used_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 70,
    name: 'newsletter_sending',
    // The newsletter that sends: each subscriber's topics, pause and suppression; the posts
    // the feature has seen (the archive recorded when it was switched on included), the issues
    // prepared from them with their items, one delivery per issue and subscriber (the unique
    // key keeps a second one from being queued, whichever instance fans out), and the bounce
    // and complaint reports received.
    sql: `
      ALTER TABLE newsletter_subscribers ADD COLUMN paused_until TEXT;
      ALTER TABLE newsletter_subscribers ADD COLUMN suppressed_at TEXT;
      ALTER TABLE newsletter_subscribers ADD COLUMN suppression_reason TEXT;

      CREATE TABLE newsletter_topics (
        subscriber_id INTEGER NOT NULL
          REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
        topic TEXT NOT NULL,
        subscribed INTEGER NOT NULL CHECK (subscribed IN (0, 1)),
        updated_at TEXT NOT NULL,
        PRIMARY KEY (subscriber_id, topic)
      );

      CREATE TABLE newsletter_state (
        key TEXT NOT NULL PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE newsletter_issues (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('post', 'digest')),
        digest_week TEXT UNIQUE,
        status TEXT NOT NULL
          CHECK (status IN ('held', 'sending', 'sent', 'skipped', 'cancelled')),
        send_at TEXT NOT NULL,
        send_job_id INTEGER,
        decided_by TEXT,
        recipients INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX newsletter_issues_status ON newsletter_issues (status, send_at);

      CREATE TABLE newsletter_posts (
        post_id INTEGER NOT NULL PRIMARY KEY,
        state TEXT NOT NULL
          CHECK (state IN ('archive', 'held', 'withdrawn', 'sent', 'skipped')),
        issue_id INTEGER REFERENCES newsletter_issues (id) ON DELETE SET NULL,
        seen_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE newsletter_issue_items (
        issue_id INTEGER NOT NULL REFERENCES newsletter_issues (id) ON DELETE CASCADE,
        post_id INTEGER NOT NULL UNIQUE,
        topic TEXT NOT NULL,
        title TEXT NOT NULL,
        excerpt TEXT NOT NULL,
        link TEXT NOT NULL,
        image_url TEXT,
        image_alt TEXT,
        text TEXT NOT NULL,
        published_at TEXT NOT NULL,
        rendered_at TEXT NOT NULL,
        PRIMARY KEY (issue_id, post_id)
      );

      CREATE TABLE newsletter_deliveries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        issue_id INTEGER NOT NULL REFERENCES newsletter_issues (id) ON DELETE CASCADE,
        subscriber_id INTEGER NOT NULL
          REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
        status TEXT NOT NULL
          CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'cancelled', 'interrupted')),
        attempts INTEGER NOT NULL DEFAULT 0,
        message_id TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        unsubscribed_at TEXT,
        UNIQUE (issue_id, subscriber_id)
      );
      CREATE INDEX newsletter_deliveries_subscriber ON newsletter_deliveries (subscriber_id, sent_at);

      CREATE TABLE newsletter_bounces (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        subscriber_id INTEGER NOT NULL
          REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
        delivery_id INTEGER REFERENCES newsletter_deliveries (id) ON DELETE SET NULL,
        kind TEXT NOT NULL CHECK (kind IN ('hard', 'soft', 'complaint')),
        status_code TEXT,
        diagnostic TEXT,
        received_at TEXT NOT NULL
      );
      CREATE INDEX newsletter_bounces_subscriber ON newsletter_bounces (subscriber_id, kind, received_at);
      CREATE INDEX newsletter_bounces_delivery ON newsletter_bounces (delivery_id);
    `,
  },
  {
    id: 90,
    name: 'alerts',
    // The owner's alerts: one row per watched condition (mail late, jobs given up, leads
    // waiting for the remote backend, mail with no way out, a route slow in the field), whether
    // it holds and since when, and how many times it has changed; a change is made by one
    // conditional update, so that one alert goes out per change whichever instance or restart
    // sees it. A job's due_at is when it was first due (its first run_at): a mail queued for
    // later is late from then, not from when it was queued. Jobs queued before this migration
    // take the best value there is.
    sql: `
      CREATE TABLE alert_states (
        key TEXT PRIMARY KEY,
        active INTEGER NOT NULL DEFAULT 0 CHECK (active IN (0, 1)),
        reason TEXT,
        since TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 0
      );

      ALTER TABLE jobs ADD COLUMN due_at TEXT;
      UPDATE jobs SET due_at = CASE WHEN attempts = 0 AND next_at > created_at THEN next_at
        ELSE created_at END;
    `,
  },
  {
    id: 91,
    name: 'web_vitals',
    // Field speed: one row per metric a visitor's browser reported, with the route's template,
    // a device class and the day; nothing that identifies the visitor or the page's URL.
    sql: `
      CREATE TABLE web_vitals (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        day TEXT NOT NULL,
        route TEXT NOT NULL,
        device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
        metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
        value DOUBLE PRECISION NOT NULL
      );
      CREATE INDEX web_vitals_day ON web_vitals (day, route);
    `,
  },
  {
    id: 94,
    name: 'lead status source',
    // Who recorded a lead's status: the owner (from the links in its mails) or a call booked
    // through the site. A booking never overwrites what the owner recorded, and a cancel takes
    // back only the status its booking set. Before this, a booked lead holding a booking is
    // taken as the site's doing, and any other status as the owner's.
    sql: `
      ALTER TABLE leads ADD COLUMN status_by TEXT CHECK (status_by IN ('owner', 'booking'));
      UPDATE leads SET status_by = CASE
        WHEN status = 'booked' AND booking_id IS NOT NULL THEN 'booking'
        WHEN status <> 'new' THEN 'owner'
      END;
    `,
  },
  {
    id: 390,
    name: 'post redirects',
    // Where a renamed post went: one row per address a post had before (its old /insights/
    // path), recorded from the WordPress webhook, so that old addresses keep redirecting while
    // WordPress is down, after a redirect plugin is removed, or on another WordPress. `to_path`
    // is always the post's current address (one hop), `live` is 0 while the post is not
    // published. A path that a published post holds again has no row.
    sql: `
      CREATE TABLE post_redirects (
        from_path TEXT PRIMARY KEY,
        to_path TEXT NOT NULL,
        post_id INTEGER NOT NULL,
        live INTEGER NOT NULL DEFAULT 1 CHECK (live IN (0, 1)),
        updated_at TEXT NOT NULL
      );
      CREATE INDEX post_redirects_post ON post_redirects (post_id);
    `,
  },
  {
    id: 391,
    name: 'missing pages',
    // Addresses visitors asked for that do not exist, counted per day and referrer class
    // (search engine, other site, none): the path only, never a person's address or the full
    // referrer. For the owner's weekly report.
    sql: `
      CREATE TABLE missing_pages (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        referrer_class TEXT NOT NULL CHECK (referrer_class IN ('search', 'site', 'none')),
        hits INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (day, path, referrer_class)
      );
    `,
  },
];
