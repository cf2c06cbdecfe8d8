import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { sendQueuedMail } from '@/lib/mail';
import { leadsToCsv } from '@/lib/leads/export';
import { leadSchema } from '@/lib/leads/client';
import { listLeads, storeLead } from '@/lib/leads/store';
import { registerSiteJobs } from '@/lib/site-jobs';
import { existingBusinessLead } from '@/test/lead-fixtures';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { ownerActionFromLink, ownerView } from './owner';
import { getLeadRow } from './store';

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
beforeEach(async () => {
  process.env.SMTP_URL = sink.url;
  process.env.LEADS_NOTIFY_EMAIL = 'team@hiddengrowth.test';
  resetConfigForTests();
  sink.messages.length = 0;
  await getDb().deleteFrom('leads').execute();
  await getDb().deleteFrom('lead_receipts').execute();
  await getDb().deleteFrom('jobs').execute();
  await getDb().deleteFrom('bookings').execute();
});

// Monday 2 March 2026, 10:00 in Singapore.
const monday10 = new Date('2026-03-02T02:00:00Z');
const minutes = (n: number) => new Date(monday10.getTime() + n * 60_000);

async function newLead(now = monday10) {
  const lead = leadSchema.parse(existingBusinessLead());
  await storeLead(lead, { notify: true, followUps: true, now });
  // The notification alone, tried at once as after the visitor's answer.
  await sendQueuedMail(await notificationOf(lead.id), now);
  const mail = sink.messages.find((m) => m.subject?.startsWith('New lead'))!;
  return { lead, mail };
}

/** The queued notification of a lead. */
async function notificationOf(leadId: string): Promise<number> {
  const job = await getDb()
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', 'lead-notification')
    .where('ref', '=', JSON.stringify({ leadId }))
    .executeTakeFirstOrThrow();
  return job.id;
}

/** The token of the notification's link named `label`. */
function tokenOf(text: string, label: string): string {
  const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(text)![1]!;
  return new URL(url).searchParams.get('t')!;
}

