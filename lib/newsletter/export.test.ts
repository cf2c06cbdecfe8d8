import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '@/lib/db';
import { csvField, subscribersCsv } from './export';

describe('csvField', () => {
  it.each([
    [null, ''],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['@cmd', "'@cmd"],
  ])('writes %p as %p', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('subscribers export', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
  const store = openStore(dir);
  const add = store.sqlite.prepare(
    `INSERT INTO newsletter_subscribers
      (email, status, consent_source, consent_page, consent_text, requested_at, confirmed_at,
       confirmed_via, code_hash, code_attempts, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'secret-hash', 0, ?, ?)`,
  );
  add.run(
    'ann@example.com',
    'confirmed',
    'sign-up form',
    '/pricing',
    'We will email you, ok',
    '2025-01-01T00:00:00.000Z',
    '2025-01-01T00:05:00.000Z',
    'code',
    '2025-01-01T00:00:00.000Z',
    '2025-01-01T00:05:00.000Z',
  );
  add.run(
    'bo@example.com',
    'pending',
    'screener opt-in',
    null,
    'Ticked',
    '2025-02-01T00:00:00.000Z',
    null,
    null,
    '2025-02-01T00:00:00.000Z',
    '2025-02-01T00:00:00.000Z',
  );

  afterAll(async () => {
    await store.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes a header and one row per subscriber with the consent evidence, no hashes', async () => {
    const csv = await subscribersCsv(store.db);
    expect(csv.split('\r\n')).toEqual([
      'email,status,consent_source,consent_page,consent_text,requested_at,confirmed_at,confirmed_via,unsubscribed_at',
      'ann@example.com,confirmed,sign-up form,/pricing,"We will email you, ok",2025-01-01T00:00:00.000Z,2025-01-01T00:05:00.000Z,code,',
      'bo@example.com,pending,screener opt-in,,Ticked,2025-02-01T00:00:00.000Z,,,',
      '',
    ]);
    expect(csv).not.toContain('secret-hash');
    expect(await subscribersCsv(store.db, 'pending')).not.toContain('ann@example.com');
  });

  it('runs as npm run subscribers:export, CSV only on standard output', () => {
    const out = execFileSync(
      'npx',
      ['tsx', 'scripts/subscribers-export.ts', '--status=confirmed'],
      {
        env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'info' },
        encoding: 'utf8',
      },
    );
    expect(out.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(out).toContain('ann@example.com');
    expect(out).not.toContain('bo@example.com');
  }, 30_000);
});
