import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as postLead } from '@/app/api/leads/route';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { registerSiteJobs } from '@/lib/site-jobs';
import { newVentureLead } from '@/test/lead-fixtures';
import { jsonRequest } from '@/test/request';
import { hiddenFields } from './form-fields';
import { screenerFormAction } from './form-action';
import type { ScreenerFormState } from './post';

registerSiteJobs();

// The request a post arrives in: the screener's own address as the referrer, and the visitor.
const CLIENT = '203.0.113.60';
let requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
const visit = (query: string) => {
  requestHeaders = new Headers({
    referer: `http://localhost:3000/book-your-growth-call${query}`,
    'x-forwarded-for': CLIENT,
  });
};

beforeEach(async () => {
  delete process.env.LEADS_NOTIFY_EMAIL;
  resetConfigForTests();
  resetRateLimitsForTests();
  await getDb().deleteFrom('leads').execute();
  await getDb().deleteFrom('funnel_events').execute();
  visit('');
});

/** A post of the form as the page shows `state`: its hidden fields, then what was pressed. */
function press(state: ScreenerFormState | null, ...more: [string, string][]) {
  const form = new FormData();
  if (state)
    for (const [name, value] of hiddenFields(state.step, state.values)) form.append(name, value);
  for (const [name, value] of more) form.append(name, value);
  return screenerFormAction(state, form);
}

/** From the first step to the contact step on the new-venture path, one post at a time. */
async function toContact(first: [string, string][] = []) {
  let state = await press(null, ['choice', 'new_venture'], ...first);
  state = await press(state, ['choice', 'idea']);
  state = await press(state, ['obstacles', 'Difficulty securing funding'], ['intent', 'next']);
  state = await press(state, ['choice', 'reduce_team']);
  state = await press(state, ['choice', 'no_research']);
  expect(state.step).toBe('contact');
  return state;
}

const contact = (email: string): [string, string][] => [
  ['full_name', ' Ana Silva '],
  ['email', email],
  ['website_url', 'https://ana.example'],
  ['intent', 'next'],
];

const leads = () => getDb().selectFrom('leads').selectAll().execute();
const starts = () =>
  getDb().selectFrom('funnel_events').selectAll().where('kind', '=', 'screener_start').execute();

describe('the screener’s form action', () => {
  it('walks the steps post by post and stores the application with the page’s cta and campaign', async () => {
    visit('?cta=ad_noscript&utm_source=newsletter&utm_campaign=spring');
    const done = await press(await toContact(), ...contact('ANA@Example.com'));
    expect(done).toMatchObject({ done: true, problem: null });
    expect(await leads()).toEqual([
      expect.objectContaining({
        business_type: 'new_venture',
        annual_revenue: 'pre_revenue',
        product_stage: 'idea',
        full_name: 'Ana Silva',
        email: 'ana@example.com',
        cta_source: 'ad_noscript',
        page_referrer: null,
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        landing_cta: 'ad_noscript',
      }),
    ]);
  });

  it('keeps the visit’s campaign and referrer the page’s script put in the form', async () => {
    visit('?cta=nav_desktop');
    const state = await toContact([
      ['utm_source', 'linkedin'],
      ['utm_campaign', 'spring'],
      ['landing_cta', 'ad_test'],
      ['page_referrer', 'http://news.example/'],
    ]);
    await press(state, ...contact('cam@example.com'));
    expect(await leads()).toEqual([
      expect.objectContaining({
        cta_source: 'nav_desktop',
        page_referrer: 'http://news.example/',
        utm_source: 'linkedin',
        utm_medium: null,
        utm_campaign: 'spring',
        landing_cta: 'ad_test',
      }),
    ]);
    expect(await starts()).toEqual([
      expect.objectContaining({ utm_source: 'linkedin', utm_campaign: 'spring', cta: 'ad_test' }),
    ]);
  });

  it('counts the start at the first answer only, not on later posts or a return to a step', async () => {
    const state = await toContact();
    await press(state, ['intent', 'back']);
    await press(state, ['intent', 'resume']);
    expect(await starts()).toHaveLength(1);
  });

  it('stores an application posted twice (a retry) once, and says both were sent', async () => {
    const state = await toContact();
    expect(await press(state, ...contact('retry@example.com'))).toMatchObject({ done: true });
    expect(await press(state, ...contact('retry@example.com'))).toMatchObject({ done: true });
    expect(await leads()).toHaveLength(1);
  });

  it('says what the contact step lacks in the toasts’ words, and stores nothing', async () => {
    const state = await toContact();
    const refused = await press(state, ...contact('not-an-email'));
    expect(refused).toMatchObject({
      step: 'contact',
      done: false,
      problem: { title: 'Invalid Email', description: 'Please enter a valid work e-mail address.' },
      errors: { email: 'Please enter a valid work e-mail address.' },
      values: { full_name: ' Ana Silva ', email: 'not-an-email' },
    });
    expect(await leads()).toEqual([]);
  });

  it('shares POST /api/leads’s per-client limit: past it, the route’s words and every answer kept', async () => {
    for (let i = 0; i < 10; i++) {
      await postLead(
        jsonRequest('/api/leads', newVentureLead(), { headers: { 'x-forwarded-for': CLIENT } }),
      );
    }
    const state = await toContact();
    const refused = await press(state, ...contact('late@example.com'));
    expect(refused).toMatchObject({
      step: 'contact',
      done: false,
      problem: {
        title: 'Submission Error',
        description: 'Too many applications from this connection. Please try again in 15 minutes.',
      },
      values: { email: 'late@example.com', product_stage: 'idea' },
    });
    expect((await leads()).filter((lead) => lead.email === 'late@example.com')).toEqual([]);
  });
});

