import { resetConfigForTests } from '@/lib/config';
import { sealLink } from '@/lib/sealed-links';
import { startCaldavProxy, type CaldavProxy } from '@/test/caldav-proxy';
import { existingBusinessLead } from '@/test/lead-fixtures';
import { startRadicale, type RunningRadicale } from '@/test/radicale';
import { engineUrls, enginePorts } from './ports';
import { startSite, type RunningSite } from './site';

/**
 * The slots page of the built site as applicants (and whoever holds their links) load it, with
 * the owner's calendar in Debian's Radicale behind a proxy that counts the site's REPORTs, and
 * the limits in Redis: the calendar is asked sparingly however often the page is loaded, the
 * page is limited per client and per link, and the owner's old daily event keeps its times
 * out of the page.
 */
const APP_SECRET = 'engines-slots-page-app-secret-0123456789ab';
let radicale: RunningRadicale;
let proxy: CaldavProxy;
let site: RunningSite;

// 16:00 to 16:30 in Singapore every day since 2018: the slots at 15:45 and 16:30 come within
// the buffer of it on every working day.
const DAILY_SINCE_2018 = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//owner//EN',
  'BEGIN:VEVENT',
  'UID:school-run@example.com',
  'DTSTAMP:20180101T000000Z',
  'DTSTART:20180102T080000Z',
  'DTEND:20180102T083000Z',
  'RRULE:FREQ=DAILY',
  'SUMMARY:School run',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

beforeAll(async () => {
  radicale = await startRadicale({ port: enginePorts.radicale });
  const token = Buffer.from(`${radicale.user}:${radicale.password}`).toString('base64');
  const put = await fetch(`${radicale.calendarUrl}school-run.ics`, {
    method: 'PUT',
    headers: { authorization: `Basic ${token}`, 'content-type': 'text/calendar' },
    body: DAILY_SINCE_2018,
  });
  if (put.status !== 201) throw new Error(`Radicale answered ${put.status}`);
  proxy = await startCaldavProxy(radicale);
  site = await startSite({
    port: enginePorts.site(45),
    env: {
      ...proxy.env,
      APP_SECRET,
      REDIS_URL: engineUrls().redis,
      // Each client comes from an address of its own, as through the load balancer.
      TRUST_PROXY: 'true',
    },
  });
  // The test seals the applicants' links with the site's secret, as a receipt would.
  process.env.APP_SECRET = APP_SECRET;
  resetConfigForTests();
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await radicale?.stop();
  delete process.env.APP_SECRET;
  resetConfigForTests();
});

/** A fit application sent as the screener's JSON door takes it; its slots link. */
async function applicant(client: string): Promise<string> {
  const lead = existingBusinessLead({ email: `${client.replaceAll('.', '-')}@example.com` });
  const answer = await fetch(`${site.url}/api/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': client,
    },
    body: JSON.stringify(lead),
  });
  expect(answer.status).toBe(201);
  return sealLink('slots', lead.id, { days: 7 });
}

/** The slots page for `token` as `client` loads it: its slots' starts, or why there are none. */
async function load(token: string, client: string) {
  const page = await fetch(`${site.url}/booking/time?t=${encodeURIComponent(token)}`, {
    headers: { 'x-forwarded-for': client },
  });
  expect(page.status).toBe(200);
  const html = await page.text();
  const starts = [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
  return { starts, limited: html.includes('opened too often') };
}

const clockOf = (start: string) =>
  new Date(start).toLocaleTimeString('en-GB', { timeZone: 'Asia/Singapore', hour12: false });

it('asks the calendar once for twenty loads, keeps the old daily event out, and limits the link', async () => {
  const token = await applicant('198.51.100.7');
  const before = proxy.count('REPORT');
  // Ten at once, then ten one after the other.
  const first = await Promise.all(Array.from({ length: 10 }, () => load(token, '198.51.100.7')));
  const rest = [];
  for (let i = 0; i < 10; i++) rest.push(await load(token, '198.51.100.7'));
  const loads = [...first, ...rest];
  for (const { starts, limited } of loads) {
    expect(limited).toBe(false);
    expect(starts.length).toBeGreaterThan(0);
  }
  expect(proxy.count('REPORT') - before).toBeLessThanOrEqual(2);
  // The owner's event of every day since 2018 holds its times on every day offered.
  const clocks = new Set(loads[0]!.starts.map(clockOf));
  expect(clocks).toContain('15:00:00');
  expect(clocks).not.toContain('15:45:00');
  expect(clocks).not.toContain('16:30:00');
  // The link's twenty-first load in ten minutes is refused, in plain words, without asking
  // the calendar.
  const reports = proxy.count('REPORT');
  expect(await load(token, '198.51.100.7')).toEqual({ starts: [], limited: true });
  expect(proxy.count('REPORT')).toBe(reports);
  // Another applicant is not held up by it.
  const other = await applicant('198.51.100.8');
  expect((await load(other, '198.51.100.8')).limited).toBe(false);
}, 120_000);

it('limits one client however many links it holds', async () => {
  const client = '198.51.100.9';
  const tokens = [await applicant(client), await applicant('198.51.100.10')];
  const seen = [];
  for (let i = 0; i < 31; i++) seen.push(await load(tokens[i % 2]!, client));
  expect(seen.slice(0, 30).every((page) => !page.limited)).toBe(true);
  expect(seen[30]).toEqual({ starts: [], limited: true });
  // The same link from another address still opens.
  expect((await load(tokens[1]!, '198.51.100.10')).limited).toBe(false);
}, 120_000);
