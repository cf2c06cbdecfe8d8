// npm run bench:leads - throughput and latency of POST /api/leads on the production server,
// through Next's router as every request goes.
// Serves the last production build (building it when there is none) on 127.0.0.1:3120 with a
// fresh store in .bench/, then 50 concurrent clients post leads over loopback. Every 20th
// request repeats an acknowledged id, as a browser retry would. Afterwards the store must hold
// exactly one lead per acknowledged id. The leads' own figures come from a first stream with
// nothing else on the server. A static page (STATIC_PAGE) is then timed alone, and again all
// through a second stream of leads, for the p99 a visitor sees while leads come in: first read
// from the site itself, then through the deploy kit's nginx (its cache) during a third stream,
// as the documented deployment serves it (nginx is installed with apt-get when missing). Given a
// PostgreSQL database (--database-url URL or BENCH_DATABASE_URL), it runs the same load a
// second time against a server using it, and prints both stores' figures side by side.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import https from 'node:https';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';
import { ensurePackages, SERVER_NAME, startNginx } from '../../test/engines/nginx';

const USAGE = `npm run bench:leads [-- --database-url URL]  (other options are environment variables)
  BENCH_LEADS         requests to send (default 5000)
  BENCH_CLIENTS       concurrent clients (default 50)
  BENCH_PORT          port of the site (default 3120)
  BENCH_PAGE_CLIENTS  concurrent readers of the static page, alone and during the stream (default 4)
  BENCH_IDLE_SECONDS  seconds the static page is timed alone (default 5)
  BENCH_DATABASE_URL  a PostgreSQL database to run the same load against, after SQLite
                      (as --database-url; its leads table is emptied: use a scratch database)`;

const TOTAL = Number(process.env.BENCH_LEADS ?? 5000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3120);
const NGINX_PORT = PORT + 1;
const PAGE_CLIENTS = Number(process.env.BENCH_PAGE_CLIENTS ?? 4);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
/** Unmeasured leads, and time spent reading the page, before the measured run. */
const WARM_UP_LEADS = 4000;
const WARM_UP_PAGE_MS = 2000;
/** A prerendered page: what most visitors load while leads come in. */
const STATIC_PAGE = '/pricing';
const base = `http://127.0.0.1:${PORT}`;
/** The aims: leads per second, and p99 of a lead and of the static page during the stream. */
const AIMS = { leadsPerSecond: 500, leadP99Ms: 250, staticP99Factor: 3 } as const;
const dataDir = path.resolve('.bench/data');

function databaseUrl(): string | undefined {
  const at = process.argv.findIndex(
    (a) => a === '--database-url' || a.startsWith('--database-url='),
  );
  if (at === -1) return process.env.BENCH_DATABASE_URL || undefined;
  const arg = process.argv[at]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[at + 1];
}

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production' as const,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  // The benchmark plays a reverse proxy in front of many visitors (each its own address), so
  // the per-client rate limit applies per simulated visitor, as it would in production.
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
  // The clients keep their connections through the bench's pauses (the page timed alone, the
  // table cleared), longer than the default 5 s after which the server closes an idle one.
  KEEP_ALIVE_TIMEOUT: '120000',
  LEADS_NOTIFY_EMAIL: '',
  BACKEND_FUNCTIONS_URL: '',
  BACKEND_ANON_KEY: '',
  DATABASE_URL: '',
};

/** One store to measure: how the server is pointed at it, and how the bench reads it. */
interface Target {
  name: string;
  env: Record<string, string>;
  /** Empties the leads table after the warm-up. */
  clear(): Promise<void>;
  count(): Promise<number>;
}

const sqliteTarget: Target = {
  name: 'SQLite',
  env: {},
  async clear() {
    const store = new BetterSqlite3(path.join(dataDir, 'site.db'));
    store.exec('DELETE FROM leads');
    store.close();
  },
  async count() {
    const store = new BetterSqlite3(path.join(dataDir, 'site.db'), { readonly: true });
    const { n } = store.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number };
    store.close();
    return n;
  },
};

function postgresTarget(url: string): Target {
  const query = async (text: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query<{ n: string }>(text);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url, APP_SECRET: 'bench-leads-app-secret-0123456789abcdef' },
    async clear() {
      await query('DELETE FROM leads');
    },
    async count() {
      return Number((await query('SELECT COUNT(*) AS n FROM leads')).rows[0]!.n);
    },
  };
}

