// `npm run bench:content`: the time of a cold production build with the embedded sample, then
// requests per second and latency (p50, p99) of the home page and of the list pages (each page,
// topic and stage served from Next's cache, and a search rendered per request), first from the
// snapshot, then from a stand-in WordPress over HTTP (the data cache at work). Each list's
// rate is also given as a share of the home page's in the same run (the aim: at least 0.8 for
// every list URL without a search). Requests ask for gzip, as browsers do. Each URL's time is
// split into rounds that take the URLs in turn, and its rate is the median of its rounds, so
// that a few seconds of a busy machine slow one round of every URL rather than all of one.
// Loopback only; every load loop is bounded in time. Results also go to .bench/content.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { median, roundRobin } from './report';

const USAGE = `npm run bench:content  (options are environment variables)
  BENCH_PORT        port of the site (default 3110); the stand-in WordPress uses the next one
  BENCH_SECONDS     seconds of load per URL, over all rounds (default 8)
  BENCH_ROUNDS      rounds the seconds are split into, the URLs taken in turn (default 4)
  BENCH_CONNECTIONS concurrent connections (default 50)
  BENCH_SKIP_BUILD=1 reuses the last build`;

const port = Number(process.env.BENCH_PORT || 3110);
const stubPort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS || 8);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 4));
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
/** The lowest share of the home page's rate a cached list URL may serve at. */
const AIM_SHARE_OF_HOME = 0.8;
const root = process.cwd();
const benchDir = path.join(root, '.bench');
const env = {
  ...process.env,
  NODE_ENV: 'production' as const,
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
};
const children: ChildProcess[] = [];

