import type { Kysely } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import { errorFields, log, redactAddresses } from '@/lib/log';
import { retryAt, staleClaimBefore } from './schedule';
import {
  claimJob,
  claimNextJob,
  failJob,
  findUnfinishedJob,
  finishJob,
  insertJob,
  type Db,
  type JobRow,
} from './store';

/**
 * Jobs: work done outside a request (a mail to send, a lead to forward, an opt-in to retry),
 * kept in the store so that none is lost to a restart. A feature registers each kind of job
 * it queues with its handler, retry schedule and attempt cap; lib/jobs itself knows no
 * feature. A job is enqueued in the same transaction as the row it belongs to, and is then
 * run by one rule: claimed first, so it runs once at a time; finished when its handler
 * resolves; tried again along its kind's schedule when the handler throws; given up (failed)
 * after the kind's last attempt; taken up again when its claim is older than five minutes.
 */
export type JobRef = Record<string, string | number | boolean | null>;
export type { Db };
export { retryAt };

export interface JobKind {
  /**
   * Does the job. Resolves with a word for what happened ('sent', 'forwarded', 'skipped'...),
   * kept on the finished job; throws to have the job tried again later.
   */
  run(ref: JobRef, context: { now: Date }): Promise<string>;
  /** Delays before the next try after 1, 2, ... failures, in seconds; the last one repeats. */
  retrySeconds: readonly number[];
  /** Tries after which the job is given up; Infinity keeps it until it succeeds. */
  maxAttempts: number;
}

/** A job whose kind this process does not know (a newer process queued it) waits an hour. */
const UNKNOWN_KIND: Omit<JobKind, 'run'> = { retrySeconds: [3600], maxAttempts: Infinity };

const globalForJobs = globalThis as unknown as {
  __jobKinds?: Map<string, JobKind>;
  __jobLoop?: NodeJS.Timeout;
  __jobChecks?: Map<string, JobCheck & { lastRun?: number }>;
  __jobsInFlight?: Set<Promise<unknown>>;
  __jobsDraining?: boolean;
} & Record<symbol, unknown>;
const kinds = (globalForJobs.__jobKinds ??= new Map<string, JobKind>());
const checks = (globalForJobs.__jobChecks ??= new Map<string, JobCheck & { lastRun?: number }>());
/** The jobs this process is running now, which a shutdown lets finish (drainJobs). */
const inFlight = (globalForJobs.__jobsInFlight ??= new Set<Promise<unknown>>());

/**
 * Where the site's server (server.ts, outside Next's bundles, so it cannot import this module)
 * finds drainJobs when it shuts down.
 */
export const DRAIN_JOBS = Symbol.for('hidden-growth.drainJobs');

/** Registers (or replaces) the handler of a kind of job for this process. */
export function registerJob(kind: string, definition: JobKind): void {
  kinds.set(kind, definition);
}

export interface EnqueueOptions {
  /** When the first try is due (default: now). */
  runAt?: Date;
  /** At most one job per key is ever queued; a second enqueue with the key does nothing. */
  uniqueKey?: string;
  now?: Date;
}

/** Queues a job; pass the transaction that writes the row the job belongs to. */
export async function enqueueJob(
  db: Db,
  kind: string,
  ref: JobRef,
  { runAt, uniqueKey, now = new Date() }: EnqueueOptions = {},
): Promise<number | undefined> {
  return insertJob(db, { kind, ref: JSON.stringify(ref), uniqueKey, runAt: runAt ?? now, now });
}

/** The id of a queued job of `kind` about `ref` that has not finished yet, if any. */
export function unfinishedJob(db: Db, kind: string, ref: JobRef): Promise<number | undefined> {
  return findUnfinishedJob(db, { kind, ref: JSON.stringify(ref) });
}

/**
 * Thrown by a handler that cannot do its work yet for a reason that is not the job's own (no
 * mail server is configured): the job waits `seconds` and keeps all its tries.
 */
export class JobDeferred extends Error {
  constructor(
    message: string,
    readonly seconds: number,
  ) {
    super(message);
    this.name = 'JobDeferred';
  }
}

/**
 * A JobDeferred, by its name: the server's bundles may each hold their own copy of this
 * module, and a handler registered from one throws that copy's class.
 */
function isDeferral(error: unknown): error is JobDeferred {
  return (
    error instanceof Error &&
    error.name === 'JobDeferred' &&
    typeof (error as Partial<JobDeferred>).seconds === 'number'
  );
}

/**
 * The handler's word, or 'retry' (tried again later), 'failed' (given up), 'deferred' (waits,
 * no try used) or 'busy' (claimed elsewhere).
 */
export type JobOutcome = string;

/**
 * Claims and runs one job now, whether or not it is due (a request trying its mail at once).
 * `db` is the store to use (the process's own unless a test races two).
 */
export async function runJob(
  id: number,
  now = new Date(),
  db: Kysely<Database> = getDb(),
): Promise<{ outcome: JobOutcome }> {
  // Counted in flight from the claim on, so that a shutdown waits for it too.
  return track(
    (async () => {
      const job = await claimJob(db, { id, now, staleBefore: staleClaimBefore(now) });
      if (!job) return { outcome: 'busy' };
      return { outcome: await runAndRecord(db, job, now) };
    })(),
  );
}

/**
 * Runs a job this runner has claimed, and records how it went. The run is counted in flight
 * until it is recorded: a process stopping meanwhile waits for it, or a mail it had sent would
 * be sent again when the claim went stale.
 */
function runClaimed(db: Kysely<Database>, job: JobRow, now: Date): Promise<JobOutcome> {
  return track(runAndRecord(db, job, now));
}

