import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { resetConfigForTests } from '@/lib/config';
import { getDb, storeKind } from '@/lib/db';
import { BOOKING_JOBS } from '@/lib/booking';
import { enqueueJob, runChecks, runDueJobs } from '@/lib/jobs';
import { subscribe } from '@/lib/newsletter/opt-in';
import { purgeData, schedulePurge } from '@/lib/purge';
import { registerSiteJobs } from '@/lib/site-jobs';
import { dumpStore, newsletterSink, subscriberRow } from '@/test/newsletter';
import {
  addressHash,
  breachCount,
  buildReport,
  closeRequest,
  confirmAddressChange,
  requestAddressChange,
  listRequests,
  notifyOwner,
  remindDueRequests,
  correct,
  eraseAddress,
  openRequest,
  personalData,
  requestLink,
  sessionAddress,
  spendRequestLink,
  tombstonesOf,
  withdraw,
} from './index';

registerSiteJobs();
const sink = newsletterSink();
const db = () => getDb();
const HOUR = 3_600_000;

/** A request of the desk's log, answered at `at`. */
const oldRequest = (hash: string, at: string) =>
  db()
    .insertInto('privacy_requests')
    .values({
      email: null,
      email_hash: hash,
      kind: 'access',
      status: 'done',
      created_at: at,
      due_at: at,
      detail: null,
    })
    .execute();

/** Runs `work` with the owner's mails on (LEADS_NOTIFY_EMAIL), then off again. */
async function withOwnerMail(work: () => Promise<void>) {
  process.env.LEADS_NOTIFY_EMAIL = 'owner@example.com';
  resetConfigForTests();
  try {
    await work();
  } finally {
    delete process.env.LEADS_NOTIFY_EMAIL;
    resetConfigForTests();
  }
}

/** Whether the alert of requests near their 30 days is raised (1) or cleared (0). */
const dueAlert = async () =>
  (
    await db()
      .selectFrom('alert_states')
      .select('active')
      .where('key', '=', 'privacy-requests-due')
      .executeTakeFirstOrThrow()
  ).active;

