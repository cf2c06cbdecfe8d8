import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { leadSchema } from '@/lib/leads/schema';
import { storeLead } from '@/lib/leads/store';
import { existingBusinessLead } from '@/test/lead-fixtures';
import { renderCancellation, renderInvitation } from './mails';

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
