// `npm run bench:content`: how fast the pages visitors are sent to go out the way production
// serves them, behind the deploy kit's nginx (deploy/nginx/hidden-growth.conf: Debian's nginx on
// loopback with its TLS, gzip and cache of what the site marks cacheable). For each content
// source (the embedded snapshot, then a stand-in WordPress over HTTP) wrk loads, in rounds:
//   - the ceiling: the home page's own bytes served by the same nginx from a file, with the
//     same TLS and gzip;
//   - the home page and every list URL without a search, answered from nginx's cache;
//   - two searches, which the site renders per request.
// It prints requests per second (the median of the rounds, and their range), p50 and p99, and
// the shares the aims are stated in: the home page at 0.8 x the file's rate or more, each
// cached list URL at 0.8 x the home page's. Results also go to .bench/content.json. Installs
// nginx, openssl and wrk with apt-get when missing (root). Run it alone on the machine.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { ensurePackages, SITE_FILE, SERVER_NAME, startNginx } from '../../test/engines/nginx';
import { median, roundRobin } from './report';

const USAGE = `npm run bench:content  (options are environment variables)
  BENCH_PORT        port of the site (default 3110); the stand-in WordPress, nginx and its file
                    server take the next three
  BENCH_SECONDS     seconds of load per URL, over all rounds (default 8)
  BENCH_ROUNDS      rounds the seconds are split into, the URLs taken in turn (default 4)
  BENCH_CONNECTIONS concurrent connections (default 50)
  BENCH_SKIP_BUILD=1 reuses the last build`;

const port = Number(process.env.BENCH_PORT || 3110);
const stubPort = port + 1;
const nginxPort = port + 2;
const filePort = port + 3;
const seconds = Number(process.env.BENCH_SECONDS || 8);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 4));
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
/** The lowest share of its reference's rate a page may be served at. */
const AIM_SHARE = 0.8;
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

/** One GET through nginx (its certificate is the test's own); the body as it came. */
function viaNginx(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; cache?: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    https
      .get(
        {
          host: '127.0.0.1',
          port: target.port,
          path: `${target.pathname}${target.search}`,
          headers: { host: SERVER_NAME, ...headers },
          rejectUnauthorized: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              body: Buffer.concat(chunks),
              cache: response.headers['x-cache-status'] as string | undefined,
            }),
          );
        },
      )
      .on('error', reject);
  });
}

const GZIP = { 'accept-encoding': 'gzip' };

