// The site's busiest writes (leads, the newsletter's sign-up, confirmation and resend, page
// views and funnel events) answered by their own route handlers without passing through
// Next's router. Next's request pipeline (route matching, rewrites, the header rules, its
// request and work stores) costs more CPU per request than these handlers themselves, and a
// burst of leads would otherwise take that time from the pages served beside them.
//
// A route here must be one of the site's `validated()` handlers: it takes a Web Request and
// answers a Response, or, given the body already read, answers a plain reply through its
// DIRECT_CALL entry (lib/http/route.ts), which spares the Request and Response objects and
// their body streams. It uses nothing of Next's request context (headers(), cookies(),
// draftMode(), revalidateTag(), after()); a unit test walks each route's imports to hold
// that. Its compiled module is the same one Next serves, so its state (the store, its group
// commits, the rate limits) is shared with everything else. A route whose module cannot be
// read this way (a build of another Next.js) is left to Next.
import path from 'node:path';
import { Readable } from 'node:stream';

/** A validated() handler's entry for a request whose body has been read (lib/http/route.ts). */
export const DIRECT_CALL = Symbol.for('site.direct-call');

/** The routes answered directly, as `METHOD /path`. */
export const DIRECT_ROUTES = [
  'POST /api/leads',
  'POST /api/newsletter/subscribe',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/resend',
  'POST /api/analytics/pageview',
  'POST /api/analytics/event',
];

/**
 * Each route's handler from the build in `distDir` (the compiled `app/<path>/route.js` that
 * Next itself loads, read with `require` from the standalone folder), keyed `METHOD /path`.
 * A route whose handler is not found is reported to `onMissing` and left out.
 *
 * @param {{ distDir: string, require: NodeRequire, routes?: string[], onMissing?: (route: string, error?: unknown) => void }} options
 * @returns {Promise<Map<string, (request: Request) => Promise<Response>>>}
 */
export async function loadDirectRoutes({
  distDir,
  require,
  routes = DIRECT_ROUTES,
  onMissing = () => {},
}) {
  const handlers = new Map();
  for (const route of routes) {
    const [method, pathname] = route.split(' ');
    try {
      const file = path.join(distDir, 'server', 'app', ...pathname.split('/'), 'route.js');
      const { routeModule } = require(file);
      await routeModule?.ensureUserland?.();
      const handler = routeModule?.userland?.[method];
      if (typeof handler === 'function') handlers.set(route, handler);
      else onMissing(route);
    } catch (error) {
      onMissing(route, error);
    }
  }
  return handlers;
}

/**
 * A request handler that answers the routes in `handlers` itself and passes every other
 * request to `next`. The request reaches the route as Next would give it: its URL on the
 * Host it was sent to, the headers as the site's server left them (the client address, the
 * request id) and its body as a stream, which the route reads up to its own cap.
 *
 * @param {Map<string, (request: Request) => Promise<Response>>} handlers
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} next
 */
export function withDirectRoutes(handlers, next) {
  if (handlers.size === 0) return next;
  return async (req, res) => {
    const target = req.url ?? '/';
    const query = target.indexOf('?');
    const handler = handlers.get(`${req.method} ${query === -1 ? target : target.slice(0, query)}`);
    if (!handler) return next(req, res);
    const body = await readDeclaredBody(req);
    const call = handler[DIRECT_CALL];
    const answer =
      call && body
        ? await call({
            url: requestUrl(req),
            headers: req.headers,
            body,
            request: () => toWebRequest(req, body),
          })
        : await handler(toWebRequest(req, body));
    if (answer instanceof Response) await writeResponse(answer, req, res);
    else writeReply(answer, req, res);
  };
}

/**
 * Above every direct route's own cap, so that the route still decides what is too large:
 * a body declared up to this size is read here whole, which costs less than handing the
 * route a stream over the socket.
 */
export const READ_AHEAD_BYTES = 64 * 1024;

/**
 * The body of a request that declares a Content-Length of at most READ_AHEAD_BYTES, read
 * whole; otherwise undefined, and the route reads the body as a stream up to its cap.
 *
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer | undefined>}
 */
async function readDeclaredBody(req) {
  const declared = Number(req.headers['content-length']);
  if (!Number.isSafeInteger(declared) || declared > READ_AHEAD_BYTES) return undefined;
  if (declared === 0) return Buffer.alloc(0);
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A URL host: a name or an address, with an optional port; anything else is not used. */
const HOST = /^(?:[\w.-]+|\[[\d:a-fA-F.]+\])(?::\d{1,5})?$/;

/**
 * The request's absolute URL, on the Host it was sent to.
 *
 * @param {import('node:http').IncomingMessage} req
 */
function requestUrl(req) {
  const { host } = req.headers;
  // Forwarding headers are still here only when the proxy is trusted (server/http.mjs).
  const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${scheme}://${host && HOST.test(host) ? host : 'localhost'}${req.url}`;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} [body] the body already read, or undefined to stream it
 */
export function toWebRequest(req, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(requestUrl(req), {
    method: req.method,
    headers,
    ...(!hasBody ? {} : body ? { body } : { body: Readable.toWeb(req), duplex: 'half' }),
  });
}

/**
 * Writes a route's Response: its status, its headers (each Set-Cookie on its own) and its
 * body, which for these routes is a short JSON message.
 *
 * @param {Response} response
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export async function writeResponse(response, req, res) {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  const body =
    response.body && req.method !== 'HEAD' ? Buffer.from(await response.arrayBuffer()) : null;
  if (body) res.setHeader('content-length', body.length);
  res.end(body);
}

/**
 * Writes a route's plain reply: its status, its headers, and its body as JSON (what
 * Response.json would send).
 *
 * @param {{ status: number, json?: unknown, headers?: Record<string, string> }} reply
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function writeReply(reply, req, res) {
  res.statusCode = reply.status;
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.json === undefined) {
    res.end();
    return;
  }
  const body = Buffer.from(JSON.stringify(reply.json));
  res.setHeader('content-type', 'application/json');
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