describe("the owner's links", () => {
  it('come in the notification, one per status, and record it only when the button is pressed', async () => {
    const { lead, mail } = await newLead();
    expect(mail.text).toContain('Record what happened, in one click');
    for (const label of ['Booked', 'Mark contacted', 'Not a fit']) {
      expect(mail.text).toMatch(new RegExp(`^${label}: https?://\\S+/leads/act\\?t=\\S+$`, 'm'));
      expect(mail.html).toContain(`>${label}</a>`);
    }
    const contacted = tokenOf(mail.text!, 'Mark contacted');
    // Opening the page (what a mail scanner does) changes nothing.
    expect(await ownerView(contacted)).toMatchObject({
      action: 'contacted',
      name: 'Jane Tan',
      email: 'jane@example.com',
      status: 'new',
    });
    expect((await getLeadRow(lead.id))!.status).toBe('new');
    // The button does.
    expect(await ownerActionFromLink(contacted)).toBe(true);
    expect(await getLeadRow(lead.id)).toMatchObject({ status: 'contacted' });
    expect(await ownerActionFromLink(tokenOf(mail.text!, 'Not a fit'))).toBe(true);
    expect(await ownerView(contacted)).toMatchObject({ status: 'not_fit' });
    // And leads:export says so.
    const csv = leadsToCsv(await listLeads());
    expect(csv.split('\r\n')[0]).toMatch(/,status$/);
    expect(csv.split('\r\n')[1]).toMatch(/,not_fit$/);
  });

  it('say in the notification when the calendar failed while the applicant booked', async () => {
    const lead = leadSchema.parse(existingBusinessLead());
    await storeLead(lead, { notify: true, followUps: true, now: monday10 });
    await getDb()
      .updateTable('leads')
      .set({
        calendar_failed_at: monday10.toISOString(),
        calendar_error: 'reading the calendar: ECONNREFUSED',
      })
      .where('id', '=', lead.id)
      .execute();
    await sendQueuedMail(await notificationOf(lead.id), monday10);
    const mail = sink.messages.find((m) => m.subject?.startsWith('New lead'))!;
    expect(mail.text).toContain(
      'Calendar: it failed (reading the calendar: ECONNREFUSED). The applicant was told you will mail them two times within one working day.',
    );
    expect(mail.html).toContain('Calendar: it failed');
  });

  it('show the time of a call booked through the site', async () => {
    const { lead, mail } = await newLead();
    const booked = tokenOf(mail.text!, 'Booked');
    expect(await ownerView(booked)).toMatchObject({ booked: null });
    const at = new Date('2026-03-03T02:30:00Z');
    await getDb()
      .insertInto('bookings')
      .values({
        id: 'b-1',
        lead_id: lead.id,
        starts_at: at.toISOString(),
        ends_at: new Date(at.getTime() + 30 * 60_000).toISOString(),
        status: 'booked',
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .execute();
    await getDb()
      .updateTable('leads')
      .set({ booking_id: 'b-1' })
      .where('id', '=', lead.id)
      .execute();
    expect(await ownerView(booked)).toMatchObject({
      booked: { time: 'Tuesday 3 March 2026, 10:30', zone: 'Singapore time, GMT+8' },
    });
  });

  it('work for 14 days, and not for another site or another lead', async () => {
    const { mail } = await newLead();
    const booked = tokenOf(mail.text!, 'Booked');
    const day = 86_400_000;
    expect(await ownerView(booked, new Date(Date.now() + 13 * day))).not.toBeNull();
    expect(await ownerView(booked, new Date(Date.now() + 14 * day + 60_000))).toBeNull();
    expect(await ownerActionFromLink(booked, new Date(Date.now() + 15 * day))).toBe(false);
    expect(await ownerActionFromLink('not-a-token-at-all-but-long-enough-to-be-read-0000')).toBe(
      false,
    );
    await getDb().deleteFrom('leads').execute();
    expect(await ownerView(booked)).toBeNull();
    expect(await ownerActionFromLink(booked)).toBe(false);
  });
});

describe("the owner's reminder", () => {
  const reminders = () => sink.messages.filter((m) => m.subject?.startsWith('Waiting for you'));

  it('comes once, a working hour after a lead that is still new', async () => {
    const { lead } = await newLead();
    await runDueJobs(minutes(59));
    expect(reminders()).toHaveLength(0);
    await runDueJobs(minutes(61));
    expect(reminders()).toHaveLength(1);
    const mail = reminders()[0]!;
    expect(mail.subject).toBe('Waiting for you: Jane Tan applied 1 hour ago');
    expect(mail.text).toContain('Jane Tan (jane@example.com) applied 1 hour ago and is still new');
    expect(mail.text).toMatch(/^https?:\/\/\S+\/leads\/act\?t=\S+$/m);
    // Never replied to the applicant (a reply would quote the links): a mailto instead.
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain(`mailto:${lead.email}`);
    await runDueJobs(minutes(600));
    await runDueJobs(minutes(6000));
    expect(reminders()).toHaveLength(1);
  });

  it('waits for working hours: a lead on Friday evening is reminded on Monday', async () => {
    const friday1630 = new Date('2026-03-06T08:30:00Z');
    await newLead(friday1630);
    await runDueJobs(new Date('2026-03-08T12:00:00Z')); // Sunday
    expect(reminders()).toHaveLength(0);
    await runDueJobs(new Date('2026-03-09T01:31:00Z')); // Monday 09:31
    expect(reminders()).toHaveLength(1);
  });

  it('is not sent once the owner has recorded something', async () => {
    const { mail } = await newLead();
    expect(await ownerActionFromLink(tokenOf(mail.text!, 'Mark contacted'))).toBe(true);
    await runDueJobs(minutes(120));
    expect(reminders()).toHaveLength(0);
    const [job] = await getDb()
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'lead-owner-reminder')
      .execute();
    expect(job).toMatchObject({ status: 'done', outcome: 'skipped' });
  });

  it('is not queued without LEADS_NOTIFY_EMAIL, nor twice for a retried lead', async () => {
    const lead = leadSchema.parse(existingBusinessLead());
    await storeLead(lead, { notify: true, followUps: true, now: monday10 });
    await storeLead(lead, { notify: true, followUps: true, now: monday10 });
    delete process.env.LEADS_NOTIFY_EMAIL;
    resetConfigForTests();
    await storeLead(leadSchema.parse(existingBusinessLead()), {
      notify: false,
      followUps: true,
      now: monday10,
    });
    const kinds = await getDb()
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', 'lead-owner-reminder')
      .execute();
    expect(kinds).toHaveLength(1);
  });
});
