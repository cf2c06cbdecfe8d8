import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { applyMigrations, keepingStatements, openStore } from './index';
import { MIGRATIONS } from './migrations';

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'site-db-'));
}

describe('openStore', () => {
  it('creates DATA_DIR on first use and the store file inside it', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const store = openStore(dir);
    expect(fs.existsSync(path.join(dir, 'site.db'))).toBe(true);
    await store.db.destroy();
  });

  it('uses WAL with synchronous=FULL', async () => {
    const store = openStore(tempDir());
    expect(store.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 is FULL
    expect(store.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    await store.db.destroy();
  });

  it('applies every migration on open and records it', async () => {
    const store = openStore(tempDir());
    const rows = store.sqlite.prepare('SELECT id FROM schema_migrations ORDER BY id').all() as {
      id: number;
    }[];
    expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id).sort((a, b) => a - b));
    const tables = store.sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all() as {
      name: string;
    }[];
    expect(tables.map((t) => t.name)).toContain('page_views');
    await store.db.destroy();
  });

  it('applies each migration once, even when opened again', async () => {
    const dir = tempDir();
    const first = openStore(dir);
    await first.db.destroy();
    const sqlite = new BetterSqlite3(path.join(dir, 'site.db'));
    expect(applyMigrations(sqlite, MIGRATIONS)).toEqual([]);
    sqlite.close();
  });

  it('rolls back a failing migration entirely', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const broken = [
      { id: 1, name: 'ok', sql: 'CREATE TABLE a (x INTEGER);' },
      { id: 2, name: 'broken', sql: 'CREATE TABLE b (x INTEGER); SELECT * FROM missing_table;' },
    ];
    expect(() => applyMigrations(sqlite, broken)).toThrow();
    const tables = (
      sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table'").all() as {
        name: string;
      }[]
    ).map((t) => t.name);
    expect(tables).toContain('a');
    expect(tables).not.toContain('b');
    expect(sqlite.prepare('SELECT id FROM schema_migrations').all()).toEqual([{ id: 1 }]);
    sqlite.close();
  });

  it('keeps what Kysely writes', async () => {
    const dir = tempDir();
    const store = openStore(dir);
    await store.db
      .insertInto('page_views')
      .values({ path: '/', referrer_host: null, cta: null, day: '2026-01-01' })
      .execute();
    await store.db.destroy();
    const reopened = openStore(dir);
    const rows = await reopened.db.selectFrom('page_views').selectAll().execute();
    expect(rows).toHaveLength(1);
    await reopened.db.destroy();
  });
});

describe('the statements a SQLite store keeps', () => {
  function counted() {
    const sqlite = new BetterSqlite3(':memory:');
    const prepare = jest.spyOn(sqlite, 'prepare');
    return { sqlite, prepare, kept: keepingStatements(sqlite) };
  }

  it('prepares a query once and reuses its statement', () => {
    const { prepare, kept } = counted();
    const first = kept.prepare('SELECT 1 AS one');
    const again = kept.prepare('SELECT 1 AS one');
    expect(again).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(again.all([])).toEqual([{ one: 1 }]);
  });

  it('keeps at most 256, letting the least recently used go first', () => {
    const { prepare, kept } = counted();
    kept.prepare('SELECT 0');
    for (let i = 1; i <= 256; i++) kept.prepare(`SELECT ${i}`);
    // 'SELECT 0' was the oldest when the 257th came, so it is prepared anew...
    kept.prepare('SELECT 0');
    expect(prepare).toHaveBeenCalledTimes(258);
    // ...while the most recent stay kept.
    kept.prepare('SELECT 256');
    expect(prepare).toHaveBeenCalledTimes(258);
  });

  it('answers with the new shape of a table once a migration has changed it', async () => {
    const store = openStore(tempDir());
    store.sqlite.exec('CREATE TABLE notes (a TEXT)');
    const read = () => sql<Record<string, unknown>>`SELECT * FROM notes`.execute(store.db);
    store.sqlite.exec("INSERT INTO notes (a) VALUES ('x')");
    expect((await read()).rows).toEqual([{ a: 'x' }]);
    store.sqlite.exec("ALTER TABLE notes ADD COLUMN b TEXT DEFAULT 'y'");
    expect((await read()).rows).toEqual([{ a: 'x', b: 'y' }]);
    await store.db.destroy();
  });
});

