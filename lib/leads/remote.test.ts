import { POST } from '@/app/api/leads/route';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { runDueJobs } from '@/lib/jobs';
import { registerSiteJobs } from '@/lib/site-jobs';
import { startHttpStub } from '@/test/http-stub';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { startSilentServer } from '@/test/silent-server';
import { jsonRequest } from '@/test/request';
import { leadBackend } from './backend';
import { getLead } from './store';

registerSiteJobs();

type Stub = Awaited<ReturnType<typeof startHttpStub>>;
let stub: Stub;

function useFunctions(url: string) {
  process.env.BACKEND_FUNCTIONS_URL = url;
  process.env.BACKEND_ANON_KEY = 'anon-key-for-tests';
  resetConfigForTests();
}

beforeAll(async () => {
  stub = await startHttpStub(() => ({ status: 200, body: {} }));
});
afterAll(async () => {
  delete process.env.BACKEND_FUNCTIONS_URL;
  delete process.env.BACKEND_ANON_KEY;
  resetConfigForTests();
  await stub.close();
});
beforeEach(async () => {
  useFunctions(`${stub.url}/functions/v1`);
  resetRateLimitsForTests();
  stub.requests.length = 0;
  await getDb().deleteFrom('leads').execute();
  await getDb().deleteFrom('jobs').execute();
});

const post = (body: unknown) => POST(jsonRequest('/api/leads', body));

/** One pass of the due jobs: what the forwarding of kept leads did. */
const forwardPendingLeads = async (now?: Date) => (await runDueJobs(now))['lead-forward'] ?? {};

type OptInRef = { leadId: string; email: string; page: string | null; consentText: string };

/** The screener opt-ins still waiting for the backend. */
async function queuedOptIns() {
  const jobs = await getDb()
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', 'newsletter-opt-in')
    .where('status', 'in', ['pending', 'running'])
    .execute();
  return jobs.map((job) => ({
    ...(JSON.parse(job.ref) as OptInRef),
    attempts: job.attempts,
    next_at: job.next_at,
  }));
}