function track<T>(run: Promise<T>): Promise<T> {
  inFlight.add(run);
  return run.finally(() => inFlight.delete(run));
}

/**
 * Stops the loop and waits, at most `timeoutMs`, for the jobs this process is running to be
 * recorded. True when none was left running.
 */
export async function drainJobs(timeoutMs = 10_000): Promise<boolean> {
  globalForJobs.__jobsDraining = true;
  stopJobLoop();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  try {
    while (inFlight.size > 0) {
      const done = await Promise.race([
        Promise.allSettled([...inFlight]).then(() => true),
        timedOut,
      ]);
      if (!done) return false;
    }
    return true;
  } finally {
    clearTimeout(timer);
  }
}

async function runAndRecord(db: Kysely<Database>, job: JobRow, now: Date): Promise<JobOutcome> {
  const { id } = job;
  const kind = kinds.get(job.kind);
  const attempts = job.attempts + 1;
  try {
    if (!kind) throw new Error(`No handler for job kind ${job.kind}`);
    const outcome = await kind.run(JSON.parse(job.ref) as JobRef, { now });
    await finishJob(db, { id, attempts, outcome });
    return outcome;
  } catch (error) {
    // Kept on the job, shown in alerts: without the addresses a relay's reply quotes.
    const reason = redactAddresses(error instanceof Error ? error.message : String(error)).slice(
      0,
      500,
    );
    if (isDeferral(error)) {
      const nextAt = new Date(now.getTime() + error.seconds * 1000).toISOString();
      await failJob(db, { id, attempts: job.attempts, error: reason, givenUp: false, nextAt });
      return 'deferred';
    }
    const { retrySeconds, maxAttempts } = kind ?? UNKNOWN_KIND;
    const givenUp = attempts >= maxAttempts;
    await failJob(db, {
      id,
      attempts,
      error: reason,
      givenUp,
      nextAt: retryAt(now, retrySeconds, attempts),
    });
    (givenUp ? log.error : log.warn)(givenUp ? 'jobs.given_up' : 'jobs.retry', {
      id,
      kind: job.kind,
      attempts,
      ...errorFields(error),
    });
    return givenUp ? 'failed' : 'retry';
  }
}

/** What a pass did: for each kind of job run, how many ended with each outcome. */
export type JobCounts = Record<string, Record<JobOutcome, number>>;

/**
 * Runs the jobs that are due (and those whose claim went stale), oldest first, at most
 * `limit` of them: the loop calls it every 30 seconds, and `npm run jobs:run` once. Each job
 * is claimed right before it runs, so several runners can share the due jobs.
 */
export async function runDueJobs(
  now = new Date(),
  limit = 25,
  db: Kysely<Database> = getDb(),
): Promise<JobCounts> {
  const counts: JobCounts = {};
  const staleBefore = staleClaimBefore(now);
  let afterId = 0;
  for (let run = 0; run < limit; run++) {
    // A process shutting down finishes the job it runs and claims no other.
    if (globalForJobs.__jobsDraining) break;
    const job = await claimNextJob(db, { now, staleBefore, afterId });
    if (!job) break;
    afterId = job.id;
    const outcome = await runClaimed(db, job, now);
    const forKind = (counts[job.kind] ??= {});
    forKind[outcome] = (forKind[outcome] ?? 0) + 1;
  }
  return counts;
}

/**
 * A check: work that looks at the store rather than waiting in it (are mails late, has a route
 * been slow for three days), run after each pass of the loop, by `npm run jobs:run` and by
 * POST /api/jobs/run. Every process runs its checks, so a check must be safe to run on several
 * instances at once (lib/alerts records what it finds with one conditional update).
 */
export interface JobCheck {
  run(now: Date): Promise<void>;
  /** Runs at most this often in a process (ms); 0 runs it after every pass. */
  everyMs: number;
}

/** Registers (or replaces) a check for this process. */
export function registerCheck(name: string, check: JobCheck): void {
  const kept = checks.get(name);
  checks.set(name, { ...check, lastRun: kept?.lastRun });
}

/**
 * Runs the checks whose time has come in this process, one after the other; a check that
 * throws is logged and the others still run.
 */
export async function runChecks(now = new Date()): Promise<void> {
  for (const [name, check] of checks) {
    if (check.lastRun !== undefined && now.getTime() - check.lastRun < check.everyMs) continue;
    check.lastRun = now.getTime();
    try {
      await check.run(now);
    } catch (error) {
      log.error('jobs.check_error', { check: name, ...errorFields(error) });
    }
  }
}

const INTERVAL_MS = 30_000;

/**
 * Starts the loop that runs due jobs every 30 seconds, then the checks, once per process. A
 * pass never starts while the previous one runs, and the timer never keeps the process alive
 * on its own.
 */
export function startJobLoop(): void {
  globalForJobs[DRAIN_JOBS] = drainJobs;
  if (globalForJobs.__jobLoop) return;
  let running = false;
  globalForJobs.__jobLoop = setInterval(() => {
    if (running) return;
    running = true;
    runDueJobs()
      .then((counts) => {
        if (Object.keys(counts).length > 0) log.info('jobs.pass', counts);
      })
      .catch((error) => log.error('jobs.pass_error', errorFields(error)))
      .then(() => runChecks())
      .finally(() => {
        running = false;
      });
  }, INTERVAL_MS);
  globalForJobs.__jobLoop.unref();
}

/** Stops the loop (tests). */
export function stopJobLoop(): void {
  clearInterval(globalForJobs.__jobLoop);
  globalForJobs.__jobLoop = undefined;
}
