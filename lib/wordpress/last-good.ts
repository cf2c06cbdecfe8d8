import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { errorFields, log } from '@/lib/log';
import {
  requestKey,
  WordPressError,
  type Query,
  type TransportResponse,
  type WordPressTransport,
} from './transport';

/**
 * Stale-if-error: every good REST answer is kept on disk in DATA_DIR, and when WordPress
 * fails (after its retries) the kept answer is served instead, so that a page keeps working
 * through an outage and across restarts. Only with nothing kept does the failure reach the
 * page, and /insights shows its 'VPN Blocking Our Content Server' panel with up to 5 last-known
 * posts. The browser never caches content itself: this is the only fallback copy.
 */

const MAX_FILES = 2000;
const PRUNE_EVERY_WRITES = 100;

interface KeptAnswer {
  key: string;
  keptAt: string;
  body: unknown;
  total: number | null;
  totalPages: number | null;
}

export interface LastGoodStore {
  save(key: string, response: TransportResponse): void;
  load(key: string): (TransportResponse & { keptAt: string }) | null;
  saveJson(name: string, value: unknown): void;
  loadJson(name: string): unknown;
}

export function createLastGoodStore(dir: string): LastGoodStore {
  // Writes are skipped when an answer is unchanged (most calls are data-cache hits).
  const written = new Map<string, string>();
  let writes = 0;

  const fileFor = (key: string) =>
    path.join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.json`);

  function writeAtomic(file: string, text: string) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(temp, text, { mode: 0o600 });
    fs.renameSync(temp, file);
  }

  function prune() {
    try {
      const files = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
        .map((name) => ({ name, time: fs.statSync(path.join(dir, name)).mtimeMs }))
        .sort((a, b) => b.time - a.time);
      for (const file of files.slice(MAX_FILES))
        fs.rmSync(path.join(dir, file.name), { force: true });
    } catch (error) {
      log.warn('wordpress.keep_prune_failed', errorFields(error));
    }
  }

  return {
    save(key, response) {
      const text = JSON.stringify({
        key,
        keptAt: new Date().toISOString(),
        body: response.body,
        total: response.total,
        totalPages: response.totalPages,
      } satisfies KeptAnswer);
      const digest = createHash('sha1')
        .update(JSON.stringify([response.body, response.total, response.totalPages]))
        .digest('hex');
      if (written.get(key) === digest) return;
      try {
        writeAtomic(fileFor(key), text);
        if (written.size > 5000) written.clear();
        written.set(key, digest);
        if (++writes % PRUNE_EVERY_WRITES === 0) prune();
      } catch (error) {
        log.warn('wordpress.keep_failed', errorFields(error));
      }
    },
    load(key) {
      try {
        const kept = JSON.parse(fs.readFileSync(fileFor(key), 'utf8')) as KeptAnswer;
        if (kept.key !== key) return null;
        return {
          body: kept.body,
          total: kept.total,
          totalPages: kept.totalPages,
          keptAt: kept.keptAt,
        };
      } catch {
        return null;
      }
    },
    saveJson(name, value) {
      const text = JSON.stringify(value);
      if (written.get(`_${name}`) === text) return;
      try {
        writeAtomic(path.join(dir, `_${name}.json`), text);
        written.set(`_${name}`, text);
      } catch (error) {
        log.warn('wordpress.keep_failed', errorFields(error));
      }
    },
    loadJson(name) {
      try {
        return JSON.parse(fs.readFileSync(path.join(dir, `_${name}.json`), 'utf8'));
      } catch {
        return null;
      }
    },
  };
}

/** Wraps a transport so that good answers are kept and served again when it fails. */
export function withLastGood(
  transport: WordPressTransport,
  store: LastGoodStore,
): WordPressTransport {
  return {
    kind: transport.kind,
    async request(endpoint: string, query: Query, options) {
      const key = requestKey(endpoint, query);
      try {
        const response = await transport.request(endpoint, query, options);
        store.save(key, response);
        return response;
      } catch (error) {
        // A 400/404 is WordPress's real answer (no such post, bad parameter), not an outage.
        if (error instanceof WordPressError && [400, 404, 410].includes(error.status)) throw error;
        const kept = store.load(key);
        if (!kept) throw error;
        log.warn('wordpress.stale_served', {
          endpoint,
          keptAt: kept.keptAt,
          status: error instanceof WordPressError ? error.status : undefined,
          ...errorFields(error),
        });
        return { body: kept.body, total: kept.total, totalPages: kept.totalPages, stale: true };
      }
    },
  };
}
