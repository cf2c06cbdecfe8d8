import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { ScreenerPage, uniqueEmail } from './pages/screener';
import { expectQuietShell } from './support/shell';
import { startRadicale, type RunningRadicale } from '../test/radicale';

/**
 * Booking the call as an applicant does, on a site of its own with a calendar configured
 * (Debian's Radicale on loopback, started and stopped here; the shared build, a store and a
 * mail sink of its own): the screener, the free slots, a slot taken, the invitation's .ics
 * read back by a calendar parser, a cancel through its link, and the calendar stopped
 * mid-flow. The shared site has no calendar: its screener keeps the spec's flow.
 */
const sitePort = Number(process.env.E2E_BOOKING_PORT || 3395);
const radicalePort = Number(process.env.E2E_RADICALE_PORT || 3396);
const site = `http://127.0.0.1:${sitePort}`;
const dataDir = path.resolve('.e2e-data-booking');

let radicale: RunningRadicale;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });
// A visitor elsewhere than Singapore: their browser shows the times in their own zone.
test.use({ timezoneId: 'Europe/London' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  radicale = await startRadicale({ port: radicalePort });
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      ...radicale.env,
      E2E_PORT: String(sitePort),
      E2E_SKIP_BUILD: '1',
      E2E_DATA_DIR: dataDir,
      E2E_COPY_DIST: '',
      // The one reminder to pick a time comes a second on (the job loop runs it within 30 s).
      BOOKING_REMINDER_SECONDS: '1',
    },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${site}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the booking site did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await radicale?.stop();
});

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const folder = path.join(dataDir, 'smtp-sink');
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
  const parsed = await Promise.all(
    files.map((file) => simpleParser(fs.readFileSync(path.join(folder, file)))),
  );
  return parsed.filter((mail) => JSON.stringify(mail.to ?? '').includes(address));
}

async function mailTo(address: string, subject: RegExp, waitMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mail = (await mailsTo(address)).find((m) => subject.test(m.subject ?? ''));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail ${subject} to ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A fit application (a new venture testing its first version, its team at risk). */
async function applyFit(page: Page, email: string, screener = new ScreenerPage(page)) {
  await page.goto(`${site}/book-your-growth-call`);
  await expect(screener.heading).toHaveText('Which best describes you?');
  await screener.choose('A new venture', 'Where is your product today?');
  await screener.choose('Testing a first version with early users', 'What is holding growth back?');
  await screener.form.getByLabel('Difficulty securing funding').check();
  await screener.next.click();
  await screener.choose(
    'We would have to cut costs',
    'How well do you understand why customers buy?',
  );
  await screener.choose(
    'We interview customers regularly',
    'Where should we send your growth plan?',
  );
  await screener.fillContact('Ada Fit', email, 'https://www.example.com');
  // The screener keeps the answers in the tab until the application is stored.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('hidden-growth:screener:v2')))
    .not.toBeNull();
  await screener.submit.click();
  return screener;
}

test('a fit applicant picks a time, gets the invitation, and can cancel it', async ({
  page,
  axe,
}) => {
  // Four pages, each checked by axe and for its shell, behind the screener and the calendar.
  test.setTimeout(60_000);
  const email = uniqueEmail('book');
  await applyFit(page, email);
  await expect(page).toHaveURL(/\/booking\/time\?/);
  await expect(page.getByText('Application Submitted!')).toBeVisible();
  // The answers the screener kept in the tab are forgotten once the application is stored.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('hidden-growth:screener:v2')))
    .toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Choose a time for your growth call',
  );
  await expect(page.getByText('Times are shown in your time zone, Europe/London.')).toBeVisible();
  await axe();
  await expectQuietShell(page);
  const first = page.getByRole('button', { name: /^Book / }).first();
  const label = (await first.getAttribute('aria-label'))!;
  await first.click();
  await expect(page).toHaveURL(/\/booking\/booked\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your growth call is booked');
  await axe();
  await expectQuietShell(page);

  const invitation = await mailTo(email, /^Invitation: growth call on /);
  const part = invitation.attachments.find((a) => a.contentType.startsWith('text/calendar'))!;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')) as unknown[]);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  // The time the button named, in the visitor's zone, is the event's start.
  const londonTime = event.startDate.toJSDate().toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  });
  expect(label).toContain(`Book ${londonTime} `);

  // The link to move the call opens a page with one button; opening it uses nothing.
  const changeUrl = /^(https?:\/\/\S+\/booking\/change\?t=\S+)$/m.exec(invitation.text!)![1]!;
  await page.goto(changeUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Move your growth call?');
  await expect(page.getByRole('button', { name: 'Choose another time' })).toBeVisible();
  await axe();
  await expectQuietShell(page);
  const cancelUrl = /^(https?:\/\/\S+\/booking\/cancel\?t=\S+)$/m.exec(invitation.text!)![1]!;
  await page.goto(cancelUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel your growth call?');
  await axe();
  await expectQuietShell(page);
  await page.getByRole('button', { name: 'Cancel the call' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your call is cancelled');
  await mailTo(email, /^Cancelled: growth call on /);
  // The link works once.
  await page.goto(cancelUrl);
  await expect(page.getByRole('status')).toHaveText(/already been used/);
});

test('a fit applicant who does not book gets one reminder with the link back to the slots', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('remind');
  await applyFit(page, email);
  await expect(page).toHaveURL(/\/booking\/time\?/);
  const reminder = await mailTo(email, /^Your growth call is not booked yet$/, 60_000);
  expect(reminder.text).toContain('This is the only reminder we send.');
  const url = /^(https?:\/\/\S+\/booking\/time\?t=\S+)$/m.exec(reminder.text!)![1]!;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Choose a time for your growth call',
  );
  await expect(page.getByRole('button', { name: /^Book / }).first()).toBeVisible();
  await axe();
});

test('without JavaScript the slots are forms, and a slot taken meanwhile shows fresh ones', async ({
  browser,
}) => {
  // Two applicants on the slots page; the first takes a time, the second then asks for it.
  const pages: Page[] = [];
  for (const name of ['first', 'second']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await applyFit(page, uniqueEmail(name));
    await expect(page).toHaveURL(/\/booking\/time\?/);
    pages.push(page);
  }
  const nojs = await browser.newContext({ javaScriptEnabled: false });
  const second = await nojs.newPage();
  await second.goto(pages[1]!.url());
  // Without the script the server's words stand: the consultancy's zone, named.
  await expect(second.getByText('Times are in Singapore time (GMT+8).')).toBeVisible();
  const start = (await second.locator('input[name="slot"]').first().getAttribute('value'))!;
  const slot = (page: Page) =>
    page
      .locator('form')
      .filter({ has: page.locator(`input[name="slot"][value="${start}"]`) })
      .getByRole('button');
  await slot(pages[0]!).click();
  await expect(pages[0]!).toHaveURL(/\/booking\/booked\?/);
  await slot(second).click();
  await expect(second).toHaveURL(/note=taken/);
  await expect(second.getByRole('status')).toHaveText(/just taken by someone else/);
  await expect(slot(second)).toHaveCount(0);
  await nojs.close();
});

test('with the calendar stopped the application is kept and the owner will mail two times', async ({
  page,
}) => {
  await radicale.pause();
  try {
    const screener = new ScreenerPage(page);
    await screener.recordToasts();
    await applyFit(page, uniqueEmail('down'), screener);
    await expect(page).toHaveURL(new RegExp(`^${site}/?$`));
    await expect
      .poll(() => screener.toastsShown.join('\n'))
      .toContain('will mail you two times for the call within one working day');
  } finally {
    await radicale.resume();
  }
});
