import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLastGoodStore, withLastGood } from './last-good';
import { createContentApi } from './queries';
import { createSnapshotTransport, loadSnapshot } from './snapshot';
import { WordPressError, type WordPressTransport } from './transport';

function flakyTransport(inner: WordPressTransport) {
  let down = false;
  let notFound = false;
  const transport: WordPressTransport = {
    kind: 'rest',
    request: async (endpoint, query, options) => {
      if (notFound) throw new WordPressError(404, endpoint, 'rest_post_invalid_id');
      if (down) throw new WordPressError(0, endpoint, 'network');
      return inner.request(endpoint, query, options);
    },
  };
  return {
    transport,
    goDown: () => (down = true),
    answer404: () => (notFound = true),
  };
}

describe('stale-if-error', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'last-good-'));
  });

  it('serves the last good answer when WordPress fails, across a restart', async () => {
    const wp = flakyTransport(createSnapshotTransport(loadSnapshot()));
    const api = createContentApi(
      withLastGood(wp.transport, createLastGoodStore(dir)),
      createLastGoodStore(dir),
    );
    const fresh = await api.getInsights({ page: 2 });
    expect(fresh.stale).toBe(false);
    wp.goDown();
    // A new process: nothing in memory, only the files in DATA_DIR.
    const restarted = createContentApi(
      withLastGood(wp.transport, createLastGoodStore(dir)),
      createLastGoodStore(dir),
    );
    const kept = await restarted.getInsights({ page: 2 });
    expect(kept.stale).toBe(true);
    expect(kept.posts.map((p) => p.id)).toEqual(fresh.posts.map((p) => p.id));
    expect(kept.total).toBe(fresh.total);
  });

  it('fails when nothing was kept for that query', async () => {
    const wp = flakyTransport(createSnapshotTransport(loadSnapshot()));
    const api = createContentApi(
      withLastGood(wp.transport, createLastGoodStore(dir)),
      createLastGoodStore(dir),
    );
    await api.getInsights({ page: 1 });
    wp.goDown();
    await expect(api.getInsights({ page: 3 })).rejects.toBeInstanceOf(WordPressError);
  });

  it('passes a 404 through: it is WordPress’s answer, not an outage', async () => {
    const wp = flakyTransport(createSnapshotTransport(loadSnapshot()));
    const keep = createLastGoodStore(dir);
    const transport = withLastGood(wp.transport, keep);
    await transport.request('/media/501', {}, { tags: [] });
    wp.answer404();
    await expect(transport.request('/media/501', {}, { tags: [] })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('remembers up to 5 recent insights for the failure panel, newest first', async () => {
    const keep = createLastGoodStore(dir);
    const api = createContentApi(withLastGood(createSnapshotTransport(loadSnapshot()), keep), keep);
    expect(api.getRecentlyCachedInsights()).toEqual([]);
    await api.getInsights({ page: 2 });
    await api.getInsights({ page: 1 });
    const recent = api.getRecentlyCachedInsights();
    expect(recent).toHaveLength(5);
    const page1 = await api.getInsights({ page: 1 });
    expect(recent.map((r) => r.link)).toEqual(page1.posts.slice(0, 5).map((p) => p.link));
    expect(recent[0]!.link).toMatch(/^https:\/\//);
  });

  it('writes a kept answer only when it changed', async () => {
    const keep = createLastGoodStore(dir);
    const transport = withLastGood(createSnapshotTransport(loadSnapshot()), keep);
    await transport.request('/tags', { per_page: 100 }, { tags: [] });
    const [file] = fs.readdirSync(dir);
    const before = fs.statSync(path.join(dir, file!)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await transport.request('/tags', { per_page: 100 }, { tags: [] });
    expect(fs.statSync(path.join(dir, file!)).mtimeMs).toBe(before);
  });
});
