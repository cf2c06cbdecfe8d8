// npm run bench:leads - throughput and latency of POST /api/leads on the production server.
// Serves the last production build (building it when there is none) on 127.0.0.1:3120 with a
// fresh store in .bench/, then 50 concurrent clients post leads over loopback. Every 20th
// request repeats an acknowledged id, as a browser retry would. Afterwards the store must hold
// exactly one lead per acknowledged id.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { existingBusinessLead, newVentureLead } from '@/test/lead-fixtures';

const USAGE = `npm run bench:leads  (options are environment variables)
  BENCH_LEADS   requests to send (default 5000)
  BENCH_CLIENTS concurrent clients (default 50)
  BENCH_PORT    port of the site (default 3120)`;

const TOTAL = Number(process.env.BENCH_LEADS ?? 5000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3120);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = path.resolve('.bench/data');

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production' as const,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  // The benchmark plays a reverse proxy in front of many visitors (each its own address), so
  // the per-client rate limit applies per simulated visitor, as it would in production.
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
  LEADS_NOTIFY_EMAIL: '',
  BACKEND_FUNCTIONS_URL: '',
  BACKEND_ANON_KEY: '',
};

function startServer(): ChildProcess {
  if (!fs.existsSync('.next/standalone/server/entry.mjs')) {
    console.log('No production build found: running npm run build ...');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: serverEnv });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return spawn(
    process.execPath,
    ['server/start.mjs', '--port', String(PORT), '--hostname', '127.0.0.1'],
    { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
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

let visitor = 0;
function post(body: Record<string, unknown>) {
  visitor++;
  return fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `198.18.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
    body: JSON.stringify(body),
  });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const server = startServer();
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForHealth();
    // Warm-up (route compilation caches, store connection), not measured, then a clean table.
    for (let i = 0; i < 20; i++) await post(newVentureLead({ id: crypto.randomUUID() }));
    const store = new BetterSqlite3(path.join(dataDir, 'site.db'));
    store.exec('DELETE FROM leads');

    const acknowledged = new Set<string>();
    const latencies: number[] = [];
    const failures = new Map<number, number>();
    let sent = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (sent < TOTAL) {
          const n = sent++;
          const retry = n % 20 === 19 && acknowledged.size > 0;
          const id = retry ? [...acknowledged][n % acknowledged.size]! : crypto.randomUUID();
          const body = n % 2 ? existingBusinessLead({ id }) : newVentureLead({ id });
          const t0 = performance.now();
          const response = await post(body);
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (response.status === 201) acknowledged.add(id);
          else failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const stored = (store.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
    store.close();

    latencies.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`POST /api/leads, ${CLIENTS} concurrent clients on loopback, ${TOTAL} requests`);
    console.log(`  throughput   ${(TOTAL / seconds).toFixed(0)} leads/s (${seconds.toFixed(2)} s)`);
    console.log(
      `  latency      p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1)!)}`,
    );
    console.log(
      `  acknowledged ${acknowledged.size} distinct leads with 201 (retried ids answered 201 too)`,
    );
    console.log(`  stored       ${stored} leads`);
    if (failures.size > 0)
      console.log(`  failures     ${JSON.stringify(Object.fromEntries(failures))}`);
    if (stored !== acknowledged.size || failures.size > 0) {
      console.error(
        'FAIL: the stored count differs from the acknowledged count, or requests failed',
      );
      process.exitCode = 1;
    } else {
      console.log('  OK: stored == acknowledged');
    }
  } finally {
    stop();
  }
}

if (process.argv.includes('--help')) {
  console.log(USAGE);
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
