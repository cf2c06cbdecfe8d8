import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import {
  acceptsGzip,
  emptyStylesheetRows,
  scriptLoader,
  scriptsAfterFirstFrame,
  singleQuotedFlight,
  entityTag,
  inlineFlightTextRow,
  matchesEtag,
  readStylesheetRows,
  withDocuments,
} from './documents.mjs';
import { inlineUsedCss } from './used-css.mjs';

/** A stylesheet with what JSON and Next's script escaping both change. */
const CSS = `.a::before{content:"<b> & \\"q\\" é"}\n@media (width>=48rem){.b{color:red}}`;

/** The document's inline flight script carrying `rows`, written as Next writes it. */
function flightScript(rows: string) {
  return `<script>self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, rows]))})</script>`;
}

function documentWith(css: string, main = '<main class="a">Page</main>') {
  const hex = Buffer.byteLength(css).toString(16);
  return (
    `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/x.css">${css}</style>` +
    `</head><body>${main}` +
    flightScript(
      `5:["$","style",null,{"href":"/x.css","precedence":"next","children":"$6"}]\n6:T${hex},${css}\n7:"after"\n`,
    ) +
    `</body></html>`
  );
}

describe('the stylesheet row of the inline flight data', () => {
  it("is found as Next writes it, and emptied, leaving the document's <style> and the rest", () => {
    const row = inlineFlightTextRow(CSS);
    const html = documentWith(CSS);
    expect(html).toContain(row);

    const out = emptyStylesheetRows(html, [row]);
    expect(out).not.toContain(row);
    // The <style> keeps the stylesheet; the flight row now reads as an empty text.
    expect(out).toContain(`data-href="/x.css">${CSS}</style>`);
    const pushed = /self\.__next_f\.push\((.*)\)<\/script>/.exec(out)![1]!;
    const [, rows] = JSON.parse(pushed) as [number, string];
    expect(rows).toBe(
      '5:["$","style",null,{"href":"/x.css","precedence":"next","children":"$6"}]\n6:T0,\n7:"after"\n',
    );
  });

  it('leaves a document without that stylesheet as it is', () => {
    const html = documentWith('.other{color:blue}');
    expect(emptyStylesheetRows(html, [inlineFlightTextRow(CSS)])).toBe(html);
  });

  it("is read for every CSS file of the build's static folder", () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-'));
    fs.mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
    fs.mkdirSync(path.join(distDir, 'static', 'css'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'static', 'chunks', 'a.css'), CSS);
    fs.writeFileSync(path.join(distDir, 'static', 'chunks', 'a.js'), 'console.log(1)');
    fs.writeFileSync(path.join(distDir, 'static', 'css', 'b.css'), '.b{}');
    expect(readStylesheetRows(distDir).sort()).toEqual(
      [inlineFlightTextRow(CSS), inlineFlightTextRow('.b{}')].sort(),
    );
  });
});

describe('the inline flight scripts', () => {
  /** What the document's flight scripts push, run as the browser would. */
  function pushed(html: string) {
    const self = { __next_f: [] as unknown[] };
    for (const [, code] of html.matchAll(/<script>(self\.__next_f\.push[^<]*)<\/script>/g)) {
      new Function('self', code!)(self);
    }
    return self.__next_f;
  }

  it('push the same text in single quotes, without a backslash before each double quote', () => {
    const text =
      '5:["$","p",null,{"children":"It\'s \\"quoted\\" </script> & \\\\ back\u2028"}]\n6:"é"\n';
    const html = flightScript(text) + flightScript('7:"second"\n');
    const out = singleQuotedFlight(html);
    expect(pushed(out)).toEqual([
      [1, text],
      [1, '7:"second"\n'],
    ]);
    expect(out).toContain(`<script>self.__next_f.push([1,'5:["$","p",null,{"children":"It\\'s`);
    // Still nothing that could end the script or the line early.
    expect(out.match(/<\/script>/g)).toHaveLength(2);
    expect(out).not.toContain('\u2028');
    expect(out.length).toBeLessThan(html.length);
  });

  it('leave other scripts as they are', () => {
    const html = '<script>self.__next_f.push([0])</script><script>var a="x"</script>';
    expect(singleQuotedFlight(html)).toBe(html);
  });
});