interface WrkRun {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/** One wrk run; milliseconds from wrk's latency distribution. */
function wrk(url: string, runSeconds: number): WrkRun {
  const result = spawnSync(
    'wrk',
    [
      '-t2',
      `-c${connections}`,
      `-d${runSeconds}s`,
      '--latency',
      '-H',
      `Host: ${SERVER_NAME}`,
      '-H',
      'Accept-Encoding: gzip',
      url,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`wrk ${url} failed:\n${result.stderr}`);
  const out = result.stdout;
  const ms = (label: string) => {
    const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const count = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    out,
  );
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: ms('50'),
    p99: ms('99'),
    requests: count(/(\d+) requests in/),
    errors:
      count(/Non-2xx or 3xx responses: (\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

interface Target {
  label: string;
  url: string;
  /** What its rate is compared with: the file (for the home page) or the home page. */
  reference?: string;
}

interface Row {
  url: string;
  'req/s': number;
  range: string;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  share?: number;
  aim?: string;
}

/** Every target loaded `rounds` times in turn, `seconds` in all. */
function loadInRounds(targets: Target[]): Row[] {
  const runSeconds = Math.max(1, Math.round(seconds / rounds));
  const kept = targets.map((target) => ({ target, runs: [] as WrkRun[] }));
  for (const entry of roundRobin(kept, rounds)) entry.runs.push(wrk(entry.target.url, runSeconds));
  const rows = new Map<string, Row>();
  for (const { target, runs } of kept) {
    const rates = runs.map((run) => run.rps);
    rows.set(target.label, {
      url: target.label,
      'req/s': Math.round(median(rates)),
      range: `${Math.round(Math.min(...rates))}-${Math.round(Math.max(...rates))}`,
      'p50 ms': Number(median(runs.map((run) => run.p50)).toFixed(2)),
      'p99 ms': Number(median(runs.map((run) => run.p99)).toFixed(2)),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    });
  }
  for (const target of targets) {
    const row = rows.get(target.label)!;
    const reference = target.reference ? rows.get(target.reference) : undefined;
    if (!reference) continue;
    row.share = Number((row['req/s'] / reference['req/s']).toFixed(2));
    row.aim = row.share >= AIM_SHARE ? 'meets' : 'MISSES';
  }
  return [...rows.values()];
}

/** The first of `candidates` (paths) that lists posts: the lists visitors are sent to. */
async function firstWithPosts(origin: string, candidates: string[]): Promise<string> {
  for (const candidate of candidates) {
    const html = await (await fetch(`${origin}${candidate}`)).text();
    if (html.includes('<article')) return candidate;
  }
  throw new Error(`None of ${candidates.join(', ')} lists posts`);
}

/** The site's list URLs to measure: topics, pages and stages that have posts. */
async function listPaths(origin: string): Promise<string[]> {
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
  return [
    '/insights',
    '/insights?page=2',
    `/insights?tag=${tag}`,
    topicPage2,
    '/case-studies?page=1',
    secondCaseStudies,
    `/case-studies?${stages[0]}`,
  ];
}

/** The kit's own gzip settings, so that the file is compressed as the pages are. */
function kitGzip(): string {
  const site = fs.readFileSync(SITE_FILE, 'utf8');
  return [...site.matchAll(/^\s*(gzip[\s\S]*?;)/gm)].map((m) => `    ${m[1]}`).join('\n');
}

/**
 * A server of nginx's own, beside the site's, that answers every path with the file: the
 * compressed copy as it is (gzip_static) to a client that takes gzip, as nginx's cache sends
 * the page, or compressed on the way with the kit's settings.
 */
function fileServer(dir: string) {
  return ({ cert, key }: { cert: string; key: string }) => `
server {
    listen 127.0.0.1:${filePort} ssl http2;
    server_name ${SERVER_NAME};
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
${kitGzip()}
    gzip_static on;
    root ${dir};
    location / {
        default_type text/html;
        try_files /home.html =404;
    }
}
`;
}

const MODES = ['snapshot', 'wordpress'] as const;

const results: {
  date: string;
  connections: number;
  seconds: number;
  rounds: number;
} & Partial<Record<(typeof MODES)[number], Row[]>> = {
  date: new Date().toISOString(),
  connections,
  seconds,
  rounds,
};

async function main() {
  ensurePackages({ nginx: '/usr/sbin/nginx', openssl: '/usr/bin/openssl', wrk: '/usr/bin/wrk' });
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { env, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  for (const mode of MODES) {
    const dataDir = path.join(benchDir, `data-${mode}`);
    const fileDir = path.join(benchDir, `file-${mode}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(fileDir, { recursive: true, force: true });
    fs.mkdirSync(fileDir, { recursive: true });
    const extra: Record<string, string> = {
      DATA_DIR: dataDir,
      SITE_URL: `https://${SERVER_NAME}`,
      TRUST_PROXY: 'true',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // Longer than nginx keeps its connections to the site open.
      KEEP_ALIVE_TIMEOUT: '120000',
    };
    if (mode === 'wordpress') {
      start('npx', ['tsx', 'scripts/wordpress-stub.ts', '--port', String(stubPort)], {});
      await waitFor(`http://127.0.0.1:${stubPort}/__stub/health`);
      extra.WORDPRESS_URL = `http://127.0.0.1:${stubPort}/bench-${Date.now().toString(36)}`;
    }
    const server = start(process.execPath, ['dist/server.js'], extra);
    const siteOrigin = `http://127.0.0.1:${port}`;
    await waitFor(`${siteOrigin}/api/health`);
    const nginx = await startNginx({
      port: nginxPort,
      upstreamPort: port,
      workers: 'auto',
      extraServers: fileServer(fileDir),
    });
    try {
      const lists = await listPaths(siteOrigin);
      const page = (p: string) => `https://127.0.0.1:${nginxPort}${p}`;
      // The file holds the home page's bytes as nginx serves them, plain and compressed.
      for (let i = 0; i < 3; i++) await viaNginx(page('/'), GZIP);
      fs.writeFileSync(path.join(fileDir, 'home.html'), (await viaNginx(page('/'))).body);
      fs.writeFileSync(path.join(fileDir, 'home.html.gz'), (await viaNginx(page('/'), GZIP)).body);
      const targets: Target[] = [
        { label: 'file (home page bytes)', url: `https://127.0.0.1:${filePort}/` },
        { label: '/', url: page('/'), reference: 'file (home page bytes)' },
        ...lists.map((p) => ({ label: p, url: page(p), reference: '/' })),
        { label: `/insights?query=interview (search)`, url: page('/insights?query=interview') },
        {
          label: '/case-studies?q=interview&page=1 (search)',
          url: page('/case-studies?q=interview&page=1'),
        },
      ];
      // Every cacheable page into nginx's cache first (and checked to be there).
      for (const target of targets.slice(1, -2)) {
        for (let i = 0; i < 3; i++) await viaNginx(target.url, GZIP);
        const answer = await viaNginx(target.url, GZIP);
        if (answer.cache !== 'HIT') console.warn(`${target.label}: nginx says ${answer.cache}`);
      }
      results[mode] = loadInRounds(targets);
    } finally {
      await nginx.stop();
      process.kill(-server.pid!, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  }
  cleanup();

  fs.mkdirSync(benchDir, { recursive: true });
  fs.writeFileSync(path.join(benchDir, 'content.json'), `${JSON.stringify(results, null, 2)}\n`);
  for (const mode of MODES) {
    console.log(
      `\nThrough the deploy kit's nginx (${mode === 'snapshot' ? 'embedded snapshot' : 'WordPress over HTTP'}), wrk ${connections} connections, ${seconds} s per URL in ${rounds} rounds (req/s: their median):`,
    );
    console.table(results[mode]);
  }
  console.log(
    `\nAims: the home page at ${AIM_SHARE} x the file's req/s or more; every list URL without a search at ${AIM_SHARE} x the home page's. Figures mean something only on a quiet machine.`,
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
