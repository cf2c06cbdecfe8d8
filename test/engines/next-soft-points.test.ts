import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { signPreview } from '@/lib/wordpress/preview-token';
import { newVentureLead } from '@/test/lead-fixtures';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { waitUntil } from './apt';
import { siteCacheRules, startNginx, type Nginx } from './nginx';
import { enginePorts } from './ports';
import { leadRequest, request } from './request';
import { startSite, type RunningSite } from './site';
import { startWordPressStub, type RunningStub } from './wordpress-stub';

/**
 * Where the site leans on Next beyond its documented API (docs/upgrading.md lists each), tried
 * on the production build of the Next in node_modules: a new release that changes one of them
 * fails here before a server is upgraded.
 *
 * - The deploy kit's nginx keeps one cached copy per cache key and does not follow Vary: every
 *   request header Next names in Vary must be in the key, or be one Next checks against the
 *   address's _rsc parameter (which the key holds) and refuses when they disagree.
 * - nginx skips its cache for a request carrying Draft Mode's cookie, which it names.
 * - The site's server (server.ts, outside Next's bundles) finds the jobs' drainJobs, left on
 *   globalThis under a Symbol.for key by the bundle that runs the job loop, when it shuts down:
 *   both run in one process and one realm.
 */
const SITE_PORT = enginePorts.site(14);
const NGINX_PORT = enginePorts.nginx + 2;
const SECRET = 'engines-soft-points-revalidate-0123';
const PREVIEW = { user: 'site-preview', password: 'engines-preview-password-0123' };
/** The stub's one draft, which its preview account may read. */
const DRAFT_ID = 900001;
/** The mail relay's port: nothing listens there until the last test starts the relay. */
const RELAY_PORT = enginePorts.site(16);
/** How long the mail relay keeps each message before it answers, as a slow relay does. */
const RELAY_ANSWER_MS = 1000;

/** The site's store, kept past its stop for the last test to read. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-soft-points-'));
let stub: RunningStub;
let sink: SmtpSink | undefined;
let site: RunningSite;
let nginx: Nginx;

beforeAll(async () => {
  stub = await startWordPressStub({
    port: enginePorts.site(15),
    previewAccount: `${PREVIEW.user}:${PREVIEW.password}`,
  });
  site = await startSite({
    port: SITE_PORT,
    dataDir,
    env: {
      TRUST_PROXY: 'true',
      WORDPRESS_URL: stub.url,
      WORDPRESS_REVALIDATE_SECRET: SECRET,
      WORDPRESS_PREVIEW_USER: PREVIEW.user,
      WORDPRESS_PREVIEW_PASSWORD: PREVIEW.password,
      SMTP_URL: `smtp://127.0.0.1:${RELAY_PORT}`,
      LEADS_NOTIFY_EMAIL: 'owner@example.com',
    },
  });
  nginx = await startNginx({ port: NGINX_PORT, upstreamPort: SITE_PORT });
});
afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  await sink?.close();
  await stub?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The names a Vary header lists, lower-case. */
const varyNames = (vary: string | undefined) =>
  (vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/**
 * A plausible value of each header Next's client router sends: any value makes Next expect an
 * _rsc other than the one of no headers. The state tree is the one of a page at the root.
 */
const ROUTER_VALUES: Record<string, string> = {
  'next-router-state-tree': encodeURIComponent(
    JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]),
  ),
  'next-router-prefetch': '1',
  'next-router-segment-prefetch': '/_tree',
  'next-url': '/pricing',
};