function startServer(env: Record<string, string>): ChildProcess {
  if (!fs.existsSync('dist/server.js') || !fs.existsSync('.next/BUILD_ID')) {
    console.log('No production build found: running npm run build ...');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: serverEnv });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return spawn(process.execPath, ['dist/server.js'], {
    env: { ...serverEnv, PORT: String(PORT), HOSTNAME: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Ends the server's process group and waits until it has gone (the port is then free). */
async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const gone = new Promise((resolve) => server.once('exit', resolve));
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await gone;
}
async function waitForHealth(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy in time');
}

// The load comes from plain node:http on kept-alive connections: fetch() costs the client
// several times the CPU per request, which on a small machine is taken from the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + PAGE_CLIENTS });

/** Sends one request over loopback; resolves with its status once the answer is read. */
function send(
  method: 'GET' | 'POST',
  target: string,
  headers: http.OutgoingHttpHeaders,
  body?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: PORT, path: target, method, headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let visitor = 0;
function post(body: Record<string, unknown>) {
  visitor++;
  const json = JSON.stringify(body);
  return send(
    'POST',
    '/api/leads',
    {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(json),
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `198.18.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
    json,
  );
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One stream of TOTAL leads from CLIENTS clients, and what the store kept of it. */
interface Stream {
  seconds: number;
  /** Sorted. */
  latencies: number[];
  acknowledged: number;
  stored: number;
  failures: Map<number, number>;
  /** The server's CPU time over the stream, per lead (null where /proc cannot tell). */
  cpuMsPerLead: number | null;
}

interface Result {
  name: string;
  /** The leads with nothing else on the server. */
  alone: Stream;
  /** The leads while the static page is read. */
  withPage: Stream;
  /** The static page's latencies alone, then during the second stream (sorted). */
  pageIdle: number[];
  pageDuringStream: number[];
  /** The same through the deploy kit's nginx, alone and during a third stream. */
  nginxPageIdle: number[];
  nginxPageDuringStream: number[];
}

async function measure(target: Target, running: Set<ChildProcess>): Promise<Result> {
  const server = startServer(target.env);
  running.add(server);
  try {
    await waitForHealth();
    // Warm-up, not measured, then a clean table: the store's connection, the route's caches,
    // and the JIT, which compiles the server's code as it runs (the first few thousand
    // requests are markedly slower than those of a site that has been up for a while).
    await Promise.all([
      ...Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = client; i < WARM_UP_LEADS; i += CLIENTS) {
          await post(i % 2 ? existingBusinessLead() : newVentureLead());
        }
      }),
      readPage(() => true, WARM_UP_PAGE_MS),
    ]);
    await target.clear();
    const alone = await streamLeads(target, server.pid!);

    await target.clear();
    const pageIdle = await readPage(() => true, IDLE_SECONDS * 1000);
    let streaming = true;
    const pageDuringStream = readPage(() => streaming);
    const withPage = await streamLeads(target, server.pid!);
    streaming = false;

    // The documented deployment: nginx in front, answering the page from its cache.
    const nginx = await startNginx({ port: NGINX_PORT, upstreamPort: PORT, workers: 'auto' });
    try {
      await readPage(() => true, WARM_UP_PAGE_MS, viaNginx);
      await target.clear();
      const nginxPageIdle = await readPage(() => true, IDLE_SECONDS * 1000, viaNginx);
      streaming = true;
      const nginxPageDuringStream = readPage(() => streaming, Infinity, viaNginx);
      await streamLeads(target, server.pid!);
      streaming = false;
      return {
        name: target.name,
        alone,
        withPage,
        pageIdle,
        pageDuringStream: await pageDuringStream,
        nginxPageIdle,
        nginxPageDuringStream: await nginxPageDuringStream,
      };
    } finally {
      await nginx.stop();
    }
  } finally {
    await stopServer(server);
    running.delete(server);
  }
}

const nginxAgent = new https.Agent({ keepAlive: true, maxSockets: PAGE_CLIENTS });

/** One GET of the page through nginx (its certificate is the test's own), asking for gzip. */
function viaNginx(): Promise<number> {
  return new Promise((resolve, reject) => {
    https
      .get(
        {
          host: '127.0.0.1',
          port: NGINX_PORT,
          path: STATIC_PAGE,
          headers: { host: SERVER_NAME, 'accept-encoding': 'gzip' },
          agent: nginxAgent,
          rejectUnauthorized: false,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode!));
          response.on('error', reject);
        },
      )
      .on('error', reject);
  });
}

/**
 * A process's CPU time so far (user and system, in ms) from /proc: a steadier measure of the
 * server's cost per lead than its rate, which moves with whatever else the machine runs.
 */
function cpuMs(pid: number): number | null {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Linux's USER_HZ, the unit of /proc's CPU times. */
const CLOCK_TICKS = 100;

/** Posts TOTAL leads from CLIENTS clients into an empty table, then counts what was kept. */
async function streamLeads(target: Target, serverPid: number): Promise<Stream> {
  const cpuBefore = cpuMs(serverPid);
  const acknowledged = new Set<string>();
  const acknowledgedIds: string[] = [];
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (sent < TOTAL) {
        const n = sent++;
        const retry = n % 20 === 19 && acknowledgedIds.length > 0;
        const id = retry ? acknowledgedIds[n % acknowledgedIds.length]! : crypto.randomUUID();
        const body = n % 2 ? existingBusinessLead({ id }) : newVentureLead({ id });
        const t0 = performance.now();
        const status = await post(body);
        latencies.push(performance.now() - t0);
        if (status === 201) {
          if (!acknowledged.has(id)) acknowledgedIds.push(id);
          acknowledged.add(id);
        } else failures.set(status, (failures.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(serverPid);
  latencies.sort((a, b) => a - b);
  return {
    cpuMsPerLead: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / TOTAL,
    seconds,
    latencies,
    acknowledged: acknowledged.size,
    stored: await target.count(),
    failures,
  };
}

/** One GET of the page from the site itself, asking for gzip as a browser does. */
const fromSite = () => send('GET', STATIC_PAGE, { 'accept-encoding': 'gzip' });

/**
 * The static page's latencies (sorted), read by PAGE_CLIENTS readers one request after
 * another while `going()` holds, for at most `forMs`, each read made by `get`.
 */
async function readPage(
  going: () => boolean,
  forMs = Infinity,
  get: () => Promise<number> = fromSite,
): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + forMs;
  await Promise.all(
    Array.from({ length: PAGE_CLIENTS }, async () => {
      while (going() && performance.now() < until) {
        const t0 = performance.now();
        const status = await get();
        if (status === 200) latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

function report(results: Result[]) {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const rate = (stream: Stream) => TOTAL / stream.seconds;
  const pageFactor = (r: Result) => percentile(r.pageDuringStream, 99) / percentile(r.pageIdle, 99);
  const nginxFactor = (r: Result) =>
    percentile(r.nginxPageDuringStream, 99) / percentile(r.nginxPageIdle, 99);
  const rows: [string, (r: Result) => string][] = [
    ['throughput', (r) => `${rate(r.alone).toFixed(0)} leads/s (${r.alone.seconds.toFixed(2)} s)`],
    ['latency p50', (r) => ms(percentile(r.alone.latencies, 50))],
    ['latency p95', (r) => ms(percentile(r.alone.latencies, 95))],
    ['latency p99', (r) => ms(percentile(r.alone.latencies, 99))],
    ['latency max', (r) => ms(r.alone.latencies.at(-1)!)],
    [
      'server CPU per lead',
      (r) => (r.alone.cpuMsPerLead === null ? 'n/a' : `${r.alone.cpuMsPerLead.toFixed(3)} ms`),
    ],
    [`${STATIC_PAGE} p99 alone`, (r) => ms(percentile(r.pageIdle, 99))],
    [
      `${STATIC_PAGE} p99 during`,
      (r) =>
        `${ms(percentile(r.pageDuringStream, 99))} (${pageFactor(r).toFixed(2)}x alone, ${r.pageDuringStream.length} requests)`,
    ],
    [`${STATIC_PAGE} p99 via nginx`, (r) => ms(percentile(r.nginxPageIdle, 99))],
    [
      `  during a stream`,
      (r) =>
        `${ms(percentile(r.nginxPageDuringStream, 99))} (${nginxFactor(r).toFixed(2)}x alone, ${r.nginxPageDuringStream.length} requests)`,
    ],
    [
      'leads beside the page',
      (r) =>
        `${rate(r.withPage).toFixed(0)} leads/s, p50 ${ms(percentile(r.withPage.latencies, 50))}, p99 ${ms(percentile(r.withPage.latencies, 99))}`,
    ],
    [
      'acknowledged',
      (r) => `${r.alone.acknowledged} + ${r.withPage.acknowledged} distinct leads with 201`,
    ],
    ['stored', (r) => `${r.alone.stored} + ${r.withPage.stored} leads`],
    [
      'failures',
      (r) => {
        const all = new Map(r.alone.failures);
        for (const [status, n] of r.withPage.failures) all.set(status, (all.get(status) ?? 0) + n);
        return all.size ? JSON.stringify(Object.fromEntries(all)) : 'none';
      },
    ],
  ];
  const width = Math.max(...results.flatMap((r) => rows.map(([, cell]) => cell(r).length)), 10) + 2;
  const labelWidth = Math.max(...rows.map(([label]) => label.length)) + 2;
  console.log(
    `POST /api/leads, ${CLIENTS} concurrent clients on loopback, two streams of ${TOTAL} requests`,
  );
  console.log(
    `  ${''.padEnd(labelWidth)}${results.map((r) => r.name.padEnd(width)).join('')}`.trimEnd(),
  );
  for (const [label, cell] of rows) {
    console.log(
      `  ${label.padEnd(labelWidth)}${results.map((r) => cell(r).padEnd(width)).join('')}`.trimEnd(),
    );
  }
  console.log(
    `  (throughput and latency: the first stream, nothing else on the server. ${STATIC_PAGE}: ${PAGE_CLIENTS} readers,\n` +
      `   alone for ${IDLE_SECONDS} s, then all through the second stream, whose leads are the row "leads beside the page";\n` +
      `   then the same through the deploy kit's nginx, alone and through a third stream)`,
  );
  for (const r of results) {
    const leadP99 = percentile(r.alone.latencies, 99);
    const verdicts = [
      `${rate(r.alone).toFixed(0)} leads/s ${rate(r.alone) >= AIMS.leadsPerSecond ? 'meets' : 'misses'} >= ${AIMS.leadsPerSecond}`,
      `p99 ${ms(leadP99)} ${leadP99 <= AIMS.leadP99Ms ? 'meets' : 'misses'} <= ${AIMS.leadP99Ms} ms`,
      `page p99 ${pageFactor(r).toFixed(2)}x from the site, ${nginxFactor(r).toFixed(2)}x via nginx: ${pageFactor(r) <= AIMS.staticP99Factor ? 'meets' : 'misses'} and ${nginxFactor(r) <= AIMS.staticP99Factor ? 'meets' : 'misses'} <= ${AIMS.staticP99Factor}x alone`,
    ];
    console.log(`  Aims (${r.name}): ${verdicts.join('; ')}`);
  }
  console.log('  (retried ids are answered 201 too, and stored once)');
  let ok = true;
  for (const r of results) {
    for (const stream of [r.alone, r.withPage]) {
      if (stream.stored !== stream.acknowledged || stream.failures.size > 0) {
        console.error(
          `FAIL (${r.name}): the stored count differs from the acknowledged count, or requests failed`,
        );
        ok = false;
      }
    }
  }
  if (ok) console.log('  OK: stored == acknowledged');
  else process.exitCode = 1;
}

async function main() {
  ensurePackages({ nginx: '/usr/sbin/nginx', openssl: '/usr/bin/openssl' });
  const url = databaseUrl();
  const targets = [sqliteTarget, ...(url ? [postgresTarget(url)] : [])];
  const running = new Set<ChildProcess>();
  process.on('SIGINT', () => {
    for (const server of running) {
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
  const results: Result[] = [];
  for (const target of targets) results.push(await measure(target, running));
  agent.destroy();
  nginxAgent.destroy();
  report(results);
}

if (process.argv.includes('--help')) {
  console.log(USAGE);
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
