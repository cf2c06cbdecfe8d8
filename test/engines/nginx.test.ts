import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import BetterSqlite3 from 'better-sqlite3';
import { signPreview } from '@/lib/wordpress/preview-token';
import { newVentureLead } from '@/test/lead-fixtures';
import { SERVER_NAME, startNginx, type Nginx } from './nginx';
import { enginePorts } from './ports';
import { waitUntil } from './apt';
import { leadRequest, request, type Answer, type RequestOptions } from './request';
import { startSite, type RunningSite } from './site';
import { sendPostUpdated, startWordPressStub, type RunningStub } from './wordpress-stub';

// The shipped nginx site (deploy/nginx/hidden-growth.conf) in front of the built site, which
// runs with TRUST_PROXY=true as the environment file beside it says, reading a stand-in
// WordPress whose posts a test edits.
const NGINX_PORT = enginePorts.nginx;
const SITE_PORT = enginePorts.site(12);
const SECRET = 'engines-nginx-revalidate-secret-0123';
const INBOUND_SECRET = 'engines-nginx-inbound-secret-0123';
const PREVIEW = { user: 'site-preview', password: 'engines-preview-password-0123' };
/** The stub's one draft, which its preview account may read. */
const DRAFT_ID = 900001;
let site: RunningSite;
let stub: RunningStub;
let nginx: Nginx;

beforeAll(async () => {
  stub = await startWordPressStub({
    port: enginePorts.site(13),
    previewAccount: `${PREVIEW.user}:${PREVIEW.password}`,
  });
  site = await startSite({
    port: SITE_PORT,
    env: {
      TRUST_PROXY: 'true',
      WORDPRESS_URL: stub.url,
      WORDPRESS_REVALIDATE_SECRET: SECRET,
      WORDPRESS_PREVIEW_USER: PREVIEW.user,
      WORDPRESS_PREVIEW_PASSWORD: PREVIEW.password,
      NEWSLETTER_INBOUND_SECRET: INBOUND_SECRET,
    },
  });
  nginx = await startNginx({ port: NGINX_PORT, upstreamPort: SITE_PORT });
});
afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  await stub?.stop();
});

/** A request to nginx's HTTPS server, trusting its certificate. */
const viaNginx = (pathname: string, options: RequestOptions = {}) =>
  request(`${nginx.url}${pathname}`, { ca: nginx.ca, ...options });

