import net, { type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { getDb } from '@/lib/db';
import { dialectOf } from '@/lib/db/dialect';
import { CONFIRMATION_MAIL_KIND, OPT_IN_RETRY_KIND } from '@/lib/newsletter/opt-in/constants';
import { registerSiteJobs } from '@/lib/site-jobs';
import { newVentureLead } from '@/test/lead-fixtures';
import { confirmationFor, newsletterSink, subscriberRow, useSmtpSink } from '@/test/newsletter';
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

  it("writes the opt-in in the lead's own transaction: one commit keeps both", async () => {
    const db = getDb();
    const transactions = jest.spyOn(db, 'transaction');
    const lead = leadSchema.parse({
      ...newVentureLead(),
      email: 'together@example.com',
      newsletter_opt_in: true,
    });
    await submitLead(lead);
    expect(transactions).toHaveBeenCalledTimes(1);
    transactions.mockRestore();
    expect(await subscriberRow('together@example.com')).toMatchObject({ status: 'pending' });
    const mails = await db
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', CONFIRMATION_MAIL_KIND)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('answers while the confirmation mail is still on its way', async () => {
    // A mail server that takes the connection and never greets.
    const sockets = new Set<net.Socket>();
    const hanging = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const connected = new Promise<void>((resolve) => hanging.once('connection', () => resolve()));
    useSmtpSink({ url: `smtp://127.0.0.1:${(hanging.address() as AddressInfo).port}` } as never);
    try {
      const lead = leadSchema.parse({
        ...newVentureLead(),
        email: 'slow.mail@example.com',
        newsletter_opt_in: true,
      });
      expect((await submitLead(lead)).created).toBe(true);
      expect(await subscriberRow('slow.mail@example.com')).toMatchObject({ status: 'pending' });
      // The lead was answered; its confirmation mail is being sent meanwhile.
      await connected;
      expect(sockets.size).toBe(1);
    } finally {
      useSmtpSink(sink);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });

  it('keeps the lead when the opt-in cannot be written, and queues the opt-in for a retry', async () => {
    const allowAgain = await refuseNewSubscribers();
    try {
      const lead = leadSchema.parse({
        ...newVentureLead(),
        email: 'later@example.com',
        newsletter_opt_in: true,
      });
      expect((await submitLead(lead)).created).toBe(true);
      const kept = await getDb()
        .selectFrom('leads')
        .select('id')
        .where('id', '=', lead.id)
        .execute();
      expect(kept).toHaveLength(1);
    } finally {
      await allowAgain();
    }
    expect(await subscriberRow('later@example.com')).toBeUndefined();
    const retry = await getDb()
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', OPT_IN_RETRY_KIND)
      .execute();
    expect(retry).toHaveLength(1);
  });
});

/** Makes the store refuse every new subscriber (a trigger), until the function it returns runs. */
async function refuseNewSubscribers(): Promise<() => Promise<void>> {
  const db = getDb();
  if (dialectOf(db) === 'sqlite') {
    await sql`CREATE TRIGGER refuse_subscriber BEFORE INSERT ON newsletter_subscribers
      BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(db);
    return async () => void (await sql`DROP TRIGGER refuse_subscriber`.execute(db));
  }
  await sql`CREATE FUNCTION refuse_subscriber() RETURNS trigger
    AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER refuse_subscriber BEFORE INSERT ON newsletter_subscribers
    FOR EACH ROW EXECUTE FUNCTION refuse_subscriber()`.execute(db);
  return async () => {
    await sql`DROP TRIGGER refuse_subscriber ON newsletter_subscribers`.execute(db);
    await sql`DROP FUNCTION refuse_subscriber()`.execute(db);
  };
}
