// The site's HTTP server around Next's request handler: the rules that decide which client
// address and which forwarding headers the site sees, the answers given before Next (a path
// it cannot decode), the security headers on every answer, and a shutdown that lets requests
// in flight finish. Plain JavaScript with no dependency, so that it runs from the standalone
// build as it is; server/entry.mjs starts it, server/http.test.ts checks it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

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
 * The headers next.config.ts sets on every path (`/:path*`: the security headers), as the
 * build recorded them in its routes manifest. The server sets them on each answer before Next
 * sees the request, so that the answers Next gives without applying them (a redirect, an
 * error) carry them too; Next's own copy then replaces each with the same value.
 */
export function readSiteHeaders(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  const rule = (manifest.headers ?? []).find((entry) => entry.source === '/:path*');
  return rule ? rule.headers.map(({ key, value }) => ({ key, value })) : [];
}

/** True when every percent escape in the request target's path decodes as UTF-8. */
export function isDecodablePath(url) {
  const pathname = (url ?? '/').split('?')[0];
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a page path Next cannot decode is sent instead: no route claims it, so Next answers
 * with the site's whole not-found page, whose status the server turns into 400.
 */
export const BAD_PATH_PAGE = '/_bad-request';

const BAD_PATH_MESSAGE = 'The address is not valid: it has a broken percent escape.';

/** A request id the client may choose: short, and nothing that could split a log line. */
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Makes every status line this response writes read `status`. */
function forceStatus(res, status) {
  const writeHead = res.writeHead;
  res.writeHead = function (_code, ...rest) {
    this.statusCode = status;
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * A request whose body was not read to its end (refused for its size or its origin before
 * it was read) is answered with `Connection: close`, and its connection is cut shortly after
 * the answer: the rest of an oversized body is never read on, or waited for.
 */
function closeUnreadBodies(req, res) {
  const length = req.headers['content-length'];
  const hasBody = length === undefined ? 'transfer-encoding' in req.headers : Number(length) > 0;
  if (!hasBody) return;
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete && !this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  };
  res.on('finish', () => {
    // The socket may already be gone (the client hung up, or it was closed after the answer).
    const { socket } = req;
    if (req.complete || !socket || socket.destroyed) return;
    const timer = setTimeout(() => socket.destroy(), UNREAD_BODY_LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}

/** How long the connection of a body left unread stays open once its answer is sent. */
export const UNREAD_BODY_LINGER_MS = 1000;

/**
 * An HTTP server in front of `handle` (Next's request handler). For each request it sets the
 * site's headers (`headers`, from readSiteHeaders) on the answer, applies the forwarding
 * rules, gives the request an id (X-Request-Id, kept from the client when it is a plain short
 * token) and the path it asked for (X-Request-Path, never the client's), and answers itself a path that does not decode: 400 with a short JSON error under
 * /api, the site's not-found page with status 400 elsewhere. A handler that throws answers a
 * bare 500, as Next's own server does, still with the headers.
 */
export function createSiteServer(handle, { trustProxy, onError = console.error, headers = [] }) {
  const server = http.createServer(async (req, res) => {
    server.inFlight.add(res);
    res.on('close', () => server.inFlight.delete(res));
    if (server.closing) res.setHeader('Connection', 'close');
    res.on('finish', () => {
      if (server.closing) setImmediate(() => server.closeIdleConnections());
    });
    for (const { key, value } of headers) res.setHeader(key, value);
    applyForwardingRules(req, { trustProxy });
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    // The path asked for, which the not-found page logs (REQUEST_PATH_HEADER of
    // lib/http/redirects.ts); the proxy sets the same on pages.
    req.headers['x-request-path'] = (req.url ?? '/').split('?')[0];
    closeUnreadBodies(req, res);
    if (!isDecodablePath(req.url)) {
      const isApi = /^\/api(\/|$)/.test(req.url ?? '');
      if (isApi) {
        res.statusCode = 400;
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ error: { message: BAD_PATH_MESSAGE } }));
        return;
      }
      req.url = BAD_PATH_PAGE;
      if (req.method !== 'HEAD') req.method = 'GET';
      delete req.headers['next-action'];
      forceStatus(res, 400);
    }
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