/** nginx's own answers carry the security headers, with a policy that allows nothing. */
function expectOwnHeaders(answer: Answer) {
  expect(answer.headers['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
}

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
      // This site has no SMTP_URL, so readiness names its mail going to the outbox folder
      // (degraded, still 200); what matters here is that the site's own answer comes through.
      expect(JSON.parse(answer.text())).toMatchObject(
        check === 'live' ? { status: 'ok' } : { status: 'degraded', store: 'up' },
      );
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
    expect(overNginxCap.headers['content-type']).toMatch(/text\/plain/);
    expectOwnHeaders(overNginxCap);
  });

  it('passes a delivery report up to the inbound endpoint’s 600 KB on, and stops a larger one', async () => {
    const CAP = 600 * 1024;
    /** A JSON body of `bytes` bytes: a delivery report whose first part is UTF-8 text. */
    const reportBody = (bytes: number) => {
      const message = (text: string) =>
        [
          'From: MAILER-DAEMON@mx.example.net',
          'MIME-Version: 1.0',
          'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
          '',
          '--b',
          'Content-Type: text/plain; charset=utf-8',
          'Content-Transfer-Encoding: 8bit',
          '',
          text,
          '--b',
          'Content-Type: message/delivery-status',
          '',
          'Reporting-MTA: dns; mx.example.net',
          '',
          'Final-Recipient: rfc822; reader@example.net',
          'Action: failed',
          'Status: 5.1.1',
          '',
          '--b--',
        ].join('\r\n');
      const empty = Buffer.byteLength(JSON.stringify({ message: message('') }));
      // Two bytes a character: within the report's own cap (512 K characters) the body can
      // reach the endpoint's.
      const room = bytes - empty;
      const text = 'é'.repeat(Math.floor(room / 2)) + 'x'.repeat(room % 2);
      const body = JSON.stringify({ message: message(text) });
      expect(Buffer.byteLength(body)).toBe(bytes);
      return body;
    };
    const post = (bytes: number) =>
      viaNginx('/api/newsletter/inbound', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${INBOUND_SECRET}`,
        },
        body: reportBody(bytes),
        localAddress: '127.0.0.7',
      });
    const under = await post(CAP - 2048);
    expect(under.status).toBe(200);
    expect(JSON.parse(under.text())).toEqual({ outcomes: ['unknown'] });
    const over = await post(CAP + 2048);
    expect(over.status).toBe(413);
    expect(over.headers['content-type']).toMatch(/text\/plain/);
    expectOwnHeaders(over);
  });

  it('moves HTTP to HTTPS, answering Let’s Encrypt’s challenges first', async () => {
    const overHttp = (pathname: string) =>
      request(`http://${SERVER_NAME}${pathname}`, { socketPath: nginx.httpSocket });
    const moved = await overHttp('/pricing?plan=basic');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`https://${SERVER_NAME}/pricing?plan=basic`);
    expectOwnHeaders(moved);

    const challenge = path.join(nginx.acmeRoot, '.well-known', 'acme-challenge');
    fs.mkdirSync(challenge, { recursive: true });
    fs.writeFileSync(path.join(challenge, 'token-1'), 'token-1.key');
    const answer = await overHttp('/.well-known/acme-challenge/token-1');
    expect(answer.status).toBe(200);
    expect(answer.text()).toBe('token-1.key');
  });

  it('answers 503 with the headers and a retry hint while the site is down', async () => {
    // A second nginx with the same site file, in front of a port nothing listens on.
    const alone = await startNginx({ port: NGINX_PORT + 1, upstreamPort: enginePorts.site(19) });
    try {
      const answer = await request(`https://${SERVER_NAME}:${NGINX_PORT + 1}/pricing`, {
        ca: alone.ca,
      });
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('30');
      expectOwnHeaders(answer);
    } finally {
      await alone.stop();
    }
  });

  it('sends the bare name to the www address', async () => {
    const answer = await request(`https://example.com:${NGINX_PORT}/about-you`, { ca: nginx.ca });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${SERVER_NAME}/about-you`);
    expectOwnHeaders(answer);
  });
});

/** The link the WordPress plugin hands an editor: the post, no autosave, 10 minutes, signed. */
function previewLink(post: number) {
  const expires = Math.floor(Date.now() / 1000) + 600;
  const signature = signPreview(SECRET, { post, revision: 0, expires });
  return `/api/preview?post=${post}&revision=0&expires=${expires}&signature=${signature}`;
}

describe('the addresses that carry a personal token', () => {
  it('are logged with their path only, and every other request in full', async () => {
    const token = 'SECRET-TOKEN-0123456789abcdefghijklmnop';
    const personal = [
      `/leads/act?t=${token}`,
      `/booking/time?t=${token}`,
      `/booking/booked?t=${token}`,
      `/booking/cancel?t=${token}`,
      `/booking/change?t=${token}`,
      `/newsletter/preferences?token=${token}`,
      `/newsletter/issue?token=${token}`,
      `/confirm-subscription?token=${token}`,
      `/unsubscribe?token=${token}`,
      `/api/newsletter/unsubscribe?token=${token}`,
    ];
    for (const address of personal) {
      const answer = await viaNginx(address);
      expect({ address, status: answer.status }).toEqual({
        address,
        status: address.startsWith('/api/') ? 303 : 200,
      });
      if (!address.startsWith('/api/')) {
        // The page's own requests (its files, a page it leads to) name only the origin.
        expect(answer.headers['referrer-policy']).toBe('strict-origin');
      }
    }
    expect((await viaNginx('/pricing?utm_source=newsletter')).status).toBe(200);
    await waitUntil('the log line of the last request', () =>
      nginx.accessLog().includes('/pricing?utm_source'),
    );

    const log = nginx.accessLog();
    expect(log).not.toContain(token);
    for (const address of personal) {
      const path = address.split('?')[0]!;
      expect(log).toContain(`"GET ${path} HTTP/1.1" ${path.startsWith('/api/') ? 303 : 200} `);
    }
    expect(log).toContain('"GET /pricing?utm_source=newsletter HTTP/1.1" 200 ');
  });
});

describe('the cache of the nginx site', () => {
  /** nginx's word on a request: HIT when it answered from its cache, never asking the site. */
  const cacheStatus = async (pathname: string, options: RequestOptions = {}) => {
    const answer = await viaNginx(pathname, options);
    return { status: answer.status, cache: answer.headers['x-cache-status'], answer };
  };

  it('answers prerendered and regenerated pages from its cache', async () => {
    for (const pathname of ['/pricing', '/insights', '/insights?page=2']) {
      await viaNginx(pathname);
      const again = await cacheStatus(pathname);
      expect({ pathname, status: again.status, cache: again.cache }).toEqual({
        pathname,
        status: 200,
        cache: 'HIT',
      });
      expect(again.answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('keeps the document and the client router’s data for one address apart', async () => {
    // The router asks with RSC: 1 and a _rsc parameter naming its headers (empty for none).
    for (let i = 0; i < 2; i++) {
      const data = await cacheStatus('/pricing?_rsc', { headers: { rsc: '1' } });
      expect(data.status).toBe(200);
      expect(data.answer.headers['content-type']).toContain('text/x-component');
      const page = await cacheStatus('/pricing?_rsc');
      expect(page.answer.headers['content-type']).toContain('text/html');
    }
    expect((await cacheStatus('/pricing?_rsc', { headers: { rsc: '1' } })).cache).toBe('HIT');
  });

  it('keeps one copy of an article’s document whatever its query, and never its router data', async () => {
    const list = (await viaNginx('/insights')).text();
    const slug = /href="\/insights\/([a-z0-9-]+)"/.exec(list)?.[1];
    await viaNginx(`/insights/${slug}`);
    expect((await cacheStatus(`/insights/${slug}`)).cache).toBe('HIT');
    // A share's click id or a campaign's tags: the same page, from the same copy, which is the
    // one a rename refreshes.
    const tagged = await cacheStatus(`/insights/${slug}?utm_source=newsletter&fbclid=x1`);
    expect({ status: tagged.status, cache: tagged.cache }).toEqual({ status: 200, cache: 'HIT' });
    // The client router's data for an article is keyed by its state, which no refresh can
    // name: Next answers it from its own cache, which the webhook refreshes.
    for (let i = 0; i < 2; i++) {
      const data = await cacheStatus(`/insights/${slug}?_rsc`, { headers: { rsc: '1' } });
      expect(data.status).toBe(200);
      expect(data.answer.headers['content-type']).toContain('text/x-component');
      expect(data.cache).not.toBe('HIT');
    }
  });

  it('never keeps a search, a POST’s answer, a preview or an answer that sets a cookie', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await cacheStatus('/insights?query=interview')).cache).not.toBe('HIT');
      const lead = await cacheStatus('/api/leads', {
        ...leadRequest(newVentureLead()),
        localAddress: '127.0.0.6',
      });
      expect(lead.status).toBe(201);
      expect(lead.cache).not.toBe('HIT');
      // WordPress's Preview is a Draft Mode cookie: nginx neither reads nor fills its cache.
      const preview = await cacheStatus('/pricing', {
        headers: { cookie: '__prerender_bypass=editor' },
      });
      expect(preview.cache).toBe('BYPASS');
      // The Preview link answers with Draft Mode's cookies: never kept, so never handed on.
      const opened = await cacheStatus(previewLink(DRAFT_ID));
      expect(opened.status).toBe(303);
      expect(opened.answer.headers['set-cookie']).toBeDefined();
      expect(opened.cache).not.toBe('HIT');
    }
  });

  it('shows an editor’s change within seconds of the webhook', async () => {
    const list = (await viaNginx('/insights')).text();
    const slug = /href="\/insights\/([a-z0-9-]+)"/.exec(list)?.[1];
    const [post] = (await (await fetch(`${stub.url}/wp-json/wp/v2/posts?slug=${slug}`)).json()) as {
      id: number;
    }[];
    const postPath = `/insights/${slug}`;
    await viaNginx(postPath);
    expect((await cacheStatus(postPath)).cache).toBe('HIT');

    const title = `Edited in WordPress ${Date.now().toString(36)}`;
    await stub.editTitle(post!.id, title);
    expect((await viaNginx(postPath)).text()).not.toContain(title);
    const sent = Date.now();
    // WordPress calls the site's public address; a POST passes nginx on as it is.
    expect((await sendPostUpdated(site.url, SECRET, post!.id)).status).toBe(200);
    for (const pathname of [postPath, '/insights']) {
      await waitUntil(
        `nginx serving the edited ${pathname}`,
        async () => (await viaNginx(pathname)).text().includes(title),
        30_000,
      );
    }
    // The pages ask a cache to keep them 10 s, after which it asks the site again.
    expect(Date.now() - sent).toBeLessThan(25_000);
  });
});