describe("the document's own scripts", () => {
  const page = (body: string) =>
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>p{}</style>' +
    '<script src="/_next/static/chunks/a.js" async=""></script>' +
    '<script src="/_next/static/chunks/b.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
    `</head><body>${body}</body></html>`;

  it('leave the head for a loader at the end of the body, in their order', () => {
    const out = scriptsAfterFirstFrame(page('<main>Text</main><script>self.__next_f=[]</script>'));
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('async=""');
    // The legacy browsers' polyfills stay where they are.
    expect(head).toContain('noModule=""');
    expect(out).toMatch(
      /<main>Text<\/main><script>self.__next_f=\[\]<\/script><script>\(function\(s,c\)[^<]*\["\/_next\/static\/chunks\/a\.js","\/_next\/static\/chunks\/b\.js"\],\[\]\)<\/script><\/body><\/html>$/,
    );
  });

  it('are added by the loader after the first frame, at once in a hidden tab', () => {
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const run = (visibilityState: string) => {
      const document = {
        visibilityState,
        createElement: () => ({}) as { src?: string },
        head: { appendChild: (script: { src: string }) => added.push(script.src) },
      };
      const source = /<script>(.*)<\/script>/.exec(scriptLoader(['/a.js', '/b.js']))![1]!;
      new Function('document', 'requestAnimationFrame', 'setTimeout', source)(
        document,
        (f: () => void) => frames.push(f),
        (f: () => void) => timers.push(f),
      );
    };
    run('visible');
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual(['/a.js', '/b.js']);
    added.length = 0;
    run('hidden');
    expect(added).toEqual(['/a.js', '/b.js']);
  });

  it('wait for the whole stylesheets the loader adds first, loaded or failed', () => {
    const added: { src?: string; href?: string; rel?: string; onload?: () => void }[] = [];
    const frames: (() => void)[] = [];
    const document = {
      visibilityState: 'visible',
      createElement: () => ({}),
      head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    };
    const source = /<script>(.*)<\/script>/.exec(
      scriptLoader(['/a.js'], ['/x.css', '/y.css']),
    )![1]!;
    new Function('document', 'requestAnimationFrame', 'setTimeout', source)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => f(),
    );
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added.map((e) => [e.rel, e.href])).toEqual([
      ['stylesheet', '/x.css'],
      ['stylesheet', '/y.css'],
    ]);
    added[0]!.onload!();
    expect(added.some((e) => e.src)).toBe(false);
    // The second fails (its handler is the same): the scripts still start.
    added[1]!.onload!();
    expect(added.filter((e) => e.src).map((e) => e.src)).toEqual(['/a.js']);
  });

  it('leave a document without such scripts as it is', () => {
    const plain = '<html><head><title>x</title></head><body>x</body></html>';
    expect(scriptsAfterFirstFrame(plain)).toBe(plain);
  });
});

