// `npm run bench:content`: the time of a cold production build with the embedded sample, then
// requests per second and latency (p50, p99) of /insights and /case-studies served from cache,
// first from the snapshot, then from a stand-in WordPress over HTTP (the data cache at work).
// Loopback only; every load loop is bounded in time. Results also go to .bench/content.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const USAGE = `npm run bench:content  (options are environment variables)
  BENCH_PORT        port of the site (default 3110); the stand-in WordPress uses the next one
  BENCH_SECONDS     seconds of load per URL (default 8)
  BENCH_CONNECTIONS concurrent connections (default 10)
  BENCH_SKIP_BUILD=1 reuses the last build`;

const port = Number(process.env.BENCH_PORT || 3110);
const stubPort = port + 1;
const seconds = Number(process.env.BENCH_SECONDS || 8);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
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
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string): Promise<LoadResult> {
  for (let i = 0; i < 20; i++) await (await fetch(url)).text(); // warm every cache first
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const response = await fetch(url);
          await response.text();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    url: url.replace(/^http:\/\/[^/]+/, ''),
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    errors,
  };
}

const MODES = ['snapshot', 'wordpress'] as const;

const results: {
  date: string;
  connections: number;
  seconds: number;
  build: { seconds: number } | null;
} & Record<(typeof MODES)[number], LoadResult[]> = {
  date: new Date().toISOString(),
  connections,
  seconds,
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

  const paths = [
    '/insights',
    '/insights?page=2',
    '/insights?tag=12&query=interview',
    '/case-studies?page=1',
    '/case-studies?stage=analysis&page=1',
  ];
  for (const mode of MODES) {
    const dataDir = path.join(benchDir, `data-${mode}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const extra: Record<string, string> = {
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
    };
    if (mode === 'wordpress') {
      start('npx', ['tsx', 'scripts/wordpress-stub.ts', '--port', String(stubPort)], {});
      await waitFor(`http://127.0.0.1:${stubPort}/__stub/health`);
      extra.WORDPRESS_URL = `http://127.0.0.1:${stubPort}/bench-${Date.now().toString(36)}`;
    }
    const server = start(
      process.execPath,
      ['server/start.mjs', '--port', String(port), '--hostname', '127.0.0.1'],
      extra,
    );
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    for (const p of paths) results[mode].push(await load(`http://127.0.0.1:${port}${p}`));
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  cleanup();

  fs.mkdirSync(benchDir, { recursive: true });
  fs.writeFileSync(path.join(benchDir, 'content.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (results.build) console.log(`\nCold build with the sample: ${results.build.seconds} s`);
  for (const mode of MODES) {
    console.log(
      `\nServed from cache (${mode === 'snapshot' ? 'embedded snapshot' : 'WordPress over HTTP, data cache'}), ${connections} connections, ${seconds} s each:`,
    );
    console.table(results[mode]);
  }
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
