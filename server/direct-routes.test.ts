import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer, type SiteServer } from './http.mjs';
import {
  DIRECT_CALL,
  DIRECT_ROUTES,
  READ_AHEAD_BYTES,
  loadDirectRoutes,
  withDirectRoutes,
  type DirectCall,
  type DirectReply,
  type RouteHandler,
} from './direct-routes.mjs';

const root = path.resolve(__dirname, '..');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  server: SiteServer,
  { method = 'POST', target = '/api/leads', headers = {}, body = '', chunked = false } = {},
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: chunked ? headers : { 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    if (chunked) {
      // Sent in pieces without a Content-Length: the route reads it as a stream.
      for (let at = 0; at < body.length; at += 1000) req.write(body.slice(at, at + 1000));
      req.end();
    } else req.end(body);
  });
}

/** The site's server with `handlers` answered directly and everything else by a stand-in for Next. */
async function serve(handlers: Record<string, RouteHandler>): Promise<SiteServer> {
  const server = createSiteServer(
    withDirectRoutes(new Map(Object.entries(handlers)), (_req, res) => {
      res.setHeader('content-type', 'text/plain');
      res.end('answered by Next');
    }),
    { trustProxy: false },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('direct routes', () => {
  let server: SiteServer;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('hands the route a Web Request with its URL, the headers as the server left them, and the body', async () => {
    let seen:
      | { method: string; url: string; ip: string | null; type: string | null; body: string }
      | undefined;
    server = await serve({
      'POST /api/leads': async (request) => {
        seen = {
          method: request.method,
          url: request.url,
          // Set by the site's server from the socket, replacing what the client sent.
          ip: request.headers.get('x-forwarded-for'),
          type: request.headers.get('content-type'),
          body: await request.text(),
        };
        return Response.json({ message: 'kept' }, { status: 201 });
      },
    });
    const answer = await send(server, {
      target: '/api/leads?from=test',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: '{"id":"1"}',
    });

    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ message: 'kept' });
    expect(answer.headers['content-type']).toBe('application/json');
    expect(seen).toEqual({
      method: 'POST',
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads?from=test`,
      ip: '127.0.0.1',
      type: 'application/json',
      body: '{"id":"1"}',
    });
  });

  it('leaves every other method and path to Next', async () => {
    const route = jest.fn<Promise<Response>, [Request]>();
    server = await serve({ 'POST /api/leads': route });
    expect((await send(server, { method: 'GET' })).body).toBe('answered by Next');
    expect((await send(server, { target: '/api/leads/' })).body).toBe('answered by Next');
    expect((await send(server, { target: '/api/newsletter/subscribe' })).body).toBe(
      'answered by Next',
    );
    expect(route).not.toHaveBeenCalled();
  });

  it('streams a body sent without a length, or longer than it reads ahead, for the route to cap', async () => {
    const sizes: number[] = [];
    server = await serve({
      'POST /api/leads': async (request) => {
        // As the site's gate does: read up to the cap, then stop.
        const reader = request.body!.getReader();
        let size = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          if (size > 4096) {
            await reader.cancel();
            sizes.push(size);
            return Response.json({ error: 'too large' }, { status: 413 });
          }
        }
        sizes.push(size);
        return Response.json({ size }, { status: 201 });
      },
    });

    const chunked = await send(server, { body: 'x'.repeat(3000), chunked: true });
    expect(chunked.status).toBe(201);
    const huge = await send(server, { body: 'x'.repeat(READ_AHEAD_BYTES + 1) });
    expect(huge.status).toBe(413);
    expect(sizes[0]).toBe(3000);
    // The route stopped reading well before the end of the body.
    expect(sizes[1]).toBeLessThan(READ_AHEAD_BYTES);
  });

  it('writes every Set-Cookie the route answers with on its own line', async () => {
    server = await serve({
      'POST /api/leads': async () => {
        const headers = new Headers();
        headers.append('set-cookie', 'a=1; Path=/');
        headers.append('set-cookie', 'b=2; Path=/');
        return new Response(null, { status: 204, headers });
      },
    });
    const answer = await send(server, { body: '{}' });
    expect(answer.status).toBe(204);
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  /** A route with a direct entry that answers `answer`, recording what each entry was given. */
  function directRoute(answer: DirectReply | Response) {
    const calls: { url: string; ip: unknown; body: string; request: string }[] = [];
    const viaRequest: string[] = [];
    const handler: RouteHandler = Object.assign(
      async (request: Request) => {
        viaRequest.push(await request.text());
        return Response.json({ via: 'request' }, { status: 201 });
      },
      {
        [DIRECT_CALL]: async (call: DirectCall) => {
          calls.push({
            url: call.url,
            ip: call.headers['x-forwarded-for'],
            body: call.body.toString('utf8'),
            request: await call.request().text(),
          });
          return answer;
        },
      },
    );
    return { handler, calls, viaRequest };
  }

  it("hands a body it has read to the route's direct entry and writes its reply as JSON", async () => {
    const route = directRoute({ status: 201, json: { message: 'kept' }, headers: { 'x-a': '1' } });
    server = await serve({ 'POST /api/leads': route.handler });
    const answer = await send(server, {
      target: '/api/leads?from=test',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: '{"id":"1"}',
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toBe('{"message":"kept"}');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['x-a']).toBe('1');
    expect(route.calls).toEqual([
      {
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads?from=test`,
        ip: '127.0.0.1',
        body: '{"id":"1"}',
        request: '{"id":"1"}',
      },
    ]);
    expect(route.viaRequest).toEqual([]);
  });

  it('writes a reply without a body as an empty answer', async () => {
    server = await serve({ 'POST /api/leads': directRoute({ status: 204 }).handler });
    const answer = await send(server, { body: '{}' });
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['content-type']).toBeUndefined();
  });

  it('writes a Response that the direct entry answers with', async () => {
    const route = directRoute(Response.json({ from: 'response' }, { status: 202 }));
    server = await serve({ 'POST /api/leads': route.handler });
    const answer = await send(server, { body: '{}' });
    expect(answer.status).toBe(202);
    expect(JSON.parse(answer.body)).toEqual({ from: 'response' });
  });

  it('passes a body sent without a length to the route as a Web Request, not the direct entry', async () => {
    const route = directRoute({ status: 201 });
    server = await serve({ 'POST /api/leads': route.handler });
    const answer = await send(server, { body: 'x'.repeat(3000), chunked: true });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ via: 'request' });
    expect(route.viaRequest).toEqual(['x'.repeat(3000)]);
    expect(route.calls).toEqual([]);
  });

  it('builds the URL on localhost when the Host header is not a host', async () => {
    let url = '';
    server = await serve({
      'POST /api/leads': async (request) => {
        url = request.url;
        return new Response(null, { status: 204 });
      },
    });
    await send(server, { headers: { host: 'evil host/with?junk' }, body: '{}' });
    expect(url).toBe('http://localhost/api/leads');
  });
});

