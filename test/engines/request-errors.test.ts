import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { enginePorts } from './ports';
import { startSite, type RunningSite } from './site';

/**
 * A server error as the owner meets it: a visitor reports the request id their answer carried
 * (X-Request-Id), and the server's log holds exactly one line for it, with what failed.
 */
let site: RunningSite;

beforeAll(async () => {
  site = await startSite({ port: enginePorts.site(24) });
});

afterAll(async () => {
  await site?.stop();
});

it('a failing store is answered with the generic message and logged once under the request id', async () => {
  const subscribe = (email: string, requestId: string) =>
    fetch(`${site.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-request-id': requestId,
      },
      body: JSON.stringify({ email }),
    });
  expect((await subscribe('before@errors.example.com', 'ok-request-1')).status).toBe(200);

  // The store loses a table under the running site, as a botched manual change would do.
  const db = new BetterSqlite3(path.join(site.dataDir, 'site.db'));
  db.exec('ALTER TABLE newsletter_subscribers RENAME TO newsletter_subscribers_gone');
  db.close();

  const failed = await subscribe('after@errors.example.com', 'visitor-report-42');
  expect(failed.status).toBe(500);
  expect(failed.headers.get('x-request-id')).toBe('visitor-report-42');
  const body = await failed.text();
  expect(body).not.toMatch(/newsletter_subscribers|SQLITE|no such table/i);

  const lines = site
    .output()
    .split('\n')
    .filter((line) => line.includes('visitor-report-42'));
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({
    level: 'error',
    event: 'request.error',
    requestId: 'visitor-report-42',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    message: expect.stringMatching(/no such table/),
  });
  expect(site.output()).not.toContain('ok-request-1');
});
