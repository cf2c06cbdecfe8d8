// The site's HTTP server, through Next's documented custom-server API, for the one rule Next's
// own server cannot keep: `next start` trusts a client's X-Forwarded-For, so unless TRUST_PROXY
// says a proxy sets them, every forwarding header is dropped and X-Forwarded-For is the
// socket's. It also puts the security headers on every answer (Next leaves them off some),
// gives each request an id, refuses an oversized form post before Next buffers it, and on
// SIGTERM or SIGINT lets the requests in flight finish before it exits.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import next from 'next';
import { getConfigOrExit } from './lib/config';
import { formPostRefusal } from './lib/http/form-post-cap';
import { isPersonalPage, PERSONAL_REFERRER_POLICY } from './lib/http/personal-pages';
import { securityHeaders } from './lib/http/security-headers';

const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
];
/** A request id the client may choose: short, and nothing that could split a log line. */
const REQUEST_ID = /^[\w.:-]{1,100}$/;
/** Where an undecodable page path is sent: no route claims it (Next's 404 page). */
const UNDECODABLE_PAGE = '/_not-a-valid-address';
const BAD_PATH_MESSAGE = 'The address is not valid: it has a broken percent escape.';
/** How long a shutdown waits for the requests in flight (the systemd unit allows 30 s). */
const SHUTDOWN_TIMEOUT_MS = 25_000;
/** Idle kept-alive connections are left for the proxy to close (nginx: after 4 s), not raced. */
const IDLE_GRACE_MS = 6_000;
/** How long a shutdown waits for the jobs running in this process (a mail being sent). */
const JOBS_DRAIN_MS = 3_000;
/** Where lib/jobs leaves its drainJobs (the site's bundle is not importable from here). */
const DRAIN_JOBS = Symbol.for('hidden-growth.drainJobs');

const dir = path.resolve(__dirname, '..');
(process.env as Record<string, string | undefined>).NODE_ENV = 'production';
loadEnvConfig(dir);
const config = getConfigOrExit();
// Next resolves next.config.ts from the working folder; DATA_DIR stays relative to the start.
process.env.DATA_DIR = config.dataDir;
process.chdir(dir);
const { port, hostname, keepAliveTimeoutMs } = config.server;
const headers = securityHeaders({
  isProduction: true,
  gaId: config.gaId,
  mediaOrigins: config.wordpress.mediaOrigins,
});

// Next is given no hostname, as `next start` gives none: with 127.0.0.1 Next 16.4 takes a
// rewrite to a list's cached path for one to another host and fetches it over HTTP.
const app = next({ dev: false, dir, port });
const handle = app.getRequestHandler();

function isDecodable(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0]!);
    return true;
  } catch {
    return false;
  }
}

function applyForwardingRules(req: IncomingMessage) {
  if (config.trustProxy) return;
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  const address = req.socket.remoteAddress;
  if (address) {
    req.headers['x-forwarded-for'] =
      address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
  }
}

let closing = false;

const server = createServer((req, res) => {
  for (const { key, value } of headers) res.setHeader(key, value);
  // A page whose address carries a personal token: the requests it makes name only the origin.
  if (isPersonalPage((req.url ?? '/').split('?')[0]!)) {
    res.setHeader('Referrer-Policy', PERSONAL_REFERRER_POLICY);
  }
  // Shutting down: the connection ends with this answer, and the proxy sends no other on it.
  if (closing) res.setHeader('Connection', 'close');
  applyForwardingRules(req);
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  // An oversized form post is refused before Next buffers it whole.
  const refusal = formPostRefusal(req.method, req.url, req.headers);
  if (refusal) {
    res.writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(refusal.message);
    return;
  }
  // Next answers a bare 500 to some paths it cannot decode (a page route's parameter).
  if (!isDecodable(req.url)) {
    if (/^\/api(\/|$)/.test(req.url ?? '')) {
      res.writeHead(400, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ error: { message: BAD_PATH_MESSAGE } }));
      return;
    }
    req.url = UNDECODABLE_PAGE;
  }
  handle(req, res).catch((error: unknown) => {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    } else res.destroy();
  });
});

function shutDown() {
  closing = true;
  // net.Server's close, not http.Server's, which would drop idle kept-alive connections at once.
  net.Server.prototype.close.call(server);
  setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS).unref();
  setTimeout(() => server.closeAllConnections(), SHUTDOWN_TIMEOUT_MS).unref();
  server.once('close', () => {
    // The jobs in flight (a mail) finish and are recorded, or they would run again.
    const drainJobs = (globalThis as Record<symbol, unknown>)[DRAIN_JOBS] as
      ((timeoutMs: number) => Promise<boolean>) | undefined;
    Promise.resolve(drainJobs?.(JOBS_DRAIN_MS))
      .catch(() => undefined)
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}

// Longer than the proxy keeps its upstream connections, or a request on a closing one fails.
if (keepAliveTimeoutMs !== undefined) server.keepAliveTimeout = keepAliveTimeoutMs;

app.prepare().then(
  () => {
    server.listen(port, hostname, () => {
      console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
    });
    server.once('error', (error) => {
      console.error('Failed to start server', error);
      process.exit(1);
    });
    process.once('SIGTERM', shutDown);
    process.once('SIGINT', shutDown);
  },
  (error: unknown) => {
    console.error('Failed to start server', error);
    process.exit(1);
  },
);
