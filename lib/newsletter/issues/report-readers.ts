import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Reports (whatever anyone mailed to the bounce address) are read in worker threads with a time
 * budget: a slow parse (mailparser took minutes on 200 bytes) costs that report, never the
 * event loop. One worker stays warm; at most `workers` read at once, `queue` wait, others retry.
 */
/** What a report holds, as the worker read it: a few short strings, bounded in number. */
export interface ReadMail {
  to: string[];
  /** This site's return paths (`+d12-<mac>@`) and signed Message-IDs quoted in its parts. */
  returnPaths: string[];
  messageIds: string[];
  /** One entry per complaint part, and one per recipient of a delivery-status part. */
  entries: MailEntry[];
}

export type MailEntry =
  { type: 'complaint' } | { type: 'status'; action: string; status: string; diagnostic: string };

/** A read that did not end within its budget; its worker was stopped. */
export class ReadTimeout extends Error {
  constructor(readonly budgetMs: number) {
    super(`The report could not be read within ${budgetMs / 1000} s.`);
    this.name = 'ReadTimeout';
  }
}

/** A report the parser refused, or whose worker failed while reading it. */
export class UnreadableReport extends Error {
  constructor() {
    super('The report could not be read as a mail.');
    this.name = 'UnreadableReport';
  }
}

/** Every worker busy and the queue full: the report is to be sent again later. */
export class ReadersBusy extends Error {
  constructor() {
    super('Too many reports are being read; send this one again later.');
    this.name = 'ReadersBusy';
  }
}

/** A worker that did not start: a broken deployment, not a broken report. */
export class ReaderUnavailable extends Error {
  constructor(cause: unknown) {
    super('The report reader could not be started.', { cause });
    this.name = 'ReaderUnavailable';
  }
}

export interface ReaderOptions {
  budgetMs?: number;
  workers?: number;
  queue?: number;
}

/**
 * The worker's file from the project's folder; Next's bundler builds `new Worker(path)` into a
 * chunk of its own, and elsewhere the file runs as it is.
 */
const WORKER_FILE = path.join(process.cwd(), 'lib', 'newsletter', 'issues', 'report-worker.mjs');
/** Longest a new worker may take to load mailparser before it is taken for broken. */
const START_TIMEOUT_MS = 15_000;

export const READ_BUDGET_MS = 1000;

type Reply = { ready: true } | { ok: true; mail: ReadMail } | { ok: false };

export function createReportReaders({
  budgetMs = READ_BUDGET_MS,
  workers = 2,
  queue = 8,
}: ReaderOptions = {}) {
  let warm: Worker | null = null;
  let reading = 0;
  const waiting: (() => void)[] = [];
  const live = new Set<Worker>();

  function start(): Promise<Worker> {
    return new Promise((resolve, reject) => {
      let worker: Worker;
      try {
        worker = new Worker(WORKER_FILE, {
          // A report that makes the parser grow without end stops that worker, not the site.
          resourceLimits: { maxOldGenerationSizeMb: 128 },
        });
      } catch (error) {
        reject(new ReaderUnavailable(error));
        return;
      }
      // A waiting worker keeps no process alive (tests, scripts, a server shutting down).
      worker.unref();
      live.add(worker);
      worker.on('exit', () => live.delete(worker));
      const settle = () => {
        clearTimeout(timer);
        worker.off('error', failed);
        worker.off('exit', exited);
        worker.off('message', ready);
      };
      const failed = (error: unknown) => {
        settle();
        void worker.terminate();
        reject(new ReaderUnavailable(error));
      };
      const exited = (code: number) => failed(new Error(`exited with ${code}`));
      const ready = (reply: Reply) => {
        if (!('ready' in reply)) return failed(new Error('no ready message'));
        settle();
        worker.on('exit', () => {
          if (warm === worker) warm = null;
        });
        resolve(worker);
      };
      const timer = setTimeout(() => failed(new Error('not ready in time')), START_TIMEOUT_MS);
      worker.on('error', failed);
      worker.on('exit', exited);
      worker.on('message', ready);
    });
  }

  function keep(worker: Worker) {
    if (warm === null) warm = worker;
    else void worker.terminate();
  }

  function readOn(worker: Worker, raw: string, budget: number): Promise<ReadMail> {
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
      };
      const deadline = performance.now() + budget;
      // Ended, however busy: terminate() stops the worker's JavaScript wherever it is.
      const tooLate = () => {
        done();
        const refuse = () => reject(new ReadTimeout(budget));
        worker.terminate().then(refuse, refuse);
      };
      const timer = setTimeout(tooLate, budget);
      const onMessage = (reply: Reply) => {
        // An answer after the deadline is as late, however busy the server is.
        if (performance.now() > deadline) return tooLate();
        done();
        keep(worker);
        if ('ok' in reply && reply.ok) resolve(reply.mail);
        else reject(new UnreadableReport());
      };
      // An error thrown in the worker (its memory limit reached, say) ends it.
      const onFailure = () => {
        done();
        void worker.terminate();
        reject(new UnreadableReport());
      };
      worker.on('message', onMessage);
      worker.on('error', onFailure);
      worker.on('exit', onFailure);
      worker.postMessage({ raw });
    });
  }

  async function turn() {
    if (reading < workers) {
      reading++;
      return;
    }
    if (waiting.length >= queue) throw new ReadersBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release() {
    const next = waiting.shift();
    // The slot goes straight to the next in line, so that no newcomer takes it first.
    if (next) next();
    else reading--;
  }

  return {
    async read(raw: string, budget = budgetMs): Promise<ReadMail> {
      await turn();
      try {
        let worker = warm;
        warm = null;
        worker ??= await start();
        return await readOn(worker, raw, budget);
      } finally {
        release();
      }
    },
    threads: () => live.size,
    async close() {
      const worker = warm;
      warm = null;
      await worker?.terminate();
    },
  };
}

export type ReportReaders = ReturnType<typeof createReportReaders>;

let readers: ReportReaders | undefined;

/** The site's readers, made on first use. */
export function reportReaders(): ReportReaders {
  readers ??= createReportReaders();
  return readers;
}
