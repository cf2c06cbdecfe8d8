import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Locator, Page } from '@playwright/test';

/**
 * What the browser tests need beyond the browser: the mail the site sent, read from the SMTP
 * sink that scripts/e2e-server.mjs runs (one .eml file per message), and the store, to move a
 * subscriber's clock forward instead of waiting.
 */
const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data');
const sinkDir = path.join(dataDir, 'smtp-sink');

export interface ConfirmationMail {
  mail: ParsedMail;
  code: string;
  link: string;
  unsubscribeLink: string;
  oneClickUrl: string;
}

/** The n-th (1-based) mail to `address`, waiting up to 15 seconds for it. */
export async function mailTo(address: string, n = 1): Promise<ConfirmationMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= n) return read(mails[n - 1]!);
    if (Date.now() > deadline) throw new Error(`Mail ${n} to ${address} never arrived`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = fs.existsSync(sinkDir) ? fs.readdirSync(sinkDir).sort() : [];
  const parsed = await Promise.all(
    files.map((file) => simpleParser(fs.readFileSync(path.join(sinkDir, file)))),
  );
  return parsed.filter((mail) => JSON.stringify(mail.to ?? '').includes(address));
}

function read(mail: ParsedMail): ConfirmationMail {
  const text = mail.text ?? '';
  const code = /^\s{4}(\d{6})$/m.exec(text)?.[1];
  const link = /(https?:\/\/\S+\/confirm-subscription\?token=\S+)/.exec(text)?.[1];
  const unsubscribeLink = /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(text)?.[1];
  const header = mail.headerLines
    .find((h) => h.key === 'list-unsubscribe')
    ?.line.replace(/\r?\n[ \t]+/g, ' ');
  const oneClickUrl = header ? /<([^>]+)>/.exec(header)?.[1] : undefined;
  if (!code || !link || !unsubscribeLink || !oneClickUrl)
    throw new Error(`Unexpected mail: ${text}`);
  return { mail, code, link, unsubscribeLink, oneClickUrl };
}

/** Runs SQL against the site's store (the server keeps running; WAL allows both). */
export function withStore<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'site.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export function subscriberStatus(email: string): string | undefined {
  return withStore(
    (db) =>
      (
        db.prepare('SELECT status FROM newsletter_subscribers WHERE email = ?').get(email) as
          { status: string } | undefined
      )?.status,
  );
}

/** A unique address per test, and a rate-limit bucket of its own (X-Forwarded-For). */
export async function isolate(page: Page, name: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const ip = `10.${rand()}.${rand()}.${rand()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return `${name}-${id}@example.com`;
}

const rand = () => Math.floor(Math.random() * 250) + 1;

/** Pastes text into an element as a person would with Ctrl+V. */
export async function paste(target: Locator, text: string) {
  await target.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}