/** One person's rows in every feature: an application, a receipt, a call, a subscription. */
async function seedPerson(email: string) {
  const now = new Date();
  const at = now.toISOString();
  const leadId = crypto.randomUUID();
  await db()
    .insertInto('leads')
    .values({
      id: leadId,
      business_type: 'new_venture',
      annual_revenue: 'pre_revenue',
      revenue_tracking_percentage: null,
      product_stage: 'mvp_testing',
      obstacles: '["Unclear product–market fit"]',
      other_obstacle: null,
      risk_level: 'close_product',
      customer_understanding: 'no_research',
      full_name: `Name of ${email}`,
      website_url: `https://${email.split('@')[0]}.example`,
      email,
      newsletter_opt_in: 1,
      cta_source: null,
      page_referrer: null,
      created_at: at,
      forward_error: null,
      forwarded_at: null,
      fit: 1,
      status: 'booked',
      status_at: at,
    })
    .execute();
  await db()
    .insertInto('lead_receipts')
    .values({ email, day: at.slice(0, 10), lead_id: leadId })
    .execute();
  const bookingId = `${crypto.randomUUID()}@site.test`;
  const start = new Date(now.getTime() + 48 * HOUR).toISOString();
  await db()
    .insertInto('bookings')
    .values({
      id: bookingId,
      lead_id: leadId,
      starts_at: start,
      ends_at: start,
      status: 'booked',
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db()
    .insertInto('booking_slots')
    .values({ starts_at: start, booking_id: bookingId, claimed_at: at })
    .execute();
  const { id: subscriberId } = await db()
    .insertInto('newsletter_subscribers')
    .values({
      email,
      status: 'confirmed',
      consent_source: 'screener opt-in',
      consent_page: '/book-your-growth-call',
      consent_text: 'Ticked the box.',
      requested_at: at,
      confirmed_at: at,
      confirmed_via: 'link',
      code_attempts: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('newsletter_topics')
    .values({ subscriber_id: subscriberId, topic: 'research', subscribed: 1, updated_at: at })
    .execute();
  // An issue sent to the person, and one still sending with their delivery queued.
  const issueTo = async (sent: boolean) => {
    const { id } = await db()
      .insertInto('newsletter_issues')
      .values({
        kind: 'post',
        digest_week: null,
        status: sent ? 'sent' : 'sending',
        send_at: at,
        send_job_id: null,
        decided_by: null,
        recipients: 2,
        created_at: at,
        updated_at: at,
        sent_at: sent ? at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = await db()
      .insertInto('newsletter_deliveries')
      .values({
        issue_id: id,
        subscriber_id: subscriberId,
        status: sent ? 'sent' : 'queued',
        message_id: null,
        last_error: null,
        created_at: at,
        sent_at: sent ? at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { issueId: id, deliveryId: delivery.id };
  };
  const { issueId, deliveryId } = await issueTo(true);
  await issueTo(false);
  await db()
    .insertInto('newsletter_bounces')
    .values({
      subscriber_id: subscriberId,
      delivery_id: deliveryId,
      kind: 'soft',
      status_code: '4.2.2',
      diagnostic: 'mailbox full',
      received_at: at,
    })
    .execute();
  const reminder = await enqueueJob(
    db(),
    BOOKING_JOBS.reminder,
    { leadId },
    { runAt: new Date(now.getTime() + 24 * HOUR) },
  );
  return { leadId, bookingId, subscriberId, issueId, reminder: reminder! };
}

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Waits until no privacy mail is queued or running. */
async function settled() {
  for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
    const row = await db()
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'like', 'privacy-%')
      .where('status', 'in', ['pending', 'running'])
      .where('next_at', '<=', new Date().toISOString())
      .executeTakeFirst();
    if (!row) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('privacy mails never settled');
}

const linkIn = (address: string) =>
  sink
    .waitFor((m) => JSON.stringify(m.to).includes(address))
    .then((m) => /\/privacy\/open\?t=([A-Za-z0-9_-]+)/.exec(m.text ?? '')![1]!);

describe('the privacy desk', () => {
  it('declares every table that holds an address or a name', async () => {
    const tables =
      storeKind() === 'postgres'
        ? (
            await sql<{ table_name: string; column_name: string }>`
              SELECT table_name, column_name FROM information_schema.columns
              WHERE table_schema = current_schema()`.execute(db())
          ).rows
        : (
            await sql<{ table_name: string; column_name: string }>`
              SELECT m.name AS table_name, p.name AS column_name
              FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'`.execute(
              db(),
            )
          ).rows;
    const personal = new Set(
      tables.filter((c) => /(^|_)(e?mail|name)$/.test(c.column_name)).map((c) => c.table_name),
    );
    // The store's own bookkeeping names migrations and tables, not people.
    const declared = new Set([
      ...personalData().flatMap((data) => data.tables),
      'schema_migrations',
      'sqlite_sequence',
    ]);
    expect(personal.size).toBeGreaterThanOrEqual(4);
    expect([...personal].filter((table) => !declared.has(table))).toEqual([]);
  });

  it('gives every declared kind of data its period, as the privacy page states it', () => {
    const page = fs.readFileSync(path.join(process.cwd(), 'content/legal/privacy.md'), 'utf8');
    const rows = new Map(
      [...page.matchAll(/^\| (.+?) +\| (.+?) +\|$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    for (const { kind, kept } of personalData().flatMap((data) => data.retention))
      expect({ kind, kept: rows.get(kind) }).toEqual({ kind, kept });
  });

  it('reports every kind of data held for the address, none of another’s, and the past year’s disclosures', async () => {
    const ada = unique('ada');
    const bob = unique('bob');
    await seedPerson(ada);
    await seedPerson(bob);
    const report = await buildReport(ada);
    const text = JSON.stringify(report);
    expect(text).not.toContain(bob);
    expect(report.sections.applications).toEqual([
      expect.objectContaining({
        email: ada,
        fit: 1,
        status: 'booked',
        product_stage: 'mvp_testing',
      }),
    ]);
    for (const section of ['receipts', 'bookings', 'subscription', 'topics', 'bounces'])
      expect({ section, rows: report.sections[section]!.length }).toEqual({ section, rows: 1 });
    expect(report.sections.mails!.map((m) => m.status).sort()).toEqual(['queued', 'sent']);
    expect(report.sections.callMails).toEqual([
      expect.objectContaining({ kind: BOOKING_JOBS.reminder, status: 'pending' }),
    ]);
    expect(report.sections.subscription![0]).toMatchObject({
      consent_text: 'Ticked the box.',
      status: 'confirmed',
    });
    expect(new Set(report.disclosures.map((d) => d.service))).toEqual(
      new Set(['mail relay', 'calendar host']),
    );
  });

  it('mails a single-use link that expires after 24 hours, only to an address it holds data for', async () => {
    const ada = unique('ada');
    await seedPerson(ada);
    await requestLink(ada);
    const token = await linkIn(ada);
    expect(await openRequest(token)).not.toBeNull();
    expect(await openRequest(token, new Date(Date.now() + 25 * HOUR))).toBeNull();
    const session = await spendRequestLink(token);
    expect(await sessionAddress(session)).toBe(ada);
    expect(await spendRequestLink(token)).toBeNull();
    expect(await openRequest(token)).toBeNull();
    expect(await sessionAddress(session, new Date(Date.now() + 2 * HOUR))).toBeNull();

    // A second request within the hour sends nothing; an unknown address gets nothing, and is kept nowhere.
    const stranger = unique('stranger');
    await requestLink(ada);
    await requestLink(stranger);
    await settled();
    expect(sink.messages.filter((m) => JSON.stringify(m.to).includes(ada))).toHaveLength(1);
    expect(sink.messages.filter((m) => JSON.stringify(m.to).includes(stranger))).toHaveLength(0);
    expect(await dumpStore()).not.toContain(stranger);
  });

  it('answers a known and an unknown address in the same time (50 tries each)', async () => {
    const known = unique('known');
    await seedPerson(known);
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 50; i++) {
      for (const who of ['known', 'unknown'] as const) {
        const address = who === 'known' ? known : unique('nobody');
        const started = process.hrtime.bigint();
        await requestLink(address);
        times[who].push(Number(process.hrtime.bigint() - started) / 1e6);
        await settled();
      }
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;
    const gap = Math.abs(median(times.known) - median(times.unknown));
    expect(gap).toBeLessThan(Math.max(3, 0.25 * median(times.unknown)));
  }, 60_000);

  it('corrects name and website in place', async () => {
    const ada = unique('ada');
    await seedPerson(ada);
    await correct(ada, { name: 'Ada Lovelace', website: 'https://ada.example/new' });
    expect((await buildReport(ada)).sections.applications![0]).toMatchObject({
      full_name: 'Ada Lovelace',
      website_url: 'https://ada.example/new',
    });
  });

  it('moves the data to a corrected address only once its link, mailed to it, is used', async () => {
    const ada = unique('ada');
    const moved = unique('ada-new');
    await seedPerson(ada);
    const { id } = await correct(ada, { name: 'Ada Moved', website: 'https://moved.example' });
    await requestAddressChange(id, moved);
    const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes(moved));
    const token = /\/privacy\/address\?t=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    expect((await buildReport(moved)).sections.applications).toEqual([]);
    expect(await confirmAddressChange('x'.repeat(60))).toBeNull();
    expect(await confirmAddressChange(token)).not.toBeNull();
    expect(await confirmAddressChange(token)).toBeNull();
    const report = await buildReport(moved);
    expect(report.sections.applications).toEqual([expect.objectContaining({ email: moved })]);
    expect(report.sections.subscription).toEqual([expect.objectContaining({ email: moved })]);
    expect(await dumpStore()).not.toContain(ada);
    // Erasing the new address leaves nothing of it either, not even the link's job.
    await eraseAddress(moved);
    expect(await dumpStore()).not.toContain(moved);
  });

  it('withdraws per purpose at once: the queued newsletter mail, the reminder', async () => {
    const ada = unique('ada');
    const { subscriberId, reminder } = await seedPerson(ada);
    await withdraw(ada, 'newsletter');
    expect(await subscriberRow(ada)).toMatchObject({ status: 'unsubscribed' });
    const queued = await db()
      .selectFrom('newsletter_deliveries')
      .select('status')
      .where('subscriber_id', '=', subscriberId)
      .execute();
    expect(queued.map((d) => d.status).sort()).toEqual(['cancelled', 'sent']);
    await withdraw(ada, 'follow-up');
    const job = await db()
      .selectFrom('jobs')
      .select(['status', 'outcome'])
      .where('id', '=', reminder)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'done', outcome: 'withdrawn' });
    const log = await db()
      .selectFrom('privacy_requests')
      .select(['kind', 'status'])
      .where('email', '=', ada)
      .execute();
    expect(log).toEqual([
      { kind: 'withdraw', status: 'done' },
      { kind: 'withdraw', status: 'done' },
    ]);
  });

  it('erases every row holding the address, keeps a tombstone, and a later sign-up asks consent afresh', async () => {
    const ada = unique('ada');
    const bob = unique('bob');
    const { issueId } = await seedPerson(ada);
    await seedPerson(bob);
    await requestLink(ada);
    await settled();
    await eraseAddress(ada);
    const dump = await dumpStore();
    expect(dump).not.toContain(ada);
    expect(dump).toContain(bob);
    expect(await tombstonesOf(ada)).toEqual([
      { erased_at: expect.any(String), scope: expect.stringContaining('leads') },
    ]);
    const tombstone = await db()
      .selectFrom('privacy_tombstones')
      .selectAll()
      .where('email_hash', '=', addressHash(ada))
      .executeTakeFirstOrThrow();
    expect(Object.keys(tombstone).sort()).toEqual(['email_hash', 'erased_at', 'id', 'scope']);
    // The campaign's count stays a count.
    const issue = await db()
      .selectFrom('newsletter_issues')
      .select('recipients')
      .where('id', '=', issueId)
      .executeTakeFirstOrThrow();
    expect(issue.recipients).toBe(2);
    // Its calls' events are queued for removal from the calendar.
    const removals = await db()
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', BOOKING_JOBS.reconcileEvent)
      .execute();
    expect(removals.length).toBeGreaterThanOrEqual(1);

    await subscribe({ email: ada, website: '' } as never, { page: '/' });
    expect(await subscriberRow(ada)).toMatchObject({ status: 'pending', confirmed_at: null });
    await sink.waitFor(
      (m) => JSON.stringify(m.to).includes(ada) && /Confirm/.test(m.subject ?? ''),
    );
  });

  it('purges the desk’s requests after 24 months and the receipts with the applications', async () => {
    const old = new Date(Date.now() - 25 * 30 * 24 * HOUR).toISOString();
    await oldRequest('x', old);
    await db()
      .insertInto('lead_receipts')
      .values({ email: unique('old'), day: old.slice(0, 10), lead_id: 'gone' })
      .execute();
    const counts = await purgeData(db());
    expect(counts).toMatchObject({ privacyRequests: 1, receipts: 1 });
  });

  it('purges daily from the jobs loop as well as from cron, once, at 03:00 UTC', async () => {
    const old = new Date(Date.now() - 25 * 30 * 24 * HOUR).toISOString();
    await oldRequest('y', old);
    const left = () =>
      db().selectFrom('privacy_requests').select('id').where('email_hash', '=', 'y').execute();
    schedulePurge();
    const evening = new Date('2030-01-01T20:00:00Z');
    await runChecks(evening);
    await runChecks(new Date('2030-01-01T22:00:00Z'));
    const queued = await db()
      .selectFrom('jobs')
      .select(['next_at'])
      .where('kind', '=', 'data-purge')
      .execute();
    expect(queued).toEqual([{ next_at: '2030-01-02T03:00:00.000Z' }]);
    await runDueJobs(new Date('2030-01-02T02:59:00Z'));
    expect(await left()).toHaveLength(1);
    await runDueJobs(new Date('2030-01-02T03:00:00Z'));
    expect(await left()).toEqual([]);
  });

  it('mails the owner what an erasure did, with the 30-day clock', async () => {
    await withOwnerMail(async () => {
      const ada = unique('ada');
      await seedPerson(ada);
      const { id } = await eraseAddress(ada);
      await notifyOwner(id);
      const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes('owner@example.com'));
      expect(mail.subject).toBe('Privacy request: erase (done)');
      expect(mail.text).toContain('The 30-day clock ends on');
      expect(mail.text).toMatch(/leads 1, receipts 1/);
      expect(mail.text).not.toContain(ada);
    });
  });

  it('reminds the owner and raises an alert when a manual step nears its 30 days, until it is done', async () => {
    await withOwnerMail(async () => {
      const now = new Date();
      const created = new Date(now.getTime() - 26 * 24 * HOUR).toISOString();
      const due = new Date(now.getTime() + 4 * 24 * HOUR).toISOString();
      const { id } = await db()
        .insertInto('privacy_requests')
        .values({
          email: null,
          email_hash: 'h',
          kind: 'erase',
          status: 'manual',
          created_at: created,
          due_at: due,
          detail: JSON.stringify({ manual: ['the applications held by the remote backend'] }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await remindDueRequests(now)).toBe(1);
      expect(await remindDueRequests(now)).toBe(1);
      await runDueJobs(now);
      const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes('owner@example.com'));
      expect(mail.subject).toBe(`Privacy request ${id} is due on ${due.slice(0, 10)}`);
      expect(mail.text).toContain('the applications held by the remote backend');
      // One reminder per request, however often the check runs.
      expect(
        sink.messages.filter((m) => JSON.stringify(m.to).includes('owner@example.com')),
      ).toHaveLength(1);
      expect(await dueAlert()).toBe(1);
      expect((await listRequests(now)).find((r) => r.id === id)).toMatchObject({
        status: 'manual',
        daysLeft: 4,
      });

      expect(await closeRequest(id)).toBe(true);
      expect(await remindDueRequests(now)).toBe(0);
      expect(await dueAlert()).toBe(0);
    });
  });

  it('counts the distinct people and kinds of data a window touched (npm run privacy:breach)', async () => {
    const since = new Date(Date.now() - HOUR);
    const before = await breachCount(since);
    await seedPerson(unique('ada'));
    await seedPerson(unique('bob'));
    const after = await breachCount(since);
    expect(after.people - before.people).toBe(2);
    expect(after.kinds.application! - (before.kinds.application ?? 0)).toBe(2);
    const out = execFileSync(
      'npx',
      [
        'tsx',
        '--conditions=react-server',
        'scripts/privacy-breach.ts',
        '--since',
        since.toISOString(),
      ],
      { env: { ...process.env, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toMatchObject({ people: after.people, notifiableBySize: false });
    expect(out).not.toContain('@');
  }, 30_000);
});
