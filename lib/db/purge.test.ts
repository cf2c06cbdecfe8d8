import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore, type Store } from '@/lib/db';
import { purgeData } from './purge';

let dir: string;
let store: Store;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purge-'));
  store = openStore(dir);
});
afterEach(async () => {
  await store.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const NOW = new Date('2026-03-15T12:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

function addSubscriber(email: string, status: string, requestedAt: string) {
  const info = store.sqlite
    .prepare(
      `INSERT INTO newsletter_subscribers
        (email, status, consent_source, consent_text, requested_at, code_attempts, created_at, updated_at)
       VALUES (?, ?, 'sign-up form', 'text', ?, 0, ?, ?)`,
    )
    .run(email, status, requestedAt, requestedAt, requestedAt);
  return Number(info.lastInsertRowid);
}

const emails = () =>
  (
    store.sqlite.prepare('SELECT email FROM newsletter_subscribers ORDER BY email').all() as {
      email: string;
    }[]
  ).map((r) => r.email);

describe('purgeData', () => {
  it('removes sign-ups left unconfirmed for more than 30 days, and unsubscribed addresses', () => {
    const old = addSubscriber('old-pending@example.com', 'pending', daysAgo(31));
    addSubscriber('new-pending@example.com', 'pending', daysAgo(29));
    addSubscriber('old-confirmed@example.com', 'confirmed', daysAgo(400));
    addSubscriber('gone@example.com', 'unsubscribed', daysAgo(2));
    store.sqlite
      .prepare(
        `INSERT INTO newsletter_tokens (token_hash, subscriber_id, expires_at, created_at) VALUES ('h', ?, ?, ?)`,
      )
      .run(old, daysAgo(30), daysAgo(31));

    const counts = purgeData(store.sqlite, NOW);
    expect(counts).toMatchObject({ pendingSubscribers: 1, unsubscribedSubscribers: 1, leads: 0 });
    expect(emails()).toEqual(['new-pending@example.com', 'old-confirmed@example.com']);
    expect(store.sqlite.prepare('SELECT count(*) AS n FROM newsletter_tokens').get()).toEqual({
      n: 0,
    });
  });

  it('removes screener opt-ins still waiting for the backend after 30 days', () => {
    const queue = store.sqlite.prepare(
      `INSERT INTO jobs (kind, ref, status, next_at, created_at)
       VALUES ('newsletter-opt-in', json_object('leadId', ?, 'email', ?, 'consentText', 'text'),
         'pending', ?, ?)`,
    );
    queue.run('old-lead', 'old@example.com', daysAgo(1), daysAgo(31));
    queue.run('new-lead', 'new@example.com', daysAgo(1), daysAgo(29));
    expect(purgeData(store.sqlite, NOW)).toMatchObject({ queuedOptIns: 1 });
    expect(
      store.sqlite.prepare(`SELECT json_extract(ref, '$.leadId') AS lead_id FROM jobs`).all(),
    ).toEqual([{ lead_id: 'new-lead' }]);
  });

  it('does nothing to leads when there is no leads table', () => {
    store.sqlite.exec('DROP TABLE leads');
    expect(purgeData(store.sqlite, NOW).leads).toBe(0);
  });

  it('removes leads 24 months after the last contact from the store’s leads table', () => {
    const insert = store.sqlite.prepare(
      `INSERT INTO leads (id, business_type, annual_revenue, obstacles, risk_level, customer_understanding,
         full_name, website_url, email, newsletter_opt_in, created_at)
       VALUES (?, 'new_venture', 'pre_revenue', '[]', 'low_risk', 'no_research', 'A Person',
         'https://firm.co', ?, 0, ?)`,
    );
    insert.run('a', 'old@firm.co', '2024-03-14T12:00:00.000Z'); // 24 months and a day
    insert.run('b', 'edge@firm.co', '2024-03-15T12:00:01.000Z'); // just inside
    insert.run('c', 'new@firm.co', '2025-12-01T00:00:00.000Z');
    expect(purgeData(store.sqlite, NOW).leads).toBe(1);
    expect(store.sqlite.prepare('SELECT id FROM leads ORDER BY id').all()).toEqual([
      { id: 'b' },
      { id: 'c' },
    ]);
  });

  it('counts a later contact when the leads table records one', () => {
    store.sqlite.exec('DROP TABLE leads');
    store.sqlite.exec(
      `CREATE TABLE leads (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, last_contact_at TEXT)`,
    );
    const insert = store.sqlite.prepare(
      `INSERT INTO leads (id, created_at, last_contact_at) VALUES (?, ?, ?)`,
    );
    insert.run('talked-recently', '2023-01-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z');
    insert.run('never-again', '2023-01-01T00:00:00.000Z', null);
    expect(purgeData(store.sqlite, NOW).leads).toBe(1);
    expect(store.sqlite.prepare('SELECT id FROM leads').all()).toEqual([{ id: 'talked-recently' }]);
  });

  it('runs as npm run data:purge against DATA_DIR', () => {
    addSubscriber('stale@example.com', 'pending', '2000-01-01T00:00:00.000Z');
    addSubscriber('kept@example.com', 'confirmed', '2000-01-01T00:00:00.000Z');
    const out = execFileSync('npx', ['tsx', 'scripts/data-purge.ts'], {
      env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toMatchObject({ event: 'data.purge', pendingSubscribers: 1 });
    expect(emails()).toEqual(['kept@example.com']);
  }, 30_000);
});
