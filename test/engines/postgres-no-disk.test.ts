import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GET as health } from '@/app/api/health/route';
import { recordPageView } from '@/lib/analytics/store';
import { resetConfigForTests } from '@/lib/config';
import { closeStore, getDb, getStore } from '@/lib/db';
import { purgeData } from '@/lib/purge';
import { runDueJobs } from '@/lib/jobs';
import { leadSchema, submitLead } from '@/lib/leads';
import { MAIL_HELD_SECONDS, mailTransport } from '@/lib/mail';
import { localNewsletter } from '@/lib/newsletter/opt-in/local';
import { registerSiteJobs } from '@/lib/site-jobs';
import { createLastGoodStore, withLastGood } from '@/lib/wordpress/last-good';
import { createSnapshotTransport, loadSnapshot } from '@/lib/wordpress/snapshot';
import { newVentureLead } from '@/test/lead-fixtures';
import { confirmationFor } from '@/test/newsletter';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';

/**
 * With DATABASE_URL the site needs no writable local disk: nothing is created in DATA_DIR,
 * whatever runs (leads, sign-ups, mail, page views, the WordPress copy, the purge), and mail
 * with no SMTP_URL waits in the store instead of going to an outbox.
 */
registerSiteJobs();

const dataDir = path.join(os.tmpdir(), `site-no-disk-${process.pid}-${Date.now()}`);
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.DATA_DIR = dataDir;
  process.env.LEADS_NOTIFY_EMAIL = 'team@hiddengrowth.test';
  delete process.env.SMTP_URL;
  resetConfigForTests();
  await closeStore();
});
afterAll(async () => {
  await sink.close();
  delete process.env.LEADS_NOTIFY_EMAIL;
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

const request = {
  email: 'nodisk@example.com',
  source: 'sign-up form' as const,
  page: '/pricing',
  consentText: 'Consent statement shown beside the form.',
};

describe('a PostgreSQL store', () => {
  it('writes nothing to DATA_DIR, and holds mail in the store while there is no SMTP_URL', async () => {
    expect(getStore().kind).toBe('postgres');
    expect(mailTransport()).toBe('none');

    const reply = await localNewsletter.subscribe(request);
    expect(reply.alreadySubscribed).toBe(false);
    const lead = leadSchema.parse({ ...newVentureLead(), newsletter_opt_in: false });
    expect((await submitLead(lead)).created).toBe(true);
    await recordPageView({ path: '/pricing?utm=x', referrer: 'https://search.test/q' });
    const keep = createLastGoodStore(getDb);
    await withLastGood(createSnapshotTransport(loadSnapshot()), keep).request(
      '/tags',
      { per_page: 100 },
      { tags: [] },
    );
    await purgeData(getDb());
    expect((await (await health()).json()).store).toBe('up');

    // Both mails wait: not rendered (no code or link issued), no try used, due again later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const held = await getDb()
      .selectFrom('jobs')
      .selectAll()
      .where('kind', 'in', ['newsletter-confirmation', 'lead-notification'])
      .orderBy('id')
      .execute();
    expect(held.map((job) => [job.kind, job.status, job.attempts])).toEqual([
      ['newsletter-confirmation', 'pending', 0],
      ['lead-notification', 'pending', 0],
    ]);
    for (const job of held) {
      expect(job.last_error).toMatch(/SMTP_URL/);
      expect(Date.parse(job.next_at) - Date.now()).toBeGreaterThan((MAIL_HELD_SECONDS - 10) * 1000);
    }
    expect(await getDb().selectFrom('newsletter_tokens').selectAll().execute()).toEqual([]);
    expect(fs.existsSync(dataDir)).toBe(false);

    // Once a mail server is set, the next pass sends each mail once (the applicant's receipt
    // too; the owner's reminder about a lead still new waits a working hour).
    process.env.SMTP_URL = sink.url;
    resetConfigForTests();
    const later = new Date(Date.now() + (MAIL_HELD_SECONDS + 1) * 1000);
    expect(await runDueJobs(later)).toEqual({
      'newsletter-confirmation': { sent: 1 },
      'lead-notification': { sent: 1 },
      'lead-receipt': { sent: 1 },
    });
    expect(await runDueJobs(later)).toEqual({});
    expect((await confirmationFor(sink, 'nodisk@example.com')).code).toMatch(/^\d{6}$/);
    expect(sink.messages).toHaveLength(3);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
