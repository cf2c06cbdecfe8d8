import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { localLeads } from '@/lib/leads/local';
import { leadSchema } from '@/lib/leads/client';
import { getLead, storeLead } from '@/lib/leads/store';
import { registerSiteJobs } from '@/lib/site-jobs';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';

registerSiteJobs();

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  delete process.env.SMTP_URL;
  delete process.env.LEADS_NOTIFY_EMAIL;
  resetConfigForTests();
});
// Mails tried after one test's answer must not land in the next test's sink.
afterEach(() => settled());
beforeEach(async () => {
  process.env.SMTP_URL = sink.url;
  process.env.LEADS_NOTIFY_EMAIL = 'team@hiddengrowth.test';
  resetConfigForTests();
  sink.messages.length = 0;
  await getDb().deleteFrom('leads').execute();
  await getDb().deleteFrom('lead_receipts').execute();
  await getDb().deleteFrom('jobs').execute();
});

const parse = (body: Record<string, unknown>) => leadSchema.parse(body);
const receipts = () =>
  sink.messages.filter((m) => m.subject === 'Your application to Hidden Growth');
const receiptJobs = () =>
  getDb().selectFrom('jobs').selectAll().where('kind', '=', 'lead-receipt').execute();

/**
 * Waits for the mails being tried after the answer to finish (a pass dated later would take
 * a running claim for a stale one), then runs whatever is due by the next day.
 */
async function settled() {
  const deadline = Date.now() + 5000;
  for (;;) {
    const running = await getDb()
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'running')
      .execute();
    if (running.length === 0) break;
    if (Date.now() > deadline) throw new Error('mails not tried in time');
    await new Promise((r) => setTimeout(r, 20));
  }
  await runDueJobs(new Date(Date.now() + 24 * 3600 * 1000));
}

describe("the applicant's receipt", () => {
  it('mails a fit applicant their answers, the next step, the privacy line and a person', async () => {
    const lead = parse(existingBusinessLead({ full_name: 'Jane <b>Tan</b>' }));
    await localLeads.submitLead(lead);
    const mail = await sink.waitFor((m) => m.subject === 'Your application to Hidden Growth');
    expect(mail.to && 'value' in mail.to ? mail.to.value[0]!.address : '').toBe('jane@example.com');
    // A text part for every client, and an HTML one.
    expect(mail.text).toContain('Hello Jane <b>Tan</b>,');
    for (const answer of [
      'US $1m – $5m',
      'Poor sales-conversion rate; Other (please specify)',
      'We would have to cut costs or reduce the team',
      'https://www.example.com',
    ]) {
      expect(mail.text).toContain(answer);
    }
    expect(mail.text).toContain('will write to you within one working day to arrange the call');
    expect(mail.text).toMatch(/privacy policy says: https?:\/\/[^\s]+\/privacy/);
    expect(mail.text).toContain('write to hello@hiddengrowth.co');
    // The team's own fields are not the applicant's answers.
    expect(mail.text).not.toContain(lead.id);
    expect(mail.text).not.toContain('pricing_basic');
    expect(mail.html).toContain('Jane &lt;b&gt;Tan&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Tan</b>');
    expect(mail.headers.get('auto-submitted')).toBe('auto-replied');
    expect(mail.replyTo?.text).toBe('hello@hiddengrowth.co');
  });

  it('points a "not yet" applicant to the case study and the newsletter', async () => {
    await localLeads.submitLead(parse(newVentureLead({ product_stage: 'idea' })));
    const mail = await sink.waitFor((m) => m.subject === 'Your application to Hidden Growth');
    expect(mail.text).toContain('a study would come a little early for you today');
    expect(mail.text).toContain('see how a study unfolds in our live case study:');
    expect(mail.text).toMatch(/https?:\/\/\S+\/case-studies\n/);
    expect(mail.text).toMatch(/https?:\/\/\S+\/#newsletter\n/);
    expect(mail.html).toMatch(/href="https?:\/\/[^"]+\/case-studies"[^>]*>Read the case study/);
    expect(mail.text).not.toContain('within one working day to arrange the call');
  });

  it('sends one receipt for a lead however often its id is posted, and however often the queue runs', async () => {
    const lead = parse(newVentureLead());
    await Promise.all([1, 2, 3].map(() => localLeads.submitLead(lead)));
    await settled();
    await runDueJobs(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    expect(receipts()).toHaveLength(1);
    expect(await receiptJobs()).toHaveLength(1);
  });

  it('sends an address one receipt a day, and keeps every lead', async () => {
    const first = parse(newVentureLead());
    const second = parse(newVentureLead({ email: 'SAM@startup.io' }));
    const other = parse(existingBusinessLead());
    for (const lead of [first, second, other]) await localLeads.submitLead(lead);
    await settled();
    expect(receipts().map((m) => (m.to && 'value' in m.to ? m.to.value[0]!.address : ''))).toEqual(
      expect.arrayContaining(['sam@startup.io', 'jane@example.com']),
    );
    expect(receipts()).toHaveLength(2);
    expect(receipts().find((m) => m.text?.includes('Sam Lee'))).toBeDefined();
    for (const lead of [first, second, other]) expect(await getLead(lead.id)).not.toBeNull();
    // The team hears of every lead all the same.
    expect(sink.messages.filter((m) => m.subject?.startsWith('New lead'))).toHaveLength(3);
  });

  it('sends the address a receipt again the next day', async () => {
    const day = new Date('2026-03-02T10:00:00.000Z');
    const next = new Date('2026-03-03T10:00:00.000Z');
    await storeLead(parse(newVentureLead()), { notify: false, followUps: true, now: day });
    await storeLead(parse(newVentureLead()), { notify: false, followUps: true, now: day });
    await storeLead(parse(newVentureLead()), { notify: false, followUps: true, now: next });
    expect(await receiptJobs()).toHaveLength(2);
  });

  it('is sent once the mail server takes it, when it refused at first', async () => {
    sink.failNext(1);
    const lead = parse(existingBusinessLead({ email: 'retry@example.com' }));
    // Without LEADS_NOTIFY_EMAIL the receipt is the one mail tried once the visitor has an answer.
    const { sendNow } = await storeLead(lead, { notify: false, followUps: true });
    expect(sendNow).toHaveLength(1);
    await runDueJobs();
    expect(receipts()).toHaveLength(0);
    await runDueJobs(new Date(Date.now() + 3600 * 1000));
    await runDueJobs(new Date(Date.now() + 7200 * 1000));
    expect(receipts()).toHaveLength(1);
    expect(await receiptJobs()).toEqual([expect.objectContaining({ outcome: 'sent' })]);
  });

  it('is left to the remote backend for leads kept only to be forwarded', async () => {
    const { sendNow } = await storeLead(parse(newVentureLead()), {
      notify: false,
      forward: true,
    });
    expect(sendNow).toBeUndefined();
    expect(await receiptJobs()).toEqual([]);
  });
});
