import { Client } from 'pg';
import { resetConfigForTests } from '@/lib/config';
import { sealLink } from '@/lib/sealed-links';
import { busyBetween } from '@/lib/caldav';
import { existingBusinessLead } from '@/test/lead-fixtures';
import { startRadicale, type RunningRadicale } from '@/test/radicale';
import { createDatabase, dropDatabase, newDatabaseUrl } from './databases';
import { enginePorts } from './ports';
import { startSite, type RunningSite } from './site';

/**
 * Twenty fit applicants press the same slot's button at once, half of them on each of two
 * instances of the built site sharing one PostgreSQL store and the owner's calendar (Debian's
 * Radicale): the posts are the slot forms as a browser without JavaScript sends them. Exactly
 * one gets the call; every other is sent back to fresh slots with the note that it was taken.
 */
const APP_SECRET = 'engines-booking-app-secret-0123456789abcdef';
let databaseUrl: string;
let radicale: RunningRadicale;
let a: RunningSite;
let b: RunningSite;

beforeAll(async () => {
  databaseUrl = newDatabaseUrl();
  await createDatabase(databaseUrl);
  radicale = await startRadicale({ port: enginePorts.radicale });
  const env = {
    ...radicale.env,
    DATABASE_URL: databaseUrl,
    APP_SECRET,
    // Each applicant comes from an address of its own, as through the load balancer.
    TRUST_PROXY: 'true',
  };
  // One after the other: the second finds the migrations applied under the first's lock.
  a = await startSite({ port: enginePorts.site(40), env });
  b = await startSite({ port: enginePorts.site(41), env });
  // The test seals the applicants' slot links with the instances' secret, as a receipt would,
  // and reads the calendar as they do.
  Object.assign(process.env, radicale.env, { APP_SECRET });
  resetConfigForTests();
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await radicale?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
  for (const name of [...Object.keys(radicale?.env ?? {}), 'APP_SECRET']) delete process.env[name];
  resetConfigForTests();
});

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const client = (i: number) => `198.51.100.${i + 1}`;

/** A fit application sent to `site` as the screener's JSON door takes it. */
async function apply(site: RunningSite, i: number) {
  const lead = existingBusinessLead({ email: `racer${i}@example.com` });
  const answer = await fetch(`${site.url}/api/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': client(i),
    },
    body: JSON.stringify(lead),
  });
  expect(answer.status).toBe(201);
  return lead.id;
}

/** The hidden fields of the first slot's form on `site`'s slots page for `token`. */
async function firstSlotForm(site: RunningSite, token: string, i: number) {
  const page = await fetch(`${site.url}/booking/time?t=${encodeURIComponent(token)}`, {
    headers: { 'x-forwarded-for': client(i) },
  });
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)]
    .map((match) => match[1]!)
    .find((body) => body.includes('name="slot"'));
  if (!form) throw new Error('no slot form on the page');
  const fields = [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map(([input]) => [
    /name="([^"]*)"/.exec(input)![1]!,
    /value="([^"]*)"/.exec(input)?.[1] ?? '',
  ]);
  return new Map(fields.map(([name, value]) => [name!, value!.replaceAll('&amp;', '&')]));
}

it('gives one slot to one of twenty applicants racing for it across two instances', async () => {
  const sites = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b));
  const leadIds = await Promise.all(sites.map((site, i) => apply(site, i)));
  const tokens = leadIds.map((id) => sealLink('slots', id, { days: 7 }));
  const forms = await Promise.all(sites.map((site, i) => firstSlotForm(site, tokens[i]!, i)));
  const slot = forms[0]!.get('slot');
  expect(slot).toBeTruthy();
  // Everyone is shown the same first free slot, and presses it.
  expect(forms.every((form) => form.get('slot') === slot)).toBe(true);

  const answers = await Promise.all(
    sites.map((site, i) => {
      const body = new FormData();
      for (const [name, value] of forms[i]!) body.set(name, value);
      return fetch(`${site.url}/booking/time?t=${encodeURIComponent(tokens[i]!)}`, {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: { origin: site.url, 'x-forwarded-for': client(i) },
      });
    }),
  );
  const places = answers.map((answer) => {
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location') ?? '', a.url);
  });
  const winners = places.filter((place) => place.pathname === '/booking/booked');
  expect(winners).toHaveLength(1);
  const others = places.filter((place) => place.pathname === '/booking/time');
  expect(others.map((place) => place.searchParams.get('note'))).toEqual(Array(19).fill('taken'));

  const bookings = await query<{ lead_id: string; starts_at: string }>(
    "SELECT lead_id, starts_at FROM bookings WHERE status = 'booked'",
  );
  expect(bookings).toHaveLength(1);
  expect(new Date(bookings[0]!.starts_at).toISOString()).toBe(new Date(slot!).toISOString());
  const winner = places.findIndex((place) => place.pathname === '/booking/booked');
  expect(bookings[0]!.lead_id).toBe(leadIds[winner]);
  // The owner's calendar holds that one call at that time.
  const start = new Date(slot!);
  const busy = await busyBetween(start, new Date(start.getTime() + 60_000), 'UTC');
  expect(busy).toHaveLength(1);
}, 120_000);
