import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import BetterSqlite3 from 'better-sqlite3';
import { newVentureLead } from '@/test/lead-fixtures';
import { SERVER_NAME, startNginx, type Nginx } from './nginx';
import { enginePorts } from './ports';
import { leadRequest, request, type RequestOptions } from './request';
import { startSite, type RunningSite } from './site';

// The shipped nginx site (deploy/nginx/hidden-growth.conf) in front of the built site, which
// runs with TRUST_PROXY=true as the environment file beside it says.
const NGINX_PORT = enginePorts.nginx;
const SITE_PORT = enginePorts.site(12);
let site: RunningSite;
let nginx: Nginx;

beforeAll(async () => {
  site = await startSite({ port: SITE_PORT, env: { TRUST_PROXY: 'true' } });
  nginx = await startNginx({ port: NGINX_PORT, upstreamPort: SITE_PORT });
});
afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
});

/** A request to nginx's HTTPS server, trusting its certificate. */
const viaNginx = (pathname: string, options: RequestOptions = {}) =>
  request(`${nginx.url}${pathname}`, { ca: nginx.ca, ...options });

const storedLeads = () => {
  const store = new BetterSqlite3(path.join(site.dataDir, 'site.db'), { readonly: true });
  try {
    return (store.prepare('SELECT id FROM leads').all() as { id: string }[]).map((r) => r.id);
  } finally {
    store.close();
  }
};

describe('the nginx site in front of the site', () => {
  it('serves a page over HTTPS, compressed, with the site’s own headers', async () => {
    const answer = await viaNginx('/pricing', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(zlib.gunzipSync(answer.body).toString()).toContain('</html>');
  });

  it('caches the build’s hashed files for a year, and a missing one not at all', async () => {
    const page = (await viaNginx('/')).text();
    const asset = /\/_next\/static\/[^"'\s]+\.(?:js|css)/.exec(page)?.[0];
    expect(asset).toBeDefined();
    const answer = await viaNginx(asset!, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('gzip');
    const missing = await viaNginx('/_next/static/chunks/not-in-this-build.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('passes the liveness and readiness checks on, never cached', async () => {
    for (const check of ['live', 'ready']) {
      const answer = await viaNginx(`/api/health/${check}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(answer.text()).status).toBe('ok');
    }
  });

  it('passes a lead POST on to the site, which keeps it (201)', async () => {
    const lead = newVentureLead();
    const answer = await viaNginx('/api/leads', {
      ...leadRequest(lead),
      localAddress: '127.0.0.2',
    });
    expect(answer.status).toBe(201);
    expect(storedLeads()).toContain(lead.id);
    // Without Fetch Metadata, the Origin of the public name is the site's own.
    const byOrigin = await viaNginx('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `https://${SERVER_NAME}` },
      body: JSON.stringify(newVentureLead()),
      localAddress: '127.0.0.2',
    });
    expect(byOrigin.status).toBe(201);
  });

  it('keys the rate limit on the address nginx saw, not on what the client forged', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const forged = {
        'x-forwarded-for': `198.51.100.${i}`,
        'x-real-ip': `203.0.113.${i}`,
        forwarded: `for=192.0.2.${i}`,
      };
      const answer = await viaNginx('/api/leads', {
        ...leadRequest(newVentureLead(), forged),
        localAddress: '127.0.0.3',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    const other = await viaNginx('/api/leads', {
      ...leadRequest(newVentureLead(), { 'x-forwarded-for': '127.0.0.3' }),
      localAddress: '127.0.0.4',
    });
    expect(other.status).toBe(201);
  });

  it('lets the site refuse a body over its cap, and stops a far larger one itself', async () => {
    const overSiteCap = await viaNginx('/api/leads', {
      ...leadRequest({ padding: 'x'.repeat(20 * 1024) }),
      localAddress: '127.0.0.5',
    });
    expect(overSiteCap.status).toBe(413);
    expect(JSON.parse(overSiteCap.text()).error.message).toMatch(/too large/);
    const overNginxCap = await viaNginx('/api/leads', {
      ...leadRequest({ padding: 'x'.repeat(512 * 1024) }),
      localAddress: '127.0.0.5',
    });
    expect(overNginxCap.status).toBe(413);
    expect(overNginxCap.headers['content-type']).toMatch(/text\/html/);
  });

  it('moves HTTP to HTTPS, answering Let’s Encrypt’s challenges first', async () => {
    const overHttp = (pathname: string) =>
      request(`http://${SERVER_NAME}${pathname}`, { socketPath: nginx.httpSocket });
    const moved = await overHttp('/pricing?plan=basic');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`https://${SERVER_NAME}/pricing?plan=basic`);

    const challenge = path.join(nginx.acmeRoot, '.well-known', 'acme-challenge');
    fs.mkdirSync(challenge, { recursive: true });
    fs.writeFileSync(path.join(challenge, 'token-1'), 'token-1.key');
    const answer = await overHttp('/.well-known/acme-challenge/token-1');
    expect(answer.status).toBe(200);
    expect(answer.text()).toBe('token-1.key');
  });

  it('sends the bare name to the www address', async () => {
    const answer = await request(`https://example.com:${NGINX_PORT}/about-you`, { ca: nginx.ca });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${SERVER_NAME}/about-you`);
  });
});
