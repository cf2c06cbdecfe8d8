import { getDb } from '@/lib/db';
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

/** A content API whose WordPress dates every answer `hours` ago, with the store's copy. */
function apiAnsweredHoursAgo(hours: number) {
  const wp = flakyTransport(createSnapshotTransport(loadSnapshot()));
  const answeredAt = new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
  const dated: WordPressTransport = {
    kind: 'rest',
    request: async (...args) => ({ ...(await wp.transport.request(...args)), answeredAt }),
  };
  const keep = createLastGoodStore(getDb);
  return { wp, api: createContentApi(withLastGood(dated, keep), keep), answeredAt };
}

describe('stale-if-error', () => {
  beforeEach(async () => {
    await getDb().deleteFrom('wordpress_last_good').execute();
  });

  it('serves the last good answer when WordPress fails, across a restart', async () => {
    const wp = flakyTransport(createSnapshotTransport(loadSnapshot()));
    const api = createContentApi(
      withLastGood(wp.transport, createLastGoodStore(getDb)),
      createLastGoodStore(getDb),
    );
    const fresh = await api.getInsights({ page: 2 });
    expect(fresh.stale).toBe(false);
    wp.goDown();
    // A new process: nothing in memory, only what the store kept.
    const restarted = createContentApi(
      withLastGood(wp.transport, createLastGoodStore(getDb)),
      createLastGoodStore(getDb),
    );
    const kept = await restarted.getInsights({ page: 2 });
    expect(kept.stale).toBe(true);
    expect(kept.posts.map((p) => p.id)).toEqual(fresh.posts.map((p) => p.id));
    expect(kept.total).toBe(fresh.total);
  });

  it('fails when nothing was kept for that query', async () => {
    const wp = flakyTransport(createSnapshotTransport(loadSnapshot()));
    const api = createContentApi(
      withLastGood(wp.transport, createLastGoodStore(getDb)),
      createLastGoodStore(getDb),
    );
    await api.getInsights({ page: 1 });
    wp.goDown();
    await expect(api.getInsights({ page: 3 })).rejects.toBeInstanceOf(WordPressError);
  });

  it('passes a 404 through: it is WordPress’s answer, not an outage', async () => {
    const wp = flakyTransport(createSnapshotTransport(loadSnapshot()));
    const keep = createLastGoodStore(getDb);
    const transport = withLastGood(wp.transport, keep);
    await transport.request('/media/501', {}, { tags: [] });
    wp.answer404();
    await expect(transport.request('/media/501', {}, { tags: [] })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('remembers up to 5 recent insights for the failure panel, newest first', async () => {
    const keep = createLastGoodStore(getDb);
    const api = createContentApi(withLastGood(createSnapshotTransport(loadSnapshot()), keep), keep);
    expect(await api.getRecentlyCachedInsights()).toEqual([]);
    await api.getInsights({ page: 2 });
    await api.getInsights({ page: 1 });
    const recent = await api.getRecentlyCachedInsights();
    expect(recent).toHaveLength(5);
    const page1 = await api.getInsights({ page: 1 });
    expect(recent.map((r) => r.link)).toEqual(page1.posts.slice(0, 5).map((p) => p.link));
    expect(recent[0]!.link).toMatch(/^https:\/\//);
  });

  it('writes a kept answer only when it changed', async () => {
    const keep = createLastGoodStore(getDb);
    const transport = withLastGood(createSnapshotTransport(loadSnapshot()), keep);
    const keptAt = () =>
      getDb().selectFrom('wordpress_last_good').select(['key', 'kept_at']).execute();
    await transport.request('/tags', { per_page: 100 }, { tags: [] });
    const [row] = await keptAt();
    const before = row!.kept_at;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await transport.request('/tags', { per_page: 100 }, { tags: [] });
    expect((await keptAt()).find((r) => r.key === row!.key)!.kept_at).toBe(before);
  });

  it('keeps the time WordPress gave an answer, and serves a day-old copy of a list as a failure', async () => {
    const { wp, api, answeredAt } = apiAnsweredHoursAgo(25);
    const fresh = await api.getInsights({ page: 1 });
    const post = await api.getPostBySlug(fresh.posts[0]!.slug);
    expect(post?.outdatedSince).toBeUndefined();
    const kept = await getDb().selectFrom('wordpress_last_good').select('kept_at').execute();
    expect(kept.map((row) => row.kept_at)).toContain(answeredAt);

    wp.goDown();
    // More than a day old: the list is not shown as current, the article says so.
    await expect(api.getInsights({ page: 1 })).rejects.toMatchObject({ code: 'outdated' });
    const outdated = await api.getPostBySlug(fresh.posts[0]!.slug);
    expect(outdated?.title).toBe(post?.title);
    expect(outdated?.outdatedSince).toBe(answeredAt);
  });

  it('serves a copy kept less than a day ago as it is', async () => {
    const { wp, api } = apiAnsweredHoursAgo(23);
    const fresh = await api.getInsights({ page: 1 });
    await api.getPostBySlug(fresh.posts[0]!.slug);
    wp.goDown();
    const kept = await api.getInsights({ page: 1 });
    expect(kept.stale).toBe(true);
    expect(kept.posts.map((p) => p.id)).toEqual(fresh.posts.map((p) => p.id));
    expect((await api.getPostBySlug(fresh.posts[0]!.slug))?.outdatedSince).toBeUndefined();
  });
});