describe('remote lead backend', () => {
  it('is chosen when the remote URL and key are set', () => {
    expect(leadBackend().mode).toBe('remote');
  });

  it('sends the normalised lead to submit-lead and passes the remote message on', async () => {
    stub.setHandler(() => ({ status: 200, body: { message: 'Thanks, we will call you.' } }));
    const body = existingBusinessLead({ email: 'JANE@EXAMPLE.COM' });
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Thanks, we will call you.' });
    const [request] = stub.requests;
    expect(request!.url).toBe('/functions/v1/submit-lead');
    expect(request!.method).toBe('POST');
    expect(request!.headers.authorization).toBe('Bearer anon-key-for-tests');
    expect(request!.headers.apikey).toBe('anon-key-for-tests');
    expect(JSON.parse(request!.body)).toEqual({
      ...body,
      email: 'jane@example.com',
      product_stage: null,
    });
    // Kept by the remote backend, not here.
    expect(await getLead(body.id)).toBeNull();
  });

  it('answers the default success message when the reply has none', async () => {
    stub.setHandler(() => ({ status: 200, body: {} }));
    const response = await post(newVentureLead());
    expect(await response.json()).toEqual({ message: 'Application submitted successfully' });
  });

  it('passes the remote error message on with its 4xx status', async () => {
    stub.setHandler(() => ({
      status: 400,
      body: { error: { message: 'This e-mail has already applied.' } },
    }));
    const response = await post(newVentureLead());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'This e-mail has already applied.' },
    });
    expect(stub.requests).toHaveLength(1);
  });

  it('treats an error in a 2xx reply as a refusal, with the default text when it has none', async () => {
    stub.setHandler(() => ({ status: 200, body: { error: {} } }));
    const response = await post(newVentureLead());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { message: 'Failed to submit application' } });
  });

  it('keeps the lead and forwards it later when the remote backend is unreachable', async () => {
    let down = true;
    stub.setHandler(() =>
      down
        ? { status: 503, body: { error: 'maintenance' } }
        : { status: 201, body: { message: 'ok' } },
    );
    const body = newVentureLead();
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Application submitted successfully' });
    // The first try and 3 retries (the lead's newsletter opt-in makes its own calls).
    expect(stub.requests.filter((r) => r.url.endsWith('/submit-lead'))).toHaveLength(4);
    expect(await getLead(body.id)).toMatchObject({ email: body.email, forward_status: 'pending' });

    // Still down: the lead waits, with a later attempt time.
    expect(await forwardPendingLeads()).toEqual({ retry: 1 });
    expect(await forwardPendingLeads()).toEqual({});

    down = false;
    stub.requests.length = 0;
    const later = new Date(Date.now() + 60 * 60 * 1000);
    expect(await forwardPendingLeads(later)).toEqual({ forwarded: 1 });
    expect(JSON.parse(stub.requests.find((r) => r.url.endsWith('/submit-lead'))!.body)).toEqual(
      body,
    );
    const row = await getDb()
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ forward_status: 'forwarded' });
    expect(row.forwarded_at).toBeTruthy();
    const job = await getDb()
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'lead-forward')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', outcome: 'forwarded', attempts: 2 });
    expect(await forwardPendingLeads(later)).toEqual({});
  });

  it('keeps the lead when the backend cannot be connected to at all', async () => {
    useFunctions('http://127.0.0.1:9/functions/v1');
    const body = existingBusinessLead();
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await getLead(body.id)).toMatchObject({ forward_status: 'pending' });
  });

  it('keeps the lead and answers within 5 s when the remote backend never answers', async () => {
    const silent = await startSilentServer();
    try {
      useFunctions(`${silent.url}/functions/v1`);
      const body = newVentureLead({ newsletter_opt_in: true });
      const started = Date.now();
      const response = await post(body);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ message: 'Application submitted successfully' });
      expect(await getLead(body.id)).toMatchObject({ forward_status: 'pending' });
      const jobs = await getDb().selectFrom('jobs').select('kind').orderBy('kind').execute();
      expect(jobs.map((job) => job.kind)).toEqual(['lead-forward', 'newsletter-opt-in']);
    } finally {
      await silent.close();
    }
  }, 10_000);

  it('keeps the lead when the remote refuses the site itself (bad key)', async () => {
    stub.setHandler(() => ({ status: 401, body: { error: { message: 'Invalid JWT' } } }));
    const body = newVentureLead();
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await getLead(body.id)).toMatchObject({ forward_status: 'pending' });
  });

  it('marks a kept lead rejected when the remote refuses it on forwarding', async () => {
    stub.setHandler(() => ({ status: 503 }));
    const body = newVentureLead();
    await post(body);
    stub.setHandler(() => ({ status: 422, body: { error: { message: 'Duplicate' } } }));
    expect(await forwardPendingLeads()).toEqual({ rejected: 1 });
    const row = await getDb()
      .selectFrom('leads')
      .select(['forward_status', 'forward_error'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ forward_status: 'rejected', forward_error: 'Duplicate' });
  });

  it('queues the opt-in of a lead kept while the remote is unreachable, and starts it once the remote answers', async () => {
    let down = true;
    stub.setHandler(() =>
      down ? { status: 503 } : { status: 200, body: { message: 'ok', alreadySubscribed: false } },
    );
    const body = newVentureLead({ email: 'kept@firm.co', newsletter_opt_in: true });
    expect((await post(body)).status).toBe(201);
    // The remote just failed the lead: the opt-in is not tried again now, it is kept.
    expect(stub.requests.filter((r) => r.url.endsWith('/subscribe-newsletter'))).toHaveLength(0);
    const queued = queuedOptIns;
    expect(await queued()).toEqual([
      expect.objectContaining({
        leadId: body.id,
        email: 'kept@firm.co',
        page: '/book-your-growth-call',
        attempts: 0,
      }),
    ]);
    expect((await queued())[0]!.consentText).toContain('booking screener');

    // Not due yet: nothing is sent.
    expect((await runDueJobs())['newsletter-opt-in']).toBeUndefined();
    // Due, still down: it stays, with a later attempt time.
    const soon = new Date(Date.now() + 60 * 1000);
    expect((await runDueJobs(soon))['newsletter-opt-in']).toEqual({ retry: 1 });
    expect((await queued())[0]).toMatchObject({ attempts: 1 });
    expect((await queued())[0]!.next_at > soon.toISOString()).toBe(true);

    down = false;
    stub.requests.length = 0;
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const pass = await runDueJobs(later);
    expect(pass['newsletter-opt-in']).toEqual({ started: 1 });
    expect(pass['lead-forward']).toEqual({ forwarded: 1 });
    const subscribe = stub.requests.filter((r) => r.url.endsWith('/subscribe-newsletter'));
    expect(subscribe.map((r) => JSON.parse(r.body))).toEqual([
      { email: 'kept@firm.co', confirmed: false },
    ]);
    expect(await queued()).toEqual([]);
    expect((await runDueJobs(later))['newsletter-opt-in']).toBeUndefined();
  }, 20_000);

  it('answers within 5 s when the remote takes the lead slowly and then hangs on the opt-in', async () => {
    stub.setHandler((request) =>
      request.url.endsWith('/submit-lead')
        ? { status: 200, body: { message: 'Thanks' }, delayMs: 3000 }
        : { status: 200, body: { message: 'ok' }, delayMs: 20_000 },
    );
    const body = existingBusinessLead({ email: 'slow@firm.co', newsletter_opt_in: true });
    const started = Date.now();
    const response = await post(body);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(201);
    // The opt-in had only what was left of the visitor's wait: it is kept for a retry.
    expect((await queuedOptIns()).map((r) => r.leadId)).toEqual([body.id]);
  }, 20_000);

  it('queues the opt-in when the remote takes the lead but not the subscription', async () => {
    let subscribeDown = true;
    stub.setHandler((request) =>
      request.url.endsWith('/submit-lead')
        ? { status: 200, body: { message: 'Thanks' } }
        : subscribeDown
          ? { status: 503 }
          : { status: 200, body: { message: 'ok', alreadySubscribed: true } },
    );
    const body = existingBusinessLead({ email: 'half@firm.co', newsletter_opt_in: true });
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Thanks' });
    // The first try and 3 retries, then the opt-in is kept.
    expect(stub.requests.filter((r) => r.url.endsWith('/subscribe-newsletter'))).toHaveLength(4);
    const rows = await queuedOptIns();
    expect(rows.map((r) => r.leadId)).toEqual([body.id]);

    subscribeDown = false;
    const later = new Date(Date.now() + 60 * 60 * 1000);
    // The remote answers that the address is already subscribed: settled, nothing left.
    expect((await runDueJobs(later))['newsletter-opt-in']).toEqual({ settled: 1 });
    expect(await queuedOptIns()).toEqual([]);
  }, 20_000);
});
