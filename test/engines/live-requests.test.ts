import { allRefused, sendBadRequests } from './bad-requests';
import { enginePorts } from './ports';
import { startSite, type RunningSite } from './site';

/**
 * One instance with its limits in memory (no REDIS_URL, no DATABASE_URL) behind a trusted
 * proxy: the requests it refuses must not stay alive, however many client addresses sent them.
 */
let site: RunningSite;

beforeAll(async () => {
  site = await startSite({
    port: enginePorts.site(4),
    env: { TRUST_PROXY: 'true' },
    liveObjectsPort: enginePorts.site(5),
  });
});

afterAll(async () => {
  await site?.stop();
});

it('500 invalid POSTs from 500 addresses leave no request, response or body alive', async () => {
  // Warm-up: route code loaded, store opened, limiters created.
  await sendBadRequests(site.url, { first: 0, count: 50 });
  const before = await site.liveObjects();

  expect(allRefused(await sendBadRequests(site.url, { first: 50, count: 500 }), 500)).toBe(true);
  const after = await site.liveObjects();

  expect(after.incomingMessages - before.incomingMessages).toBeLessThanOrEqual(5);
  expect(after.serverResponses - before.serverResponses).toBeLessThanOrEqual(5);
  expect(after.readableStreams - before.readableStreams).toBeLessThanOrEqual(10);
});
