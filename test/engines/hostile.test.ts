import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { clientAddress, pageActionId, sendFormPosts } from './bad-requests';
import { fuzzCases, type FuzzCase } from './fuzz';
import { enginePorts } from './ports';
import { startSite, type RunningSite } from './site';

/**
 * The built site as an attacker or a broken client meets it, behind a trusted proxy that
 * names each client (so that every request has a rate-limit bucket of its own): bodies
 * refused before they are read on, and a seeded fuzz of every POST route that must answer
 * no 5xx, store nothing, show no stack, path or secret, and leave no request alive.
 * FUZZ_SEED and FUZZ_CASES replay or widen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20241124);
const CASES = Number(process.env.FUZZ_CASES ?? 3000);

const SECRETS = {
  APP_SECRET: 'app-secret-for-the-fuzz-0123456789abcdef',
  JOBS_SECRET: 'jobs-secret-for-the-fuzz-0123456789abcdef',
  WORDPRESS_REVALIDATE_SECRET: 'revalidate-secret-for-the-fuzz-0123456789',
  NEWSLETTER_INBOUND_SECRET: 'inbound-secret-for-the-fuzz-0123456789',
};

let site: RunningSite;
const port = enginePorts.site(6);

beforeAll(async () => {
  site = await startSite({
    port,
    env: { TRUST_PROXY: 'true', ...SECRETS },
    liveObjectsPort: enginePorts.site(7),
  });
});

afterAll(async () => {
  await site?.stop();
});

interface Streamed {
  status: number | null;
  /** Body bytes written before the answer came. */
  writtenBeforeAnswer: number;
}

/**
 * POSTs a body that never ends, chunked, `chunk` bytes every `everyMs`, until the site answers
 * (or 10 s pass). With `announce`, the headers announce that many
 * bytes and none is sent: the answer must come without them.
 */
function streamBody(
  urlPath: string,
  {
    chunk = 512,
    everyMs = 10,
    announce,
    headers = ['Content-Type: application/json'],
  }: { chunk?: number; everyMs?: number; announce?: number; headers?: string[] },
): Promise<Streamed> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const result: Streamed = { status: null, writtenBeforeAnswer: 0 };
    let written = 0;
    let text = '';
    socket.write(
      [
        `POST ${urlPath} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        ...headers,
        'Sec-Fetch-Site: same-origin',
        `X-Forwarded-For: 198.51.100.${1 + Math.floor(Math.random() * 250)}`,
        announce ? `Content-Length: ${announce}` : 'Transfer-Encoding: chunked',
        '',
        '',
      ].join('\r\n'),
    );
    const piece = Buffer.alloc(chunk, 'x');
    const timer = setInterval(() => {
      if (!socket.writable || announce) return;
      socket.write(announce ? piece : `${chunk.toString(16)}\r\n${piece.toString()}\r\n`);
      written += chunk;
    }, everyMs);
    const done = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(result);
    };
    const giveUp = setTimeout(done, 10_000);
    socket.on('data', (data: Buffer) => {
      text += data.toString('latin1');
      if (result.status === null && /^HTTP\/1\.1 \d{3}/.test(text)) {
        result.status = Number(text.slice(9, 12));
        result.writtenBeforeAnswer = written;
        done();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', done);
  });
}

describe('bodies are bounded before they are read', () => {
  it.each(['/api/newsletter/subscribe', '/api/leads'])(
    '%s answers 413 to a body announced over its cap, before any of it',
    async (url) => {
      const answer = await streamBody(url, { announce: 10 * 1024 * 1024 });
      expect(answer.status).toBe(413);
      expect(answer.writtenBeforeAnswer).toBe(0);
    },
  );

  it.each([
    ['/api/newsletter/subscribe', 2048],
    ['/api/leads', 16 * 1024],
  ])('%s answers 413 to an endless chunked body after about its cap', async (url, cap) => {
    // Warm the route, so that the time it takes to load is not counted as bytes.
    await fetch(`${site.url}${url}`, { method: 'POST', body: '{}' });
    const answer = await streamBody(url, { chunk: 256, everyMs: 20 });
    expect(answer.status).toBe(413);
    // What was sent while the answer was on its way: a few chunks on a busy machine. (What a
    // client sends after the answer Node reads and drops; behind the deploy kit, nginx stops a
    // body past 256 KB itself.)
    expect(answer.writtenBeforeAnswer).toBeLessThanOrEqual(cap + 16 * 1024);
  });
});

/**
 * Every row count of the site's store, table by table, but the alerts' states: the site's own
 * checks write those every 30 seconds whatever it is sent (in production without SMTP_URL, that
 * mail has no way out), and a slow run reaches the first check mid-fuzz.
 */
function storeCounts(): Record<string, number> {
  const db = new BetterSqlite3(path.join(site.dataDir, 'site.db'), { readonly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'alert_states'",
      )
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
      ]),
    );
  } finally {
    db.close();
  }
}

async function send(testCase: FuzzCase, n: number) {
  const headers: Record<string, string> = { 'x-forwarded-for': clientAddress(60_000 + n) };
  if (testCase.contentType) headers['content-type'] = testCase.contentType;
  if (testCase.fetchSite) headers['sec-fetch-site'] = testCase.fetchSite;
  const response = await fetch(`${site.url}${testCase.path}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(testCase.body),
  });
  return { status: response.status, text: await response.text() };
}

