import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { errorFields, log } from '@/lib/log';
import {
  requestKey,
  WordPressError,
  type Query,
  type TransportResponse,
  type WordPressTransport,
} from './transport';

/**
 * Stale-if-error: every good REST answer is kept in the store and served when WordPress fails
 * (after its retries), through outages, restarts and on every instance; the browser caches no
 * content itself. A store that fails never fails a page: keeping is skipped and logged.
 */

/** Kept answers beyond this many, the least recently changed first, are dropped. */
const MAX_ANSWERS = 2000;
const PRUNE_EVERY_WRITES = 100;
/** An unchanged answer is written again this often, so its time says when WordPress confirmed it. */
const CONFIRM_EVERY_MS = 60 * 60 * 1000;

interface KeptAnswer {
  body: unknown;
  total: number | null;
  totalPages: number | null;
}

export interface LastGoodStore {
  save(key: string, response: TransportResponse): Promise<void>;
  load(key: string): Promise<(TransportResponse & { keptAt: string }) | null>;
  saveJson(name: string, value: unknown): Promise<void>;
  loadJson(name: string): Promise<unknown>;
}

/** The store's last-good copy; `db` is called at each use, so the store opens only when needed. */
export function createLastGoodStore(db: () => Kysely<Database>): LastGoodStore {
  // What this process last wrote or read per key: unchanged answers are not written again.
  const written = new Map<string, string>();
  let writes = 0;

  const hashOf = (kind: string, key: string) =>
    createHash('sha256').update(`${kind}:${key}`).digest('hex');

  async function write(kind: 'answer' | 'value', key: string, body: string, keptAt?: string) {
    const row = {
      key_hash: hashOf(kind, key),
      key,
      kind,
      body,
      kept_at: keptAt ?? new Date().toISOString(),
    };
    await db()
      .insertInto('wordpress_last_good')
      .values(row)
      .onConflict((oc) =>
        oc.column('key_hash').doUpdateSet({ key, body: row.body, kept_at: row.kept_at }),
      )
      .execute();
  }

  async function read(kind: 'answer' | 'value', key: string) {
    return db()
      .selectFrom('wordpress_last_good')
      .select(['key', 'body', 'kept_at'])
      .where('key_hash', '=', hashOf(kind, key))
      .executeTakeFirst();
  }

  async function prune() {
    const oldestKept = db()
      .selectFrom('wordpress_last_good')
      .select('kept_at')
      .where('kind', '=', 'answer')
      .orderBy('kept_at', 'desc')
      .limit(1)
      .offset(MAX_ANSWERS - 1);
    await db()
      .deleteFrom('wordpress_last_good')
      .where('kind', '=', 'answer')
      .where('kept_at', '<', oldestKept)
      .execute();
  }

  function remember(key: string, text: string) {
    if (written.size > 5000) written.clear();
    written.set(key, text);
  }

  return {
    async save(key, response) {
      const body = JSON.stringify({
        body: response.body,
        total: response.total,
        totalPages: response.totalPages,
      } satisfies KeptAnswer);
      const digest = createHash('sha1').update(body).digest('hex');
      const [lastDigest, lastWrite] = (written.get(key) ?? '').split(' ');
      if (lastDigest === digest && Date.now() - Number(lastWrite) < CONFIRM_EVERY_MS) return;
      try {
        // The time WordPress gave the answer (a data-cache hit may be minutes old).
        await write('answer', key, body, response.answeredAt);
        remember(key, `${digest} ${Date.now()}`);
        if (++writes % PRUNE_EVERY_WRITES === 0) await prune();
      } catch (error) {
        log.warn('wordpress.keep_failed', errorFields(error));
      }
    },
    async load(key) {
      try {
        const row = await read('answer', key);
        if (!row || row.key !== key) return null;
        return { ...(JSON.parse(row.body) as KeptAnswer), keptAt: row.kept_at };
      } catch (error) {
        log.warn('wordpress.keep_unreadable', errorFields(error));
        return null;
      }
    },
    async saveJson(name, value) {
      const text = JSON.stringify(value);
      if (written.get(`_${name}`) === text) return;
      try {
        await write('value', name, text);
        remember(`_${name}`, text);
      } catch (error) {
        log.warn('wordpress.keep_failed', errorFields(error));
      }
    },
    async loadJson(name) {
      try {
        let text = written.get(`_${name}`);
        if (text === undefined) {
          text = (await read('value', name))?.body;
          if (text === undefined) return null;
          remember(`_${name}`, text);
        }
        return JSON.parse(text);
      } catch (error) {
        log.warn('wordpress.keep_unreadable', errorFields(error));
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
    reachable: transport.reachable,
    requestHead: transport.requestHead,
    async request(endpoint: string, query: Query, options) {
      const key = requestKey(endpoint, query);
      try {
        const response = await transport.request(endpoint, query, options);
        await store.save(key, response);
        return response;
      } catch (error) {
        // A 400/404 is WordPress's real answer (no such post, bad parameter), not an outage.
        if (error instanceof WordPressError && [400, 404, 410].includes(error.status)) throw error;
        const kept = await store.load(key);
        if (!kept) throw error;
        const { keptAt, ...answer } = kept;
        log.warn('wordpress.stale_served', {
          endpoint,
          keptAt,
          status: error instanceof WordPressError ? error.status : undefined,
          ...errorFields(error),
        });
        return { ...answer, stale: true, answeredAt: keptAt };
      }
    },
  };
}
