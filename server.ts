// The site's HTTP server: Next.js's request handler through the documented custom-server API
// (next(), prepare(), getRequestHandler()), for the one rule Next's own server cannot keep.
// `next start` and the standalone server.js fill X-Forwarded-For from the socket only when the
// client sent none, so a client reaching the site directly could name its own address and
// choose its rate-limit bucket. Here, unless TRUST_PROXY says a proxy in front sets them,
// every forwarding header the client sent is dropped and X-Forwarded-For is the socket's.
//
// It also puts the security headers on every answer (Next leaves them off some of its own,
// such as the trailing-slash redirect), gives each request an id, refuses a form post to a
// page too large to be one before Next buffers it (lib/http/form-post-cap.ts), and on SIGTERM
// or SIGINT stops accepting connections and lets the requests in flight finish before it exits.
//
//   npm run build && npm start        (PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT: lib/config.ts)
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

/** Headers by which a proxy describes the original request. */
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
/** Where a page path that does not decode is sent: no route claims it (Next's 404 page). */
const UNDECODABLE_PAGE = '/_not-a-valid-address';
const BAD_PATH_MESSAGE = 'The address is not valid: it has a broken percent escape.';
/** How long a shutdown waits for the requests in flight (the systemd unit allows 30 s). */
const SHUTDOWN_TIMEOUT_MS = 25_000;
/**
 * How long a shutdown leaves idle kept-alive connections for the proxy to close. Closing one
 * ourselves races the proxy, which may be sending its next request down it at that moment and
 * cannot know whether it was read; the deploy kit's nginx closes idle connections after 4 s.
 */
const IDLE_GRACE_MS = 6_000;
/** How long a shutdown waits for the jobs running in this process (a mail being sent). */
const JOBS_DRAIN_MS = 3_000;
/** Where lib/jobs leaves its drainJobs (the site's bundle is not importable from here). */
const DRAIN_JOBS = Symbol.for('hidden-growth.drainJobs');

const dir = path.resolve(__dirname, '..');
// This server serves production builds only (npm run dev is Next's own).
(process.env as Record<string, string | undefined>).NODE_ENV = 'production';
// The project's .env files fill unset variables, as under `next start`.
loadEnvConfig(dir);
// A bad variable ends the process here, naming it, before anything listens.
const config = getConfigOrExit();
// Next reads next.config.ts and its imports relative to the working folder: run from the
// project, with DATA_DIR kept as it was meant, relative to where the server was started.
process.env.DATA_DIR = config.dataDir;
process.chdir(dir);
const { port, hostname, keepAliveTimeoutMs } = config.server;
const headers = securityHeaders({
  isProduction: true,
  gaId: config.gaId,
  mediaOrigins: config.wordpress.mediaOrigins,
});

// Next is given no hostname, as its own `next start` gives none: Next then names itself
// localhost in the URLs its proxy sees, so a rewrite to a list's cached path stays inside the
// server whichever address it listens on. (Given 127.0.0.1, Next 16.4 takes such a rewrite
// for one to another host and fetches the page from itself over HTTP.)
const app = next({ dev: false, dir, port });
const handle = app.getRequestHandler();

/** True when every percent escape in the request's path decodes as UTF-8. */
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
    // An IPv4 peer on an IPv6 socket is written as IPv4.
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
  // A form post to a page too large to be one is refused before Next reads a byte of it
  // (Next would buffer it whole first), and the connection closed rather than read on.
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
  // Stop listening: new connections are refused, and a proxy sends them to another instance.
  // net.Server's close, not http.Server's, which would also drop the idle kept-alive
  // connections at once (see IDLE_GRACE_MS); they are closed by the proxy, or after the grace.
  net.Server.prototype.close.call(server);
  setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS).unref();
  setTimeout(() => server.closeAllConnections(), SHUTDOWN_TIMEOUT_MS).unref();
  server.once('close', () => {
    // Every answer is out; the work after them (a mail being sent) finishes and is recorded,
    // or it would be sent again once its claim went stale.
    const drainJobs = (globalThis as Record<symbol, unknown>)[DRAIN_JOBS] as
      ((timeoutMs: number) => Promise<boolean>) | undefined;
    Promise.resolve(drainJobs?.(JOBS_DRAIN_MS))
      .catch(() => undefined)
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}

// Behind a proxy that keeps its own connections to the site open (nginx's upstream keepalive),
// longer than the proxy keeps them, or a request it sends on one closing at that moment fails.
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
    // No build to serve, or one Next cannot load, stops here (a store that cannot open stops
    // in instrumentation-node.ts).
    console.error('Failed to start server', error);
    process.exit(1);
  },
);
