import { randomUUID } from 'node:crypto';
import { newVentureLead } from '@/test/lead-fixtures';
import { waitUntil } from './apt';
import { allRefused, sendBadRequests } from './bad-requests';
import { engineUrls, enginePorts } from './ports';
import { startSite, type RunningSite } from './site';
import { sendPostUpdated, startWordPressStub, type RunningStub } from './wordpress-stub';

/**
 * Two instances of one build, A and B, sharing Redis (REDIS_URL) for their
 * Next.js cache and their rate limits, both reading one stand-in WordPress.
 */
const SECRET = 'engines-revalidate-secret-0123456789';
let stub: RunningStub;
let a: RunningSite;
let b: RunningSite;

beforeAll(async () => {
  stub = await startWordPressStub({ port: enginePorts.site(2) });
  const env = {
    REDIS_URL: engineUrls().redis,
    WORDPRESS_URL: stub.url,
    WORDPRESS_REVALIDATE_SECRET: SECRET,
    TRUST_PROXY: 'true',
  };
  [a, b] = await Promise.all([
    startSite({ port: enginePorts.site(0), env, liveObjectsPort: enginePorts.site(3) }),
    startSite({ port: enginePorts.site(1), env }),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), stub?.stop()]);
});

async function page(site: RunningSite, path: string) {
  const response = await fetch(`${site.url}${path}`);
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    html: await response.text(),
  };
}

it('a page one instance rendered is served from the shared cache by the other', async () => {
  for (const path of ['/pricing', '/insights/why-customers-hire-your-product']) {
    expect((await page(b, path)).status).toBe(200);
    const fromA = await page(a, path);
    expect(fromA.status).toBe(200);
    expect(['HIT', 'STALE']).toContain(fromA.cache);
  }
});

it('a signed webhook to A refreshes the post and the list that B serves', async () => {
  const list = await page(b, '/insights');
  const slug = /href="\/insights\/([a-z0-9-]+)"/.exec(list.html)?.[1];
  expect(slug).toBeDefined();
  const [post] = (await (await fetch(`${stub.url}/wp-json/wp/v2/posts?slug=${slug}`)).json()) as {
    id: number;
  }[];
  const postPath = `/insights/${slug}`;

  // Both instances have the post and the list cached (the post stored by a render, not only
  // the build's copy), so that what follows is the cache's doing.
  await waitUntil(
    'the post cached in Redis',
    async () => (await page(b, postPath)).cache === 'HIT',
  );
  await page(a, '/insights');

  const title = `Edited in WordPress ${randomUUID().slice(0, 8)}`;
  await stub.editTitle(post!.id, title);
  for (const site of [a, b]) {
    expect((await page(site, postPath)).html).not.toContain(title);
    expect((await page(site, '/insights')).html).not.toContain(title);
  }

  const webhook = await sendPostUpdated(a.url, SECRET, post!.id);
  expect(webhook.status).toBe(200);

  await waitUntil(
    'B serving the edited post',
    async () => (await page(b, postPath)).html.includes(title),
    15_000,
  );
  await waitUntil(
    'B serving the edited list',
    async () => (await page(b, '/insights')).html.includes(title),
    15_000,
  );
});

it('a limit of 10 per client holds across A and B: 12 leads give 10 × 201 and 2 × 429', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const response = await fetch(`${(i % 2 ? b : a).url}/api/leads`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': '203.0.113.12',
      },
      body: JSON.stringify(newVentureLead()),
    });
    statuses.push(response.status);
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(2);
});

it('with the limits in Redis, refused requests from 500 addresses leave no request alive', async () => {
  await sendBadRequests(a.url, { first: 100_000, count: 50 });
  const before = await a.liveObjects();
  expect(allRefused(await sendBadRequests(a.url, { first: 100_050, count: 500 }), 500)).toBe(true);
  const after = await a.liveObjects();
  expect(after.incomingMessages - before.incomingMessages).toBeLessThanOrEqual(5);
  expect(after.serverResponses - before.serverResponses).toBeLessThanOrEqual(5);
});