describe('what the deploy kit’s nginx assumes of Next', () => {
  it('keys its cache on every header Next names in Vary, or Next checks it against _rsc', async () => {
    const page = await request(`${site.url}/pricing`, { headers: { 'accept-encoding': 'gzip' } });
    // The client router's data for the page: RSC: 1 and the _rsc of no other header.
    const data = await request(`${site.url}/pricing?_rsc=`, { headers: { rsc: '1' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(data.headers['content-type']).toContain('text/x-component');
    const named = [...new Set([...varyNames(page.headers.vary), ...varyNames(data.headers.vary)])];
    expect(named.length).toBeGreaterThan(0);

    const rules = siteCacheRules();
    const unkeyed: string[] = [];
    for (const name of named) {
      const through = rules.keyedHeaders.get(name);
      if (through === undefined) {
        unkeyed.push(name);
        continue;
      }
      // Keyed through a map of its value (a class of values, as gzip or not): the site must
      // then be asked with that class, or two answers would share one key.
      if (through !== `http_${name.replace(/-/g, '_')}`) {
        expect({ name, sent: rules.upstreamHeaders.get(name) }).toEqual({
          name,
          sent: `$${through}`,
        });
      }
    }
    // Every other header must be summed up by the address's _rsc, and Next must refuse (send
    // to the right address) a request whose header and _rsc disagree, in an answer no shared
    // cache keeps, or a cached answer could be another request's.
    if (unkeyed.length > 0) expect(rules.keyVariables).toContain('request_uri');
    const answers = await Promise.all(
      unkeyed.map(async (name) => {
        const answer = await request(`${site.url}/pricing?_rsc=`, {
          headers: { rsc: '1', [name]: ROUTER_VALUES[name] ?? '1' },
        });
        const cacheControl = answer.headers['cache-control'] ?? '';
        const kept =
          answer.headers.expires !== undefined ||
          /public|s-maxage|max-age=[1-9]/.test(cacheControl);
        return { name, status: answer.status, kept };
      }),
    );
    expect(answers).toEqual(unkeyed.map((name) => ({ name, status: 307, kept: false })));
  });

  it('skips its cache for a request with the cookie that turns Draft Mode on', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const signature = signPreview(SECRET, { post: DRAFT_ID, revision: 0, expires });
    const opened = await request(
      `${site.url}/api/preview?post=${DRAFT_ID}&revision=0&expires=${expires}&signature=${signature}`,
    );
    expect(opened.status).toBe(303);
    const cookies = (opened.headers['set-cookie'] ?? []).map((line) => {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      return { name: pair!.slice(0, at).trim(), value: pair!.slice(at + 1).trim() };
    });
    expect(cookies.length).toBeGreaterThan(0);

    // A prerendered page may be kept by a shared cache; with Draft Mode on it is rendered for
    // the request and kept by none. The cookies that alone turn it on are Draft Mode's.
    const kept = async (cookie?: string) =>
      !/no-store/.test(
        (await request(`${site.url}/pricing`, { headers: cookie ? { cookie } : {} })).headers[
          'cache-control'
        ] ?? 'no-store',
      );
    expect(await kept()).toBe(true);
    const draftMode: { name: string; value: string }[] = [];
    for (const cookie of cookies) {
      if (!(await kept(`${cookie.name}=${cookie.value}`))) draftMode.push(cookie);
    }
    expect(draftMode.length).toBeGreaterThan(0);

    const rules = siteCacheRules();
    for (const { name } of draftMode) {
      expect({ name, bypass: rules.bypassCookies.includes(name) }).toEqual({ name, bypass: true });
      expect({ name, noCache: rules.noCacheCookies.includes(name) }).toEqual({
        name,
        noCache: true,
      });
    }
    // And nginx, in front, neither answers such a request from its cache nor keeps its answer.
    for (const { name, value } of draftMode) {
      for (let i = 0; i < 2; i++) {
        const answer = await request(`${nginx.url}/pricing`, {
          ca: nginx.ca,
          headers: { cookie: `${name}=${value}` },
        });
        expect({ name, cache: answer.headers['x-cache-status'] }).toEqual({
          name,
          cache: 'BYPASS',
        });
      }
    }
  });
});

describe('what the site’s server assumes of Next’s bundles', () => {
  const store = <T>(read: (db: BetterSqlite3.Database) => T): T => {
    const db = new BetterSqlite3(path.join(dataDir, 'site.db'));
    db.pragma('busy_timeout = 5000');
    try {
      return read(db);
    } finally {
      db.close();
    }
  };
  /** The jobs that have tried once and wait for another: the lead's mails, the relay down. */
  const retrying = () =>
    store(
      (db) =>
        (
          db
            .prepare("SELECT COUNT(*) AS n FROM jobs WHERE status = 'pending' AND attempts > 0")
            .get() as { n: number }
        ).n,
    );
  const statuses = () =>
    store((db) =>
      (db.prepare('SELECT status FROM jobs').all() as { status: string }[]).map((r) => r.status),
    );
  const running = () => statuses().filter((status) => status === 'running').length;

  // Last: it stops the site.
  it('a shutdown lets the job loop finish the mails it is sending, and records them', async () => {
    // No connection is left open to the site (nginx keeps its own a few seconds), so that its
    // server closes at once: only the jobs' drain can keep the process up.
    await nginx.stop();
    // With the relay down, the lead's mails fail their first try and wait for the job loop.
    const answer = await request(`${site.url}/api/leads`, {
      ...leadRequest(newVentureLead()),
      localAddress: '127.0.0.8',
    });
    expect(answer.status).toBe(201);
    await waitUntil(
      'the lead’s mails waiting for a retry',
      () => retrying() > 0 && running() === 0,
    );
    // The relay is back, and holds each message before it answers; the mails are due now.
    const relay = await startSmtpSink({ port: RELAY_PORT, answerDelayMs: RELAY_ANSWER_MS });
    sink = relay;
    store((db) =>
      db
        .prepare("UPDATE jobs SET next_at = ? WHERE status = 'pending' AND attempts > 0")
        .run(new Date(Date.now() - 1000).toISOString()),
    );
    // The loop's next pass (every 30 s) claims them: each is being sent, in the site's bundle.
    let inFlight = 0;
    await waitUntil(
      'the loop sending the mails',
      () => {
        inFlight = running();
        return inFlight > 0 && relay.received === inFlight;
      },
      45_000,
    );

    expect(await site.stop()).toBe(0);
    expect(statuses().filter((status) => status === 'running')).toEqual([]);
    expect(statuses().filter((status) => status === 'done')).toHaveLength(inFlight);
  });
});