describe('Accept-Encoding', () => {
  it('takes gzip when named or as *, unless its quality is zero', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0, br')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('entity tags', () => {
  it('match by value, weak or strong, in a list, or *', () => {
    const etag = entityTag('body');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(entityTag('body')).toBe(etag);
    expect(entityTag('other')).not.toBe(etag);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"x", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"x"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

async function serve(handle: Handle) {
  const server = http.createServer(withDocuments(handle, { rows: [inlineFlightTextRow(CSS)] }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function get(
  server: http.Server,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
  onData?: () => void,
) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path: '/', headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          onData?.();
        });
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** A document sent in one piece: its row emptied, the part of its stylesheet it uses inline. */
function onePiece(html: string) {
  const used = inlineUsedCss(emptyStylesheetRows(html, [inlineFlightTextRow(CSS)]));
  return singleQuotedFlight(scriptsAfterFirstFrame(used.html, used.stylesheets));
}

const page: Handle = (_req, res) => {
  const html = documentWith(CSS);
  res.statusCode = 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(html));
  res.end(html);
};

describe('documents on their way out', () => {
  let server: http.Server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('sends a page written in one piece with the row emptied, its length and an ETag', async () => {
    server = await serve(page);
    const answer = await get(server);
    const expected = onePiece(documentWith(CSS));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(expected);
    // The page uses class "a" only: `.b` is left out, and the whole sheet loaded later.
    expect(answer.body).toContain(
      '<style data-precedence="next" data-href="/x.css">.a::before{content:"<b> & \\"q\\" é"}</style>',
    );
    expect(answer.body).toMatch(/\["\/x\.css"\]\)<\/script><\/body><\/html>$/);
    expect(answer.body).not.toContain(inlineFlightTextRow(CSS));
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(expected));
    expect(answer.headers.etag).toBe(entityTag(expected));
  });

  it('sends it gzipped to a browser that takes gzip, the same bytes each time', async () => {
    server = await serve(page);
    const { port } = server.address() as AddressInfo;
    const fetchRaw = () =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        http
          .get(
            { host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': 'gzip, br' } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          )
          .on('error', reject),
      );
    const first = await fetchRaw();
    const second = await fetchRaw();
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(zlib.gunzipSync(first.body).toString()).toBe(onePiece(documentWith(CSS)));
    expect(second.body.equals(first.body)).toBe(true);
    // Refused gzip: the plain page.
    const plain = await get(server, { headers: { 'accept-encoding': 'gzip;q=0, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 without a body when the browser has that page', async () => {
    server = await serve(page);
    const { headers } = await get(server);
    const again = await get(server, { headers: { 'if-none-match': headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(headers.etag);
    expect(again.headers['content-type']).toBeUndefined();
  });

  it('answers a HEAD without the length of the body before it was changed', async () => {
    server = await serve((req, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-length', '99999');
      res.end(req.method === 'HEAD' ? null : 'x');
    });
    const answer = await get(server, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBeUndefined();
  });

  it('empties the row of a page streamed in pieces, even when the row is split between two', async () => {
    const html = documentWith(CSS);
    const split = html.indexOf(':T') + 20;
    server = await serve(async (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.write(Buffer.from(html.slice(0, split)));
      await new Promise((resolve) => setTimeout(resolve, 5));
      res.write(html.slice(split, split + 7));
      res.end(Buffer.from(html.slice(split + 7)));
    });
    const answer = await get(server);
    expect(answer.body).toBe(emptyStylesheetRows(html, [inlineFlightTextRow(CSS)]));
    expect(answer.headers.etag).toBeUndefined();
  });

  it("moves a streamed page's head scripts to the end of its body too", async () => {
    const html =
      '<!DOCTYPE html><html><head><script src="/a.js" async=""></script></head><body>' +
      `${'<p>text</p>'.repeat(200)}</body></html>`;
    server = await serve(async (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.write(html.slice(0, 30));
      await new Promise((resolve) => setTimeout(resolve, 5));
      res.write(html.slice(30, 1500));
      res.end(html.slice(1500));
    });
    const answer = await get(server);
    expect(answer.body).toBe(scriptsAfterFirstFrame(html));
    expect(answer.body.indexOf('/a.js')).toBeGreaterThan(answer.body.indexOf('</head>'));
  });

  it('still streams: what comes well before the row is sent before the page ends', async () => {
    let received!: () => void;
    const firstBytesArrived = new Promise<void>((resolve) => (received = resolve));
    server = await serve(async (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.write(`<!DOCTYPE html><html><body>${'<p>early</p>'.repeat(500)}`);
      // The page goes on only once the browser has its beginning.
      await firstBytesArrived;
      res.end(documentWith(CSS));
    });
    const answer = await get(server, {}, () => received());
    expect(answer.body).toContain('<p>early</p>');
    expect(answer.body).not.toContain(inlineFlightTextRow(CSS));
  });

  it('leaves a document already encoded alone (a proxied answer)', async () => {
    const gzipped = zlib.gzipSync(documentWith(CSS));
    server = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipped);
    });
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<Buffer>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject),
    );
    expect(body.equals(gzipped)).toBe(true);
  });

  it('leaves other answers alone: not HTML, a client navigation, a POST', async () => {
    const json = JSON.stringify({ css: documentWith(CSS) });
    server = await serve((req, res) => {
      const isJson = req.url === '/' && req.headers.accept === 'application/json';
      res.setHeader('content-type', isJson ? 'application/json' : 'text/html');
      res.end(isJson ? json : documentWith(CSS));
    });
    expect((await get(server, { headers: { accept: 'application/json' } })).body).toBe(json);
    expect((await get(server, { headers: { rsc: '1' } })).body).toBe(documentWith(CSS));
    expect((await get(server, { method: 'POST' })).body).toBe(documentWith(CSS));
  });
});
