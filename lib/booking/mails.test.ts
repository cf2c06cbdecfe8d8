import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { leadSchema } from '@/lib/leads/client';
import { storeLead } from '@/lib/leads/store';
import { existingBusinessLead } from '@/test/lead-fixtures';
import type { MailMessage } from '@/lib/mail';
import {
  renderCalendarFailed,
  renderCancellation,
  renderInvitation,
  renderLeadNotification,
  renderOwnerReminder,
} from './mails';

/**
 * The booking's mails as the queue renders them, read at the level of the message: headers
 * and body, without a mail server.
 */
const calendar = {
  BOOKING_CALDAV_URL: 'http://127.0.0.1:9/owner/calls',
  BOOKING_CALDAV_USER: 'owner',
  BOOKING_CALDAV_PASSWORD: 'not used',
  LEADS_NOTIFY_EMAIL: 'team@hiddengrowth.test',
};

beforeAll(() => {
  Object.assign(process.env, calendar);
  resetConfigForTests();
});
afterAll(() => {
  for (const name of Object.keys(calendar)) delete process.env[name];
  resetConfigForTests();
});
beforeEach(async () => {
  await getDb().deleteFrom('leads').execute();
  await getDb().deleteFrom('bookings').execute();
  await getDb().deleteFrom('lead_receipts').execute();
});

const NOW = new Date('2026-03-02T02:00:00Z');
const START = new Date('2026-03-03T02:30:00Z');
const END = new Date('2026-03-03T03:00:00Z');

/** A stored lead with a booked call. */
async function bookedLead(overrides: Record<string, unknown> = {}) {
  const lead = leadSchema.parse(existingBusinessLead(overrides));
  await storeLead(lead, { notify: false, now: NOW });
  const bookingId = `b-${lead.id}`;
  await getDb()
    .insertInto('bookings')
    .values({
      id: bookingId,
      lead_id: lead.id,
      starts_at: START.toISOString(),
      ends_at: END.toISOString(),
      status: 'booked',
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
  await getDb()
    .updateTable('leads')
    .set({ booking_id: bookingId, status: 'booked' })
    .where('id', '=', lead.id)
    .execute();
  const ref = { bookingId, sequence: 0, start: START.toISOString(), end: END.toISOString() };
  return { lead, ref };
}

describe("the owner's booking mails", () => {
  it('put the applicant’s name in their subjects on one bounded line', async () => {
    const name = `Jane\r\nTan ${'x'.repeat(190)}`;
    const { ref } = await bookedLead({ full_name: name });
    const invitation = await renderInvitation({ ...ref, to: 'owner' });
    const cancellation = await renderCancellation({ ...ref, to: 'owner' });
    for (const mail of [invitation!, cancellation!]) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject).toContain('Jane Tan xxx');
      expect(mail.subject.length).toBeLessThanOrEqual(120);
    }
  });
});

describe("the owner's mails that carry the one-click links", () => {
  it('are never replied to the applicant: no Reply-To of theirs, a mailto link instead', async () => {
    const email = 'applicant@example.com';
    const { lead, ref } = await bookedLead({ email });
    await getDb()
      .updateTable('leads')
      .set({ status: 'new', calendar_failed_at: NOW.toISOString(), calendar_error: 'HTTP 503' })
      .where('id', '=', lead.id)
      .execute();
    const mails: [string, MailMessage | null][] = [
      ['notification', await renderLeadNotification({ leadId: lead.id })],
      ['reminder', await renderOwnerReminder({ leadId: lead.id }, NOW)],
      ['calendar failed', await renderCalendarFailed({ leadId: lead.id })],
      ['invitation', await renderInvitation({ ...ref, to: 'owner' })],
      ['cancellation', await renderCancellation({ ...ref, to: 'owner' })],
    ];
    for (const [name, mail] of mails) {
      if (!mail) throw new Error(`no ${name} mail`);
      const headers = Object.entries(mail.headers ?? {}).map(([key, value]) => [
        key.toLowerCase(),
        value,
      ]);
      // A reply quotes the mail: the applicant would get the owner's links.
      expect([name, headers.filter(([key]) => key === 'reply-to')]).toEqual([name, []]);
      expect([name, mail.text.includes(`mailto:${email}`)]).toEqual([name, true]);
      expect([name, mail.html.includes(`href="mailto:${email}"`)]).toEqual([name, true]);
    }
    // The ones with the links do carry them (the reason for all this).
    expect(mails[0]![1]!.text).toMatch(/\/leads\/act\?t=/);
    expect(mails[1]![1]!.text).toMatch(/\/leads\/act\?t=/);
  });
});
