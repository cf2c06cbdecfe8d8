import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { leadSchema } from '@/lib/leads/schema';
import { getLead, storeLead } from '@/lib/leads/store';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { registerSiteJobs } from '@/lib/site-jobs';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { leadBackend } from './backend';
import { localLeads } from './local';

registerSiteJobs();

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
beforeEach(async () => {
  process.env.SMTP_URL = sink.url;
  process.env.LEADS_NOTIFY_EMAIL = 'team@hiddengrowth.test';
  resetConfigForTests();
  sink.messages.length = 0;
  await getDb().deleteFrom('leads').execute();
  await getDb().deleteFrom('jobs').execute();
  await getDb().deleteFrom('lead_receipts').execute();
});
afterAll(() => {
  delete process.env.SMTP_URL;
  delete process.env.LEADS_NOTIFY_EMAIL;
  resetConfigForTests();
});

const parse = (body: Record<string, unknown>) => leadSchema.parse(body);

async function queued() {
  return getDb().selectFrom('jobs').selectAll().orderBy('id').execute();
}

/** The team's notification among the lead's jobs (the receipt and a reminder are queued too). */
async function notification() {
  return (await queued()).find((job) => job.kind === 'lead-notification');
}

describe('local lead backend', () => {
  it('is the default backend', () => {
    expect(leadBackend().mode).toBe('local');
  });

  it('stores the lead and mails the team every answer', async () => {
    const lead = parse(existingBusinessLead({ full_name: 'Jane <b>Tan</b>' }));
    const outcome = await localLeads.submitLead(lead);
    expect(outcome).toEqual({
      message: 'Application submitted successfully',
      created: true,
      keptIn: 'local',
    });
    expect(await getLead(lead.id)).toMatchObject({ ...lead, forward_status: 'none' });
    const mail = await sink.waitFor((m) => m.subject?.startsWith('New lead') ?? false);
    expect(mail.subject).toBe('New lead: Jane <b>Tan</b> (An established business)');
    expect(mail.to && 'value' in mail.to ? mail.to.value.map((a) => a.address) : []).toEqual([
      'team@hiddengrowth.test',
    ]);
    // What mail servers weigh: the To in brackets, an automatic mail, an id on the From domain.
    expect(mail.headerLines.find((h) => h.key === 'to')?.line).toBe(
      'To: Hidden Growth team <team@hiddengrowth.test>',
    );
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.messageId).toMatch(/@hiddengrowth\.co>$/);
    for (const answer of [
      'US $1m – $5m',
      '-10%',
      'Poor sales-conversion rate; Other (please specify)',
      'A new competitor undercuts us',
      'We would have to cut costs or reduce the team',
      'We have some insight from sales calls and reviews',
      'https://www.example.com',
      'jane@example.com',
      'pricing_basic',
      lead.id,
    ]) {
      expect(mail.text).toContain(answer);
    }
    // The fit rule's verdict, as stored with the lead.
    expect(mail.text).toContain('Fit: yes, by the fit rule.');
    expect(mail.html).toContain('Jane &lt;b&gt;Tan&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Tan</b>');
    // Never replied to the applicant (a reply would quote the owner's links): a mailto instead.
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toMatch(/^mailto:jane@example\.com$/m);
    await waitFor(async () => (await notification())?.outcome === 'sent');
  });

  it('keeps the lead when the mail server refuses, and the queue sends it later', async () => {
    // The notification and the applicant's receipt are both tried at once: both refused.
    sink.failNext(2);
    const lead = parse(newVentureLead());
    const outcome = await localLeads.submitLead(lead);
    expect(outcome.created).toBe(true);
    expect(await getLead(lead.id)).not.toBeNull();
    await waitFor(async () => (await notification())?.attempts === 1);
    expect(await notification()).toMatchObject({ status: 'pending', kind: 'lead-notification' });
    const later = new Date(Date.now() + 60 * 60 * 1000);
    expect(await runDueJobs(later)).toMatchObject({ 'lead-notification': { sent: 1 } });
    const mail = await sink.waitFor((m) => m.subject?.includes('Sam Lee') ?? false);
    expect(mail.text).toContain('Testing a first version with early users');
    expect(mail.text).toContain('Pre-revenue (new venture)');
    expect(mail.text).toContain('Fit: yes, by the fit rule.');
  });

  it("queues no team mail without LEADS_NOTIFY_EMAIL, only the applicant's receipt", async () => {
    delete process.env.LEADS_NOTIFY_EMAIL;
    resetConfigForTests();
    await localLeads.submitLead(parse(newVentureLead()));
    expect((await queued()).map((job) => job.kind)).toEqual(['lead-receipt']);
  });

  it('stores a retried id once, with one notification', async () => {
    const lead = parse(newVentureLead());
    const first = await storeLead(lead, { notify: true, followUps: true });
    const again = await storeLead(
      { ...lead, full_name: 'Changed' },
      { notify: true, followUps: true },
    );
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false });
    expect((await getLead(lead.id))!.full_name).toBe('Sam Lee');
    // One of each follow-up: the notification, the owner's reminder, the receipt.
    expect((await queued()).map((job) => job.kind).sort()).toEqual([
      'lead-notification',
      'lead-owner-reminder',
      'lead-receipt',
    ]);
  });

  it('stores concurrent submissions each once', async () => {
    const leads = Array.from({ length: 40 }, () => parse(newVentureLead()));
    await Promise.all([...leads, ...leads].map((lead) => storeLead(lead, { notify: false })));
    const rows = await getDb().selectFrom('leads').select('id').execute();
    expect(rows).toHaveLength(40);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
