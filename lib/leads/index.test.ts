import { getDb } from '@/lib/db';
import { registerSiteJobs } from '@/lib/site-jobs';
import { newVentureLead } from '@/test/lead-fixtures';
import { confirmationFor, newsletterSink, subscriberRow } from '@/test/newsletter';
import { leadSchema } from './schema';
import { submitLead } from './index';

registerSiteJobs();

const sink = newsletterSink();
beforeEach(async () => {
  await getDb().deleteFrom('leads').execute();
});

describe('submitLead follow-ups', () => {
  it('a lead with newsletter_opt_in starts the double opt-in for its address', async () => {
    const lead = leadSchema.parse({
      ...newVentureLead(),
      email: 'opt.in@example.com',
      newsletter_opt_in: true,
    });
    expect((await submitLead(lead)).created).toBe(true);
    const subscriber = await subscriberRow('opt.in@example.com');
    expect(subscriber).toMatchObject({
      status: 'pending',
      consent_source: 'screener opt-in',
      consent_page: '/book-your-growth-call',
    });
    expect(subscriber?.consent_text).toContain('booking screener');
    const mail = await confirmationFor(sink, 'opt.in@example.com');
    expect(mail.code).toMatch(/^\d{6}$/);
  });

  it('a lead without the opt-in subscribes nobody, and a retried lead starts nothing twice', async () => {
    const lead = leadSchema.parse({
      ...newVentureLead(),
      email: 'no.thanks@example.com',
      newsletter_opt_in: false,
    });
    await submitLead(lead);
    expect(await subscriberRow('no.thanks@example.com')).toBeUndefined();

    const opted = leadSchema.parse({
      ...newVentureLead(),
      email: 'once@example.com',
      newsletter_opt_in: true,
    });
    await submitLead(opted);
    const again = await submitLead(opted);
    expect(again.created).toBe(false);
    const rows = await getDb().selectFrom('newsletter_mail_log').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
