import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readConfirmation } from '@/test/newsletter';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { createDatabase, dropDatabase, newDatabaseUrl } from './databases';
import { enginePorts } from './ports';
import { postgresBin } from './postgres';
import { startSite, type RunningSite } from './site';

/**
 * The restore drill an owner moving to a new server goes through: mail a subscriber a
 * confirmation (a code, a confirmation link and an unsubscribe link), back the store up while
 * the site runs, restore it into a fresh data folder (or a fresh PostgreSQL database), start the
 * site there on another port, and use what was mailed before the backup. Codes and tokens are
 * stored as hashes keyed with the server secret, so this fails unless the secret came back too.
 */
const ROOT = path.join(__dirname, '..', '..');
const run = promisify(execFile);
let sink: SmtpSink;
let work: string;
const running: RunningSite[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-drill-'));
});

afterAll(async () => {
  await Promise.all(running.map((site) => site.stop()));
  await sink?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

async function start(port: number, env: Record<string, string>, dataDir?: string) {
  const site = await startSite({ port, env: { SMTP_URL: sink.url, ...env }, dataDir });
  running.push(site);
  return site;
}

function post(site: RunningSite, route: string, body: unknown) {
  return fetch(`${site.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(body),
  });
}

/** Subscribes two addresses on `site` and reads back the confirmation mails they were sent. */
async function mailTwoSubscribers(site: RunningSite, tag: string) {
  const byCode = `${tag}-code@drill.example.com`;
  const byLink = `${tag}-link@drill.example.com`;
  for (const email of [byCode, byLink]) {
    expect((await post(site, '/api/newsletter/subscribe', { email })).status).toBe(200);
  }
  const mailTo = async (email: string) =>
    readConfirmation(
      await sink.waitFor((mail) => JSON.stringify(mail.to ?? '').includes(email), 30_000),
    );
  return { byCode, byLink, codeMail: await mailTo(byCode), linkMail: await mailTo(byLink) };
}

/** On the restored site, what was mailed before the backup: a code, then an unsubscribe link. */
async function useMailedCodes(
  site: RunningSite,
  mailed: Awaited<ReturnType<typeof mailTwoSubscribers>>,
) {
  const confirmed = await post(site, '/api/newsletter/confirm', {
    email: mailed.byCode,
    otpCode: mailed.codeMail.code,
  });
  expect(confirmed.status).toBe(200);
  // The unsubscribe link as a mail client follows it: the header's GET leads to the page, whose
  // button posts the token.
  const link = /\/unsubscribe\?token=[^\s>]+/.exec(mailed.linkMail.mail.text ?? '')![0];
  const opened = await fetch(
    `${site.url}/api${link.replace('/unsubscribe', '/newsletter/unsubscribe')}`,
    {
      redirect: 'manual',
    },
  );
  expect(opened.status).toBe(303);
  const unsubscribed = await post(site, '/api/newsletter/unsubscribe', {
    token: mailed.linkMail.unsubscribeToken,
  });
  expect(unsubscribed.status).toBe(200);
  // A token the site never issued is still refused: the checks are live, not switched off.
  const forged = await post(site, '/api/newsletter/unsubscribe', {
    token: mailed.linkMail.unsubscribeToken.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
  });
  expect(forged.status).toBe(400);
}

it('SQLite: data:backup then data:restore into a fresh folder, and mailed codes and links still work', async () => {
  // The secret is the one the site generated into its data folder (no APP_SECRET).
  const before = await start(enginePorts.site(15), {});
  const mailed = await mailTwoSubscribers(before, 'sqlite');
  expect(fs.existsSync(path.join(before.dataDir, 'app-secret'))).toBe(true);

  const backup = path.join(work, 'site.db');
  // The scripts see this file's store only: not the suite's PostgreSQL nor any APP_SECRET.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production' as const,
    LOG_LEVEL: 'silent',
  };
  const made = await run('npx', ['tsx', 'scripts/data-backup.ts', backup], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: before.dataDir },
  });
  expect(JSON.parse(made.stdout)).toMatchObject({
    event: 'data.backup',
    secret: 'included',
    tables: expect.objectContaining({ newsletter_subscribers: 2 }),
  });
  // Every address and the secret that forges every link: readable by the owner only.
  expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
  await before.stop();

  // The new server: an empty folder, nothing copied by hand but the backup file.
  const fresh = path.join(work, 'new-server');
  const restored = await run('npx', ['tsx', 'scripts/data-restore.ts', backup], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: fresh },
  });
  expect(JSON.parse(restored.stdout)).toMatchObject({ event: 'data.restore', secret: 'restored' });
  const after = await start(enginePorts.site(16), {}, fresh);
  await useMailedCodes(after, mailed);
});

it('PostgreSQL: pg_dump then pg_restore into a fresh database, with APP_SECRET kept', async () => {
  const APP_SECRET = 'engines-backup-drill-app-secret-0123456789';
  const source = newDatabaseUrl();
  const target = newDatabaseUrl();
  await createDatabase(source);
  await createDatabase(target);
  try {
    const before = await start(enginePorts.site(17), { DATABASE_URL: source, APP_SECRET });
    const mailed = await mailTwoSubscribers(before, 'postgres');

    // As docs/database.md says, while the site runs, then into the new server's database.
    const bin = postgresBin();
    const dump = path.join(work, 'site.dump');
    await run(path.join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, source]);
    await before.stop();
    await run(path.join(bin, 'pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      `--dbname=${target}`,
      dump,
    ]);

    const after = await start(enginePorts.site(18), { DATABASE_URL: target, APP_SECRET });
    await useMailedCodes(after, mailed);
  } finally {
    await Promise.all(running.splice(0).map((site) => site.stop()));
    await dropDatabase(source);
    await dropDatabase(target);
  }
});
