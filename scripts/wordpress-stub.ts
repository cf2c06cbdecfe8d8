/**
 * A stand-in WordPress for the browser tests and the benchmark: it serves the snapshot
 * engine (content/wordpress) over HTTP exactly as /wp-json/wp/v2 answers, with totals in
 * X-WP-Total and X-WP-TotalPages, under any path prefix (so each run gets fresh cache keys).
 * POST /__stub/mode {"mode": ..., "clockHours"?: n} switches behaviour: ok, down (503), slow (1.5 s delay),
 * empty (no posts), no-case-study (no Case Study category). POST /__stub/edit
 * {"id": 101, "title": "..."} gives a post a new title, as an editor would. The sample's image
 * files are its media library, at /wp-content/uploads/{file} in every mode;
 * /wp-content/uploads/moved.webp redirects to the URL given as --redirect-to (another local
 * address, for the optimiser's refusal). With --preview-account user:password, one draft
 * (post 900001, no slug yet) answers GET /posts/900001 to that Basic credential only, as
 * WordPress answers an account that may read drafts.
 *
 *   npx tsx scripts/wordpress-stub.ts --port 3114 [--redirect-to http://127.0.0.1:3115/logo.png]
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { snapshotEngineFor } from '../lib/wordpress/snapshot';
import { WordPressError, type Query } from '../lib/wordpress/transport';

type Mode = 'ok' | 'down' | 'slow' | 'empty' | 'no-case-study';
const MODES: Mode[] = ['ok', 'down', 'slow', 'empty', 'no-case-study'];

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const port = Number(arg('port') ?? 3114);
const redirectTo = arg('redirect-to');
const MEDIA_DIR = path.resolve('public', 'sample-media');
const MEDIA_TYPES: Record<string, string> = { '.webp': 'image/webp', '.pdf': 'application/pdf' };
const engine = snapshotEngineFor();
let mode: Mode = 'ok';
/** Hours added to the Date header of its answers: a negative value plays a day-old answer. */
let clockHours = 0;
let requests = 0;
const editedTitles = new Map<number, string>();
const previewAccount = arg('preview-account');
const STUB_DRAFT_ID = 900001;
const stubDraft = {
  id: STUB_DRAFT_ID,
  date: '2026-01-05T09:00:00',
  date_gmt: null,
  modified: '2026-01-05T09:00:00',
  modified_gmt: '2026-01-05T01:00:00',
  slug: '',
  status: 'draft',
  link: `?p=${STUB_DRAFT_ID}`,
  title: { rendered: 'A draft only its editor sees' },
  content: {
    rendered:
      '<p>Not published yet.</p><details><summary>Who reads this?</summary><p>Only the editor, in preview.</p></details>',
    protected: false,
  },
  excerpt: { rendered: '<p>Not published yet.</p>', protected: false },
  featured_media: 0,
  categories: [],
  tags: [],
};

function send(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    Date: new Date(Date.now() + clockHours * 3_600_000).toUTCString(),
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function readJson<T>(req: http.IncomingMessage, then: (body: T) => void) {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => then(JSON.parse(text || '{}') as T));
}

/** A post (or a list of posts) with the titles edited through /__stub/edit. */
function withEdits(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withEdits);
  const post = body as { id?: number; title?: object };
  const title = post?.id === undefined ? undefined : editedTitles.get(post.id);
  return title === undefined ? body : { ...post, title: { ...post.title, rendered: title } };
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/__stub/mode' && req.method === 'POST') {
    readJson<{ mode?: Mode; clockHours?: number }>(req, ({ mode: next, clockHours: hours }) => {
      if (!next || !MODES.includes(next))
        return send(res, 400, { error: `mode must be one of ${MODES.join(', ')}` });
      mode = next;
      clockHours = typeof hours === 'number' && Number.isFinite(hours) ? hours : 0;
      send(res, 200, { mode, clockHours });
    });
    return;
  }
  if (url.pathname === '/__stub/edit' && req.method === 'POST') {
    readJson<{ id?: number; title?: string }>(req, ({ id, title }) => {
      if (typeof id !== 'number' || typeof title !== 'string')
        return send(res, 400, { error: 'id (number) and title (string) are required' });
      editedTitles.set(id, title);
      send(res, 200, { id, title });
    });
    return;
  }
  if (url.pathname === '/__stub/health') return send(res, 200, { mode, requests });
  if (url.pathname.startsWith('/wp-content/uploads/')) return sendMedia(url.pathname, res);

  const match = /^(?:\/[^/]+)*?\/wp-json\/wp\/v2(\/.*)$/.exec(url.pathname);
  if (!match)
    return send(res, 404, {
      code: 'rest_no_route',
      message: 'No route was found.',
      data: { status: 404 },
    });
  requests++;
  const endpoint = match[1]!;
  const query: Query = Object.fromEntries(url.searchParams.entries());

  const answer = () => {
    if (mode === 'down')
      return send(res, 503, { code: 'service_unavailable', message: 'Down for maintenance' });
    if (mode === 'empty' && endpoint === '/posts')
      return send(res, 200, [], { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' });
    if (mode === 'no-case-study' && endpoint === '/categories' && query.search) {
      return send(res, 200, [], { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' });
    }
    if (endpoint === `/posts/${STUB_DRAFT_ID}`) {
      const expected = `Basic ${Buffer.from(previewAccount ?? '').toString('base64')}`;
      return previewAccount && req.headers.authorization === expected
        ? send(res, 200, stubDraft)
        : send(res, 401, {
            code: 'rest_forbidden',
            message: 'Sorry, you are not allowed to do that.',
          });
    }
    try {
      const result = engine.handle(endpoint, query);
      const headers: Record<string, string> = {};
      if (result.total !== undefined) headers['X-WP-Total'] = String(result.total);
      if (result.totalPages !== undefined) headers['X-WP-TotalPages'] = String(result.totalPages);
      send(res, 200, endpoint.startsWith('/posts') ? withEdits(result.body) : result.body, headers);
    } catch (error) {
      if (error instanceof WordPressError) {
        return send(res, error.status, {
          code: error.code,
          message: error.message,
          data: { status: error.status },
        });
      }
      send(res, 500, { code: 'internal_error', message: 'Stub failure' });
    }
  };
  if (mode === 'slow') setTimeout(answer, 1500);
  else answer();
});

/** A file of the sample's media library, or the redirect that leads off it. */
async function sendMedia(pathname: string, res: http.ServerResponse) {
  const name = path.basename(pathname);
  if (name === 'moved.webp' && redirectTo) {
    res.writeHead(302, { Location: redirectTo });
    return res.end();
  }
  const type = MEDIA_TYPES[path.extname(name)];
  try {
    if (!type) throw new Error('not a media file');
    const body = await readFile(path.join(MEDIA_DIR, name));
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
    res.end(body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  }
}

server.listen(port, '127.0.0.1', () => console.log(`WordPress stub on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