describe('loading the direct routes from a build', () => {
  function build(routes: Record<string, string>) {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'direct-routes-'));
    for (const [route, source] of Object.entries(routes)) {
      const dir = path.join(distDir, 'server', 'app', ...route.split('/'));
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'route.js'), source);
    }
    return distDir;
  }

  it("takes each route's handler from its compiled module once it has loaded", async () => {
    const distDir = build({
      'api/leads': `let loaded = false;
        exports.routeModule = {
          async ensureUserland() { loaded = true; },
          get userland() { if (!loaded) throw new Error('not loaded'); return { POST: async () => new Response('lead') }; },
        };`,
      'api/newsletter/subscribe': 'exports.routeModule = { userland: { GET: async () => null } };',
    });
    const missing: string[] = [];
    const handlers = await loadDirectRoutes({
      distDir,
      require,
      routes: ['POST /api/leads', 'POST /api/newsletter/subscribe', 'POST /api/nowhere'],
      onMissing: (route) => missing.push(route),
    });

    expect([...handlers.keys()]).toEqual(['POST /api/leads']);
    expect(await (await handlers.get('POST /api/leads')!(new Request('http://x/'))).text()).toBe(
      'lead',
    );
    // No POST in the one, no module at all for the other: both are left to Next.
    expect(missing).toEqual(['POST /api/newsletter/subscribe', 'POST /api/nowhere']);
  });
});

describe('what a direct route may use', () => {
  // Next's request context (headers(), cookies(), draftMode(), revalidateTag(), after(),
  // redirect(), notFound()) exists only under Next's router: a route answered directly must
  // not reach any of it, however deep in its imports.
  const FORBIDDEN = ['next/headers', 'next/cache', 'next/server', 'next/navigation'];
  const IMPORT =
    /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

  function resolve(spec: string, from: string): string | null {
    let base: string;
    if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
    else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
    else return null;
    for (const ext of ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']) {
      if (fs.existsSync(base + ext) && fs.statSync(base + ext).isFile()) return base + ext;
    }
    throw new Error(`${spec} (imported by ${from}) is not found`);
  }

  /** Every package a module reaches through the project's own files, with who imports it. */
  function packagesReached(entry: string): Map<string, string> {
    const seen = new Set<string>();
    const packages = new Map<string, string>();
    const todo = [entry];
    while (todo.length > 0) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = match[1] ?? match[2]!;
        const local = resolve(spec, file);
        if (local) todo.push(local);
        else packages.set(spec, path.relative(root, file));
      }
    }
    return packages;
  }

  it.each(DIRECT_ROUTES)('%s is a validated() handler that reaches nothing of it', (route) => {
    const file = path.join(root, 'app', ...route.split(' ')[1]!.split('/'), 'route.ts');
    const [method] = route.split(' ');
    expect(fs.readFileSync(file, 'utf8')).toMatch(
      new RegExp(`export const ${method} = validated\\(`),
    );
    const reached = packagesReached(file);
    expect(reached.size).toBeGreaterThan(0);
    const offending = [...reached].filter(([spec]) => FORBIDDEN.some((f) => spec === f));
    expect(offending).toEqual([]);
  });
});