/** What an answer must never show: a stack frame, a file path, a secret. */
function leaks(text: string): string | null {
  const root = path.resolve(__dirname, '..', '..');
  const needles = [...Object.values(SECRETS), root, site.dataDir, 'node_modules'];
  for (const needle of needles) if (text.includes(needle)) return needle;
  const pattern = /\bat [\w.<>$]+ \(|\.(?:ts|tsx|js|mjs):\d+|\bstack\b|SqliteError|SQLITE_/i.exec(
    text,
  );
  return pattern ? pattern[0] : null;
}

it(`a seeded fuzz of every POST route (${CASES} cases) is refused cleanly`, async () => {
  // Warm-up: every route loaded, the limiters created.
  const warm = fuzzCases(SEED + 1, 80);
  for (let i = 0; i < warm.length; i++) await send(warm[i]!, 50_000 + i);
  const storedBefore = storeCounts();
  const before = await site.liveObjects();

  const cases = fuzzCases(SEED, CASES);
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < cases.length) {
        const n = next++;
        const testCase = cases[n]!;
        const { status, text } = await send(testCase, n);
        const key = `${testCase.path} ${status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        const leaked = leaks(text);
        if (status >= 500 || leaked)
          failures.push(`case ${n} (seed ${SEED}): ${key}${leaked ? ` shows ${leaked}` : ''}`);
      }
    }),
  );

  expect(failures).toEqual([]);
  expect(Object.values(statuses).reduce((a, b) => a + b, 0)).toBe(CASES);
  // Nothing stored, and no mail written for anyone.
  expect(storeCounts()).toEqual(storedBefore);
  expect(fs.existsSync(path.join(site.dataDir, 'outbox'))).toBe(false);
  // No request, response or body stream kept alive by what was refused.
  const after = await site.liveObjects();
  expect(after.incomingMessages - before.incomingMessages).toBeLessThanOrEqual(5);
  expect(after.serverResponses - before.serverResponses).toBeLessThanOrEqual(5);
  expect(after.readableStreams - before.readableStreams).toBeLessThanOrEqual(10);
});

describe('form posts to pages are capped before Next reads them', () => {
  // A form's Server Action as a browser posts it: to the page, with the action's id.
  const actionHeaders = async () => [
    'Content-Type: multipart/form-data; boundary=----x',
    `Next-Action: ${await pageActionId(site.url)}`,
    `Origin: ${site.url}`,
  ];

  it('a page answers 413 to a form post announced over 64 KB, before any of it', async () => {
    const answer = await streamBody('/', {
      announce: 9 * 1024 * 1024,
      headers: await actionHeaders(),
    });
    expect(answer.status).toBe(413);
    expect(answer.writtenBeforeAnswer).toBe(0);
  });

  it('a page answers 411 to a form post of unannounced length, before any of it', async () => {
    const answer = await streamBody('/insights', { headers: await actionHeaders() });
    expect(answer.status).toBe(411);
    // What was sent while the answer was on its way: a few chunks on a busy machine.
    expect(answer.writtenBeforeAnswer).toBeLessThan(16 * 1024);
  });

  it('30 form posts of 9 MB at once, straight to the site, are each refused with a 4xx', async () => {
    const statuses = await sendFormPosts(site.url, 30, 9);
    expect(statuses).toEqual({ 413: 30 });
  });
});
