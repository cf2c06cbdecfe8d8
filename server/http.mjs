// The site's HTTP server around Next's request handler: the rules that decide which client
// address and which forwarding headers the site sees, and a shutdown that lets requests in
// flight finish. Plain JavaScript with no dependency, so that it runs from the standalone
// build as it is; server/entry.mjs starts it, server/http.test.ts checks it.
import http from 'node:http';

/** Headers by which a proxy tells the site about the original request. */
export const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
];

/**
 * Reads TRUST_PROXY as lib/config.ts does: unset, empty, false, 0 or no is false; true, 1 or
 * yes is true; anything else is refused, so that a typo never trusts a client by accident.
 */
export function parseTrustProxy(value) {
  if (value === undefined || value.trim() === '') return false;
  if (['false', '0', 'no'].includes(value)) return false;
  if (['true', '1', 'yes'].includes(value)) return true;
  throw new Error('TRUST_PROXY: must be true or false');
}

/** The socket's peer address, with an IPv4 address seen on an IPv6 socket written as IPv4. */
export function socketAddress(socket) {
  const address = socket.remoteAddress;
  if (!address) return undefined;
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * With a trusted proxy in front (trustProxy), its forwarding headers are left for the site to
 * believe. Without one, every forwarding header the client sent is removed and X-Forwarded-For
 * is set to the socket's address: the client cannot choose its rate-limit bucket, the host
 * its request claims to be for, or its scheme. Next then fills X-Forwarded-Host, -Proto and
 * -Port from the Host header and the connection itself.
 */
export function applyForwardingRules(req, { trustProxy }) {
  if (trustProxy) return;
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  const address = socketAddress(req.socket);
  if (address) req.headers['x-forwarded-for'] = address;
}

/**
 * An HTTP server that applies the forwarding rules to each request before `handle` sees it.
 * A handler that throws answers a bare 500, as Next's own server does.
 */
export function createSiteServer(handle, { trustProxy, onError = console.error }) {
  const server = http.createServer(async (req, res) => {
    server.inFlight.add(res);
    res.on('close', () => server.inFlight.delete(res));
    if (server.closing) res.setHeader('Connection', 'close');
    res.on('finish', () => {
      if (server.closing) setImmediate(() => server.closeIdleConnections());
    });
    applyForwardingRules(req, { trustProxy });
    try {
      await handle(req, res);
    } catch (error) {
      onError(error, req);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Internal Server Error');
      } else res.destroy();
    }
  });
  server.closing = false;
  server.inFlight = new Set();
  return server;
}

/** How long a shutdown waits for requests in flight (the systemd unit allows more). */
export const SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * Stops accepting connections and lets every request in flight finish, answered with
 * `Connection: close` when its headers are not sent yet; each connection closes once its
 * answer is sent. Resolves when the last one has closed, or after `timeoutMs`, when the rest
 * are cut.
 */
export function closeGracefully(server, { timeoutMs = SHUTDOWN_TIMEOUT_MS } = {}) {
  server.closing = true;
  for (const res of server.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
