import { sql } from 'kysely';
import { getDb, storeKind } from '@/lib/db';
import { registerSiteJobs } from '@/lib/site-jobs';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { leadSchema } from './schema';
import { countLeads, getLead, storeLead } from './store';

beforeEach(async () => {
  await getDb().deleteFrom('leads').execute();
  await getDb().deleteFrom('jobs').execute();
});

describe('a process that registered no follow-ups', () => {
  it('refuses to store a lead that asks for them, and keeps nothing', async () => {
    // What a new lead sets off is registered by the features it belongs to: a process that
    // forgot (no registerSiteJobs) would keep leads without receipt or notification.
    const lead = leadSchema.parse(newVentureLead());
    await expect(storeLead(lead, { notify: true, followUps: true })).rejects.toThrow(
      /registerSiteJobs/,
    );
    expect(await getLead(lead.id)).toBeNull();
    // A lead kept only for the remote backend has no follow-ups, and needs none registered.
    expect((await storeLead(lead, { notify: false, forward: true })).created).toBe(true);
  });
});

describe('lead store', () => {
  beforeAll(() => registerSiteJobs());

  it('writes the lead and its notification in one transaction', async () => {
    // The job insert fails inside the store itself: the lead must not be kept without it.
    if (storeKind() === 'postgres') {
      await sql`CREATE FUNCTION fail_mail() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`.execute(getDb());
      await sql`CREATE TRIGGER fail_mail BEFORE INSERT ON jobs
        FOR EACH ROW EXECUTE FUNCTION fail_mail()`.execute(getDb());
    } else {
      await sql`CREATE TRIGGER fail_mail BEFORE INSERT ON jobs
        BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(getDb());
    }
    try {
      const lead = leadSchema.parse(newVentureLead());
      // (The driver's error comes from another realm than Jest's, so compare the message.)
      const failure = await storeLead(lead, { notify: true, followUps: true }).then(
        () => 'stored',
        (error: Error) => error.message,
      );
      expect(failure).toBe('disk full');
      expect(await getLead(lead.id)).toBeNull();
      expect(await countLeads()).toBe(0);
    } finally {
      if (storeKind() === 'postgres') {
        await sql`DROP TRIGGER fail_mail ON jobs`.execute(getDb());
        await sql`DROP FUNCTION fail_mail`.execute(getDb());
      } else {
        await sql`DROP TRIGGER fail_mail`.execute(getDb());
      }
    }
  });

  it('stores each lead with its own values, whatever the lead stored before it', async () => {
    // The insert compiled for the first lead is run again for the next ones: each must come
    // back exactly as given, down to the fields one path leaves empty and the other fills.
    const leads = [
      newVentureLead(),
      existingBusinessLead({ utm_source: 'linkedin', utm_campaign: 'spring', landing_cta: 'hero' }),
      newVentureLead({ cta_source: 'pricing_pro', page_referrer: 'https://www.example.org/a' }),
      existingBusinessLead({ obstacles: ['Poor sales-conversion rate'], other_obstacle: null }),
    ].map((input) => leadSchema.parse(input));
    for (const lead of leads) expect((await storeLead(lead, { notify: false })).created).toBe(true);
    // The same id again is a retried submission: not stored twice.
    expect((await storeLead(leads[1]!, { notify: false })).created).toBe(false);

    for (const lead of leads) {
      const { created_at, forward_status, status, ...stored } = (await getLead(lead.id))!;
      expect(stored).toEqual(lead);
      expect(status).toBe('new');
      expect(forward_status).toBe('none');
      expect(created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(await countLeads()).toBe(leads.length);
  });

  it('keeps a lead for forwarding with its due time', async () => {
    const lead = leadSchema.parse(newVentureLead());
    const now = new Date('2025-06-10T08:00:00.000Z');
    expect(await storeLead(lead, { notify: false, forward: true, now })).toEqual({ created: true });
    const row = await getDb()
      .selectFrom('leads')
      .select(['forward_status', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ forward_status: 'pending', created_at: now.toISOString() });
    const job = await getDb()
      .selectFrom('jobs')
      .select(['kind', 'ref', 'status', 'next_at'])
      .executeTakeFirstOrThrow();
    expect(job).toEqual({
      kind: 'lead-forward',
      ref: JSON.stringify({ leadId: lead.id }),
      status: 'pending',
      next_at: now.toISOString(),
    });
  });
});
