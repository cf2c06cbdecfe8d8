import http from 'node:http';
import { test, expect } from './fixtures';
import { newVentureLead } from '../test/lead-fixtures';
import { expectSiteHeaders as expectHeaders } from './support/headers';

// Every class of answer the site gives, each checked for the security headers: pages, the
// not-found page, HEAD, the client router's requests, redirects, each status of the API,
// static and public files, the image optimiser, the feed, the share image, and paths Next
// cannot decode. Raw requests, so that a malformed path goes out exactly as written.

const port = Number(process.env.E2E_PORT || '3100');
let clients = 0;
/** A client address of its own for each request: no test spends another's limits. */
const client = () => `192.0.2.${(clients++ % 250) + 1}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    address = client(),
  }: { method?: string; headers?: Record<string, string>; body?: string; address?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: { 'x-forwarded-for': address, ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = (value: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
  body: JSON.stringify(value),
});

const expectSiteHeaders = (what: string, answer: Answer) => expectHeaders(what, answer.headers);

test.describe('every answer carries the security headers', () => {
  test('pages, the not-found page, HEAD and the client router’s requests', async () => {
    const page = await send('/pricing');
    expect(page.status).toBe(200);
    expectSiteHeaders('a page', page);
    const missing = await send('/no-such-page');
    expect(missing.status).toBe(404);
    expectSiteHeaders('the not-found page', missing);
    const head = await send('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expectSiteHeaders('HEAD', head);
    // Next sends a router request without its cache-busting parameter to the address with it.
    const rsc = await send('/pricing', { headers: { rsc: '1' } });
    expectSiteHeaders(`an RSC request (${rsc.status})`, rsc);
    const flight = await send(rsc.status === 307 ? rsc.headers.location! : '/pricing', {
      headers: { rsc: '1' },
    });
    expect(flight.status).toBe(200);
    expect(flight.headers['content-type']).toContain('text/x-component');
    expectSiteHeaders('an RSC answer', flight);
  });

  test('redirects: the trailing slash and the alias', async () => {
    const slash = await send('/pricing/');
    expect(slash.status).toBe(308);
    expect(slash.headers.location).toBe('/pricing');
    expectSiteHeaders('the trailing-slash redirect', slash);
    const alias = await send('/book-your-call?cta=walk');
    expect(alias.status).toBe(308);
    expect(alias.headers.location).toContain('/book-your-growth-call?cta=walk');
    expectSiteHeaders('the alias redirect', alias);
  });

  test('each status of the API', async () => {
    const answers: [number, Answer][] = [
      [200, await send('/api/health/live')],
      [200, await send('/api/health/ready')],
      [201, await send('/api/leads', json(newVentureLead()))],
      [204, await send('/api/analytics/pageview', json({ path: '/pricing' }))],
      [303, await send('/api/newsletter/unsubscribe?token=walk')],
      [400, await send('/api/newsletter/subscribe', json({}))],
      [401, await send('/api/revalidate', json({ changes: [] }))],
      [
        403,
        await send('/api/newsletter/subscribe', {
          ...json({ email: 'walk@example.com' }),
          headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        }),
      ],
      [404, await send('/api/no-such-route')],
      [405, await send('/api/leads')],
      [409, await send('/api/newsletter/resend', json({ email: 'nobody-walk@example.com' }))],
      [413, await send('/api/newsletter/subscribe', json({ email: 'x'.repeat(4096) }))],
      [
        415,
        await send('/api/newsletter/subscribe', {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
          body: 'email=walk@example.com',
        }),
      ],
    ];
    // The jobs endpoint allows 10 calls a minute per client: the 11th is refused.
    const address = client();
    let limited: Answer | undefined;
    for (let i = 0; i < 11; i++) limited = await send('/api/jobs/run', { method: 'POST', address });
    answers.push([429, limited!]);

    for (const [status, answer] of answers) {
      expect(answer.status, answer.body).toBe(status);
      expectSiteHeaders(`API ${status}`, answer);
    }
  });

  test('static and public files, the image optimiser, the feed and the share image', async () => {
    const script = /\/_next\/static\/[^"]+\.js/.exec((await send('/pricing')).body)?.[0];
    expect(script).toBeTruthy();
    const paths = [
      script!,
      '/_next/static/no-such-file.js',
      '/logo.png',
      '/favicon.ico',
      '/robots.txt',
      '/sitemap.xml',
      '/_next/image?url=%2Flogo.png&w=640&q=75',
      '/insights/feed.xml',
      '/opengraph-image',
    ];
    for (const path of paths) {
      const answer = await send(path);
      expect(answer.status, path).toBe(path.includes('no-such-file') ? 404 : 200);
      expectSiteHeaders(path, answer);
    }
  });

  test('a path that does not decode: the site’s not-found page, or a JSON error', async () => {
    for (const path of ['/insights/%E0%A4%A', '/%', '/pricing%', '/_next/static/%E0']) {
      const answer = await send(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toContain('text/html');
      expect(answer.body, path).toContain('Oops! Page not found');
      expectSiteHeaders(path, answer);
      const head = await send(path, { method: 'HEAD' });
      expect(head.status, `HEAD ${path}`).toBe(404);
      expectSiteHeaders(`HEAD ${path}`, head);
    }
    const api = await send('/api/%E0');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({
      error: { message: 'The address is not valid: it has a broken percent escape.' },
    });
    expectSiteHeaders('/api/%E0', api);
    const post = await send('/api/newsletter/%E0', json({ email: 'walk@example.com' }));
    expect(post.status).toBe(400);
    expectSiteHeaders('POST /api/newsletter/%E0', post);
  });
});