function cleanup() {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

function start(command: string, args: string[], extraEnv: Record<string, string>) {
  const child = spawn(command, args, {
    env: { ...env, ...extraEnv },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface LoadResult {
  url: string;
  /** Served from the cache (every list URL without a search), or rendered per request. */
  cached: boolean;
  requests: number;
  /** The median of its rounds' rates. */
  rps: number;
  /** The lowest and highest of its rounds' rates. */
  range: string;
  p50: number;
  p99: number;
  errors: number;
}

const GZIP = { 'accept-encoding': 'gzip' };

// The load comes from plain node:http on kept-alive connections, and answers are counted, not
// decompressed: fetch() would cost the client several times the CPU per request (more for the
// larger pages), taken from the server on a small machine.
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** One GET asking for gzip; resolves with its status once the answer has been read. */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: GZIP, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Loads `url` from every connection for `ms`; its latencies and errors. */
async function loadFor(url: string, ms: number) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          if ((await get(url)) !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { latencies, errors };
}

/** Each URL loaded `rounds` times in turn, `seconds` in all; the order of `urls` kept. */
async function loadInRounds(urls: [string, boolean][]): Promise<LoadResult[]> {
  for (const [url] of urls) for (let i = 0; i < 20; i++) await get(url); // warm every cache first
  const ms = (seconds * 1000) / rounds;
  const kept = urls.map(([url, cached]) => ({
    url,
    cached,
    rates: [] as number[],
    latencies: [] as number[],
    errors: 0,
  }));
  for (const entry of roundRobin(kept, rounds)) {
    const { latencies, errors } = await loadFor(entry.url, ms);
    entry.rates.push(latencies.length / (ms / 1000));
    entry.latencies.push(...latencies);
    entry.errors += errors;
  }
  return kept.map(({ url, cached, rates, latencies, errors }) => {
    latencies.sort((a, b) => a - b);
    return {
      url: url.replace(/^http:\/\/[^/]+/, ''),
      cached,
      requests: latencies.length,
      rps: Math.round(median(rates)),
      range: `${Math.round(Math.min(...rates))}-${Math.round(Math.max(...rates))}`,
      p50: Number(percentile(latencies, 50).toFixed(1)),
      p99: Number(percentile(latencies, 99).toFixed(1)),
      errors,
    };
  });
}

/** The id of the first topic /insights offers, so that the topic URLs name a real one. */
/** The first of `candidates` (paths) that lists posts: the lists visitors are sent to. */
async function firstWithPosts(origin: string, candidates: string[]): Promise<string> {
  for (const candidate of candidates) {
    const html = await (await fetch(`${origin}${candidate}`)).text();
    if (html.includes('<article')) return candidate;
  }
  throw new Error(`None of ${candidates.join(', ')} lists posts`);
}

/** The site's list URLs to measure: topics, pages and stages that have posts. */
async function listPaths(origin: string) {
  const links = async (page: string, pattern: RegExp) => [
    ...new Set(
      [...(await (await fetch(`${origin}${page}`)).text()).matchAll(pattern)].map((m) =>
        m[1]!.replace(/&amp;/g, '&'),
      ),
    ),
  ];
  const topics = await links('/insights', /href="\/insights\?tag=(\d+)"/g);
  if (topics.length === 0) throw new Error('/insights offers no topic');
  const topicPage2 = await firstWithPosts(
    origin,
    topics.map((tag) => `/insights?tag=${tag}&page=2`),
  );
  const tag = new URLSearchParams(topicPage2.split('?')[1]).get('tag')!;
  const stages = await links('/case-studies', /href="\/case-studies\?(stage=[^"]+)"/g);
  const secondCaseStudies = await firstWithPosts(origin, [
    '/case-studies?page=2',
    ...stages.slice(1).map((query) => `/case-studies?${query}`),
  ]);
  return { tag, topicPage2, secondCaseStudies, stage: `/case-studies?${stages[0]}` };
}

/** Each result with its rate as a share of the home page's, and whether it meets the aim. */
function againstHome(rows: LoadResult[]) {
  const home = rows.find((row) => row.url === '/')!;
  return rows.map((row) => {
    const share = row.rps / home.rps;
    const aim =
      row.url === '/' || !row.cached ? '' : share >= AIM_SHARE_OF_HOME ? 'meets' : 'MISSES';
    return { ...row, 'x home': Number(share.toFixed(2)), aim };
  });
}

const MODES = ['snapshot', 'wordpress'] as const;

const results: {
  date: string;
  connections: number;
  seconds: number;
  rounds: number;
  build: { seconds: number } | null;
} & Record<(typeof MODES)[number], LoadResult[]> = {
  date: new Date().toISOString(),
  connections,
  seconds,
  rounds,
  build: null,
  snapshot: [],
  wordpress: [],
};

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    fs.rmSync(path.join(root, '.next'), { recursive: true, force: true });
    const started = performance.now();
    const build = spawnSync('npm', ['run', 'build'], { env, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    results.build = { seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
  }

  // [path, served from the cache]; the home page first, the reference for the others.
  const paths = (lists: Awaited<ReturnType<typeof listPaths>>): [string, boolean][] => [
    ['/', true],
    ['/insights', true],
    ['/insights?page=2', true],
    [`/insights?tag=${lists.tag}`, true],
    [lists.topicPage2, true],
    ['/case-studies', true],
    ['/case-studies?page=1', true],
    [lists.secondCaseStudies, true],
    [lists.stage, true],
    [`/insights?tag=${lists.tag}&query=interview`, false],
    ['/case-studies?q=interview&page=1', false],
  ];
  for (const mode of MODES) {
    const dataDir = path.join(benchDir, `data-${mode}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const extra: Record<string, string> = {
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      // Connections are kept from one URL's load to the next, past the default 5 s.
      KEEP_ALIVE_TIMEOUT: '120000',
    };
    if (mode === 'wordpress') {
      start('npx', ['tsx', 'scripts/wordpress-stub.ts', '--port', String(stubPort)], {});
      await waitFor(`http://127.0.0.1:${stubPort}/__stub/health`);
      extra.WORDPRESS_URL = `http://127.0.0.1:${stubPort}/bench-${Date.now().toString(36)}`;
    }
    const server = start(process.execPath, ['dist/server.js'], {
      ...extra,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    });
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    const lists = await listPaths(`http://127.0.0.1:${port}`);
    results[mode] = await loadInRounds(
      paths(lists).map(([p, cached]) => [`http://127.0.0.1:${port}${p}`, cached]),
    );
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  cleanup();

  fs.mkdirSync(benchDir, { recursive: true });
  fs.writeFileSync(path.join(benchDir, 'content.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (results.build) console.log(`\nCold build with the sample: ${results.build.seconds} s`);
  for (const mode of MODES) {
    console.log(
      `\nServed from cache (${mode === 'snapshot' ? 'embedded snapshot' : 'WordPress over HTTP, data cache'}), ${connections} connections, ${seconds} s each in ${rounds} rounds (rps: their median):`,
    );
    console.table(againstHome(results[mode]));
  }
  console.log(
    `\nAim: every list URL without a search (cached: true) at ${AIM_SHARE_OF_HOME} x the home page's req/s or more, in the same run. Figures mean something only on a quiet machine.`,
  );
}

if (process.argv.includes('--help')) {
  console.log(USAGE);
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
