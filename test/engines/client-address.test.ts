import http from 'node:http';
import { newVentureLead } from '@/test/lead-fixtures';
import { enginePorts } from './ports';
import { leadRequest, request } from './request';
import { startSite, type RunningSite } from './site';

// The built site served directly (no proxy, TRUST_PROXY unset): the client address is the
// socket's, whatever forwarding headers a client sends.
const PORT = enginePorts.site(13);
let site: RunningSite;

beforeAll(async () => {
  site = await startSite({ port: PORT });
});
afterAll(async () => {
  await site?.stop();
});

const forgedFrom = (i: number) => ({
  'x-forwarded-for': `198.51.100.${i}`,
  'x-real-ip': `203.0.113.${i}`,
  forwarded: `for=192.0.2.${i}`,
  'x-forwarded-host': `host-${i}.example`,
  'x-forwarded-proto': i % 2 ? 'https' : 'http',
  'x-forwarded-port': String(8000 + i),
});

describe('the site without a trusted proxy', () => {
  it('keys the lead limit on the socket’s address: 12 forged X-Forwarded-For still hit 10', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const answer = await request(`${site.url}/api/leads`, {
        ...leadRequest(newVentureLead(), forgedFrom(i)),
        localAddress: '127.0.0.3',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    // Another address is another client.
    const other = await request(`${site.url}/api/leads`, {
      ...leadRequest(newVentureLead(), forgedFrom(3)),
      localAddress: '127.0.0.4',
    });
    expect(other.status).toBe(201);
  });

  it('refuses a foreign Origin whatever X-Forwarded-Host claims', async () => {
    const answer = await request(`${site.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
      body: JSON.stringify({ email: 'visitor@example.com' }),
      localAddress: '127.0.0.5',
    });
    expect(answer.status).toBe(403);
  });

  it.each([
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example' }],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
    ['X-Forwarded-Port', { 'x-forwarded-port': '443' }],
    ['X-Forwarded-For', { 'x-forwarded-for': '192.0.2.1' }],
    ['X-Real-IP', { 'x-real-ip': '192.0.2.1' }],
    ['Forwarded', { forwarded: 'for=192.0.2.1;host=evil.example;proto=https' }],
    [
      'all of them',
      {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-port': '443',
        'x-forwarded-for': '192.0.2.1',
        'x-real-ip': '192.0.2.1',
        forwarded: 'for=192.0.2.1;host=evil.example;proto=https',
      },
    ],
  ])('%s changes no same-origin decision', async (_name, forwarding) => {
    // A body the route refuses (400) once past the origin check: nothing is stored.
    const post = (origin: string) =>
      request(`${site.url}/api/newsletter/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...forwarding },
        body: '{}',
        localAddress: '127.0.0.7',
      });
    for (const foreign of ['http://evil.example', 'https://evil.example'])
      expect((await post(foreign)).status).toBe(403);
    expect((await post(site.url)).status).toBe(400);
  });

  it('finishes a request in flight on SIGTERM, refuses new ones, then exits', async () => {
    const body = JSON.stringify(newVentureLead());
    const half = Math.floor(body.length / 2);
    let answered!: (status: number) => void;
    const status = new Promise<number>((resolve) => (answered = resolve));
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/leads',
        method: 'POST',
        localAddress: '127.0.0.6',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'sec-fetch-site': 'same-origin',
        },
      },
      (res) => {
        res.resume();
        answered(res.statusCode!);
      },
    );
    req.write(body.slice(0, half));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopped = site.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(request(`${site.url}/api/health`)).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    req.end(body.slice(half));
    expect(await status).toBe(201);
    expect(await stopped).toBe(0);
  });
});
