import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { leadSchema } from '@/lib/leads/client';
import { storeLead } from '@/lib/leads/store';
import { registerSiteJobs } from '@/lib/site-jobs';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { openLink } from '@/lib/sealed-links';
import { queueReminder, recordStatus } from './store';

registerSiteJobs();

// The reminder's rules only: no call reaches this calendar.
const calendar = {
  BOOKING_CALDAV_URL: 'http://127.0.0.1:9/owner/calls',
  BOOKING_CALDAV_USER: 'owner',
  BOOKING_CALDAV_PASSWORD: 'not used',
};

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  for (const name of ['SMTP_URL', ...Object.keys(calendar)]) delete process.env[name];
  resetConfigForTests();
});
beforeEach(async () => {
  Object.assign(process.env, calendar, { SMTP_URL: sink.url });
  resetConfigForTests();
  sink.messages.length = 0;
  await getDb().deleteFrom('leads').execute();
  await getDb().deleteFrom('lead_receipts').execute();
  await getDb().deleteFrom('jobs').execute();
});

const NOW = new Date('2026-03-02T02:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const reminders = () =>
  sink.messages.filter((m) => m.subject === 'Your growth call is not booked yet');

/** A lead stored as the local backend stores it (its receipt queued), then shown the slots. */
async function shownSlots(body: Record<string, unknown> = existingBusinessLead()) {
  const lead = leadSchema.parse(body);
  await storeLead(lead, { notify: false, followUps: true, now: NOW });
  await queueReminder(lead.id, 30 * 60, NOW);
  return lead;
}

describe("the applicant's one reminder to pick a time", () => {
  it('comes once, 30 minutes after the slots were shown, with the link back to them', async () => {
    const lead = await shownSlots();
    await runDueJobs(later(29));
    expect(reminders()).toHaveLength(0);
    await runDueJobs(later(31));
    expect(reminders()).toHaveLength(1);
    const mail = reminders()[0]!;
    expect(mail.text).toContain('This is the only reminder we send.');
    const url = /^(https?:\/\/\S+\/booking\/time\?t=\S+)$/m.exec(mail.text!)![1]!;
    expect(openLink(new URL(url).searchParams.get('t'), ['slots'])).toMatchObject({
      ref: lead.id,
    });
    // Shown the slots again: still one reminder, never a second.
    await queueReminder(lead.id, 30 * 60, later(40));
    await runDueJobs(later(80));
    await runDueJobs(later(6000));
    expect(reminders()).toHaveLength(1);
  });

  it('comes to an address once a day, however many fit applications name it', async () => {
    const first = await shownSlots(existingBusinessLead({ email: 'victim@example.com' }));
    const second = await shownSlots(
      existingBusinessLead({ email: 'victim@example.com', full_name: 'Someone Else' }),
    );
    const third = await shownSlots(existingBusinessLead({ email: 'VICTIM@example.com' }));
    await runDueJobs(later(31));
    await runDueJobs(later(120));
    const sent = reminders();
    expect(sent).toHaveLength(1);
    // The one the day's receipt went to: the first application of the address.
    expect(sent[0]!.text).toContain('Hello Jane Tan,');
    const url = /^(https?:\/\/\S+\/booking\/time\?t=\S+)$/m.exec(sent[0]!.text!)![1]!;
    expect(openLink(new URL(url).searchParams.get('t'), ['slots'])).toMatchObject({
      ref: first.id,
    });
    expect([second.id, third.id]).not.toContain(first.id);
    // The next day the address may have one again.
    const tomorrow = new Date(NOW.getTime() + 24 * 3600_000);
    const next = leadSchema.parse(existingBusinessLead({ email: 'victim@example.com' }));
    await storeLead(next, { notify: false, followUps: true, now: tomorrow });
    await queueReminder(next.id, 30 * 60, tomorrow);
    await runDueJobs(new Date(tomorrow.getTime() + 31 * 60_000));
    expect(reminders()).toHaveLength(2);
  });

  it('is not sent after a booking, nor once the owner has acted', async () => {
    const booked = await shownSlots(existingBusinessLead({ email: 'booked@example.com' }));
    await getDb()
      .updateTable('leads')
      .set({ booking_id: 'b-1', status: 'booked' })
      .where('id', '=', booked.id)
      .execute();
    const contacted = await shownSlots(existingBusinessLead({ email: 'called@example.com' }));
    await recordStatus(contacted.id, 'contacted');
    await runDueJobs(later(31));
    expect(reminders()).toHaveLength(0);
    const outcomes = await getDb()
      .selectFrom('jobs')
      .select('outcome')
      .where('kind', '=', 'booking-reminder')
      .execute();
    expect(outcomes.map((j) => j.outcome)).toEqual(['skipped', 'skipped']);
  });

  it('is never sent to a "not yet", nor without a calendar', async () => {
    await shownSlots(newVentureLead({ product_stage: 'idea' }));
    await runDueJobs(later(31));
    for (const name of Object.keys(calendar)) delete process.env[name];
    resetConfigForTests();
    await shownSlots(existingBusinessLead({ email: 'nocal@example.com' }));
    await runDueJobs(later(31));
    expect(reminders()).toHaveLength(0);
  });
});