describe('the screener’s form action with a calendar', () => {
  // A calendar that answers every REPORT with no events: all the working slots are free.
  let calendar: http.Server;
  beforeAll(async () => {
    calendar = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(207, { 'content-type': 'application/xml; charset=utf-8' });
        res.end('<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:"/>');
      });
    });
    await new Promise<void>((resolve) => calendar.listen(0, '127.0.0.1', resolve));
    const { port } = calendar.address() as AddressInfo;
    Object.assign(process.env, {
      BOOKING_CALDAV_URL: `http://127.0.0.1:${port}/owner/calls/`,
      BOOKING_CALDAV_USER: 'owner',
      BOOKING_CALDAV_PASSWORD: 'not used',
    });
  });
  afterAll(async () => {
    for (const name of ['BOOKING_CALDAV_URL', 'BOOKING_CALDAV_USER', 'BOOKING_CALDAV_PASSWORD'])
      delete process.env[name];
    resetConfigForTests();
    await new Promise((resolve) => calendar.close(resolve));
  });
  beforeEach(() => resetConfigForTests());

  /** To the contact step of a fit application: a new venture testing a first version, at risk. */
  async function toFitContact() {
    let state = await press(null, ['choice', 'new_venture']);
    state = await press(state, ['choice', 'mvp_testing']);
    state = await press(state, ['obstacles', 'Difficulty securing funding'], ['intent', 'next']);
    state = await press(state, ['choice', 'reduce_team']);
    state = await press(state, ['choice', 'no_research']);
    expect(state.step).toBe('contact');
    return state;
  }

  /** Where a post redirected to (a Server Action's redirect is thrown), or null. */
  async function redirectOf(post: Promise<ScreenerFormState>): Promise<string | null> {
    try {
      await post;
      return null;
    } catch (error) {
      const digest = String((error as { digest?: unknown }).digest ?? '');
      if (!digest.startsWith('NEXT_REDIRECT')) throw error;
      return digest.split(';')[2]!;
    }
  }

  it('sends a fit applicant on to the slots only from the post that stored the application', async () => {
    const state = await toFitContact();
    const first = await redirectOf(press(state, ...contact('fit@example.com')));
    expect(first).toMatch(/^\/booking\/time\?t=/);
    // The same application id posted again (a retry, or someone who read the id): stored
    // before, so no link to book for that lead.
    const again = await redirectOf(press(state, ...contact('other@example.com')));
    expect(again).toBeNull();
    expect(await leads()).toHaveLength(1);
  });
});