describe('the jobs migration', () => {
  it('carries the work waiting in the three earlier queues into jobs, losing nothing', async () => {
    const dir = tempDir();
    const sqlite = new BetterSqlite3(path.join(dir, 'site.db'));
    applyMigrations(
      sqlite,
      MIGRATIONS.filter((m) => m.id < 30),
    );
    const at = '2026-03-15T12:00:00.000Z';
    const mail = sqlite.prepare(
      `INSERT INTO mail_queue (kind, ref, status, attempts, next_attempt_at, claimed_at, created_at, sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    mail.run('lead-notification', '{"leadId":"a"}', 'pending', 2, at, null, at, null);
    mail.run('newsletter-confirmation', '{"subscriberId":1}', 'sending', 0, at, at, at, null);
    mail.run('newsletter-confirmation', '{"subscriberId":2}', 'sent', 1, at, null, at, at);
    const lead = sqlite.prepare(
      `INSERT INTO leads (id, business_type, annual_revenue, obstacles, risk_level, customer_understanding,
         full_name, website_url, email, newsletter_opt_in, created_at, forward_status,
         forward_attempts, forward_next_at, forward_claimed_at, forward_error)
       VALUES (?, 'new_venture', 'pre_revenue', '[]', 'low_risk', 'no_research', 'A Person',
         'https://firm.co', 'a@firm.co', 1, ?, ?, ?, ?, ?, ?)`,
    );
    lead.run('kept', at, 'pending', 3, at, null, 'HTTP 503');
    lead.run('sending', at, 'forwarding', 1, at, at, null);
    lead.run('done', at, 'forwarded', 1, null, null, null);
    sqlite
      .prepare(
        `INSERT INTO newsletter_opt_in_queue (lead_id, email, page, consent_text, created_at, attempts, next_at)
         VALUES ('kept', 'a@firm.co', '/book-your-growth-call', 'Ticked', ?, 2, ?)`,
      )
      .run(at, at);

    applyMigrations(sqlite, MIGRATIONS);
    const jobs = sqlite
      .prepare(
        'SELECT kind, ref, unique_key, status, outcome, attempts, next_at, claimed_at, last_error FROM jobs ORDER BY id',
      )
      .all();
    expect(jobs).toEqual([
      {
        kind: 'lead-notification',
        ref: '{"leadId":"a"}',
        unique_key: null,
        status: 'pending',
        outcome: null,
        attempts: 2,
        next_at: at,
        claimed_at: null,
        last_error: null,
      },
      expect.objectContaining({ ref: '{"subscriberId":1}', status: 'running', claimed_at: at }),
      expect.objectContaining({ ref: '{"subscriberId":2}', status: 'done', outcome: 'sent' }),
      expect.objectContaining({
        kind: 'lead-forward',
        ref: '{"leadId":"kept"}',
        status: 'pending',
        attempts: 3,
        last_error: 'HTTP 503',
      }),
      expect.objectContaining({
        kind: 'lead-forward',
        ref: '{"leadId":"sending"}',
        status: 'running',
        claimed_at: at,
      }),
      expect.objectContaining({
        kind: 'newsletter-opt-in',
        ref: JSON.stringify({
          leadId: 'kept',
          email: 'a@firm.co',
          page: '/book-your-growth-call',
          consentText: 'Ticked',
        }),
        unique_key: 'newsletter-opt-in:kept',
        status: 'pending',
        attempts: 2,
      }),
    ]);
    expect(
      sqlite.prepare('SELECT id, forward_status, forward_error FROM leads ORDER BY id').all(),
    ).toEqual([
      { id: 'done', forward_status: 'forwarded', forward_error: null },
      { id: 'kept', forward_status: 'pending', forward_error: null },
      { id: 'sending', forward_status: 'pending', forward_error: null },
    ]);
    const tables = (
      sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
        name: string;
      }[]
    ).map((t) => t.name);
    expect(tables).not.toContain('mail_queue');
    expect(tables).not.toContain('newsletter_opt_in_queue');
    sqlite.close();
  });
});
