import fs from 'node:fs';
import { createContentApi } from './queries';
import { createRestTransport } from './rest';
import {
  createSnapshotEngine,
  createSnapshotTransport,
  loadSnapshot,
  parseSearchTerms,
  type Snapshot,
} from './snapshot';
import { replay } from '@/test/wordpress/recordings';
import { PAST_LAST_PAGE_CODE, WordPressError } from './transport';

const snapshot = loadSnapshot();
const engine = createSnapshotEngine(snapshot);
const api = createContentApi(createSnapshotTransport(snapshot));
const ids = (body: unknown) => (body as { id: number }[]).map((item) => item.id);

describe('the embedded sample', () => {
  it('holds at least 30 insights over several topics, and 8+ case-study updates', async () => {
    const insights = await api.getInsights({});
    expect(insights.total).toBeGreaterThanOrEqual(30);
    expect((await api.getTopicTags()).length).toBeGreaterThanOrEqual(5);
    expect((await api.getCaseStudies({})).total).toBeGreaterThanOrEqual(8);
  });

  it('has a topic tag with no posts, hidden from the tag bar', async () => {
    const empty = (await api.getAllTags()).filter((tag) => tag.count === 0);
    expect(empty.map((tag) => tag.name)).toContain('Partnerships');
    expect((await api.getTopicTags()).map((tag) => tag.name)).not.toContain('Partnerships');
  });

  it('has some stage tags and lacks one', async () => {
    const stages = await api.getStageTags();
    expect(stages.map((s) => s.stage)).toEqual([
      'Recruitment',
      'Interviews',
      'Analysis',
      'Insights',
      'Impact',
    ]);
    expect(stages.find((s) => s.stage === 'Impact')?.tag).toBeNull();
    expect(stages.filter((s) => s.tag).length).toBe(4);
    // A category named "Analysis" exists too: the stage is matched among tags only.
    expect(stages.find((s) => s.stage === 'Analysis')?.tag?.id).toBe(23);
  });

  it('serves every featured image from public/', () => {
    for (const item of snapshot.media) {
      const url = (item.raw as { source_url: string }).source_url;
      expect(url.startsWith('/')).toBe(true);
      expect(fs.existsSync(`public${url}`)).toBe(true);
    }
  });
});

describe('snapshot engine: the REST API’s rules', () => {
  it('pages with per_page (default 10) and sends totals', () => {
    const all = engine.handle('/posts', {});
    expect((all.body as unknown[]).length).toBe(10);
    expect(all.total).toBe(snapshot.posts.length);
    expect(all.totalPages).toBe(Math.ceil(snapshot.posts.length / 10));
    const second = engine.handle('/posts', { per_page: 12, page: 2 });
    expect(ids(second.body)).toEqual(
      ids(engine.handle('/posts', { per_page: 100 }).body).slice(12, 24),
    );
  });

  it('answers a page past the last one with 400 rest_post_invalid_page_number', () => {
    expect(() => engine.handle('/posts', { per_page: 100, page: 2 })).toThrow(
      expect.objectContaining({ status: 400, code: PAST_LAST_PAGE_CODE }),
    );
  });

  it('answers an empty result on page 1 with no error and zero totals', () => {
    expect(engine.handle('/posts', { search: 'qwertyuiop' })).toMatchObject({
      body: [],
      total: 0,
      totalPages: 0,
    });
    expect(engine.handle('/posts', { search: 'qwertyuiop', page: 3 })).toMatchObject({
      body: [],
      total: 0,
    });
  });

  it('refuses out-of-range parameters with 400 rest_invalid_param', () => {
    for (const query of [{ per_page: 101 }, { page: 0 }, { order: 'sideways' }, { tags: 'x' }]) {
      expect(() => engine.handle('/posts', query)).toThrow(
        expect.objectContaining({ code: 'rest_invalid_param' }),
      );
    }
  });

  it('orders by date, newest first by default and oldest first with order=asc', () => {
    const dates = (body: unknown) => (body as { date: string }[]).map((p) => p.date);
    const desc = dates(engine.handle('/posts', { per_page: 100 }).body);
    expect(desc).toEqual([...desc].sort().reverse());
    const asc = dates(
      engine.handle('/posts', { per_page: 100, order: 'asc', orderby: 'date' }).body,
    );
    expect(asc).toEqual([...desc].reverse());
  });

  it('filters by tags, categories and categories_exclude', () => {
    const withTag = engine.handle('/posts', { tags: 13, per_page: 100 }).body as {
      tags: number[];
    }[];
    expect(withTag.length).toBeGreaterThan(0);
    expect(withTag.every((p) => p.tags.includes(13))).toBe(true);
    const caseStudies = engine.handle('/posts', { categories: 3, per_page: 100 });
    const others = engine.handle('/posts', { categories_exclude: 3, per_page: 100 });
    expect((caseStudies.total ?? 0) + (others.total ?? 0)).toBe(snapshot.posts.length);
  });

  it('searches title, excerpt and content for every term, case- and accent-insensitively', () => {
    const found = engine.handle('/posts', { search: 'SPREADSHEET', per_page: 100 }).body as {
      slug: string;
    }[];
    expect(found.map((p) => p.slug)).toContain('positioning-starts-with-the-real-competitor');
    const both = engine.handle('/posts', { search: 'spreadsheet audit', per_page: 100 }).total;
    expect(both).toBeLessThan(found.length);
    const excluded = engine.handle('/posts', { search: 'spreadsheet -audit', per_page: 100 }).total;
    expect((both ?? 0) + (excluded ?? 0)).toBe(found.length);
    // Typographic quotes are matched by the straight ones an editor types.
    expect(engine.handle('/posts', { search: "don't" }).total).toBeGreaterThan(0);
  });

  it('follows WordPress’s search-term parsing', () => {
    expect(parseSearchTerms('the price of a switch')).toEqual(['price', 'switch']);
    expect(parseSearchTerms('"four forces" coffee')).toEqual(['four forces', 'coffee']);
    expect(parseSearchTerms('the of')).toEqual(['the of']);
  });

  it('never shows password-protected posts in a visitor’s search', () => {
    const listed = engine.handle('/posts', { slug: 'client-debrief-q2-pricing-study' })
      .body as unknown[];
    expect(listed).toHaveLength(1);
    expect(engine.handle('/posts', { search: 'debrief', per_page: 100 }).total).toBe(0);
  });

  it('finds posts by slug and strips _embedded unless _embed is asked for', () => {
    const [bare] = engine.handle('/posts', { slug: 'customer-research-faq' }).body as Record<
      string,
      unknown
    >[];
    expect(bare).not.toHaveProperty('_embedded');
    const [embedded] = engine.handle('/posts', { slug: 'customer-research-faq', _embed: 1 })
      .body as Record<string, unknown>[];
    expect(embedded).toHaveProperty('_embedded');
  });

  it('searches terms by name or slug and orders them by name', () => {
    const names = (body: unknown) => (body as { name: string }[]).map((t) => t.name);
    expect(names(engine.handle('/tags', { search: 'analysis' }).body)).toEqual(['Analysis']);
    const all = names(engine.handle('/tags', { per_page: 100 }).body);
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(engine.handle('/categories', { search: 'Case Study' }).total).toBe(1);
  });

  it('answers unknown ids with 404', () => {
    expect(() => engine.handle('/posts/999999', {})).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(() => engine.handle('/media/999999', {})).toThrow(WordPressError);
  });
});

describe('content queries on the snapshot', () => {
  it('lists insights without case studies, newest first, 12 a page', async () => {
    const page = await api.getInsights({ page: 1 });
    expect(page.posts).toHaveLength(12);
    expect(page.posts.some((post) => post.isCaseStudy)).toBe(false);
    expect(page.totalPages).toBe(Math.ceil(page.total / 12));
  });

  it('gives an empty page past the end, not an error', async () => {
    const page = await api.getInsights({ page: 99 });
    expect(page.posts).toEqual([]);
  });

  it('lists case studies oldest first, by stage, and empty for a missing stage', async () => {
    const all = await api.getCaseStudies({});
    const dates = all.posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort());
    const analysis = await api.getCaseStudies({ stage: 'Analysis' });
    expect(analysis.total).toBeGreaterThan(0);
    expect(analysis.posts.every((p) => p.tags.some((t) => t.name === 'Analysis'))).toBe(true);
    expect((await api.getCaseStudies({ stage: 'Impact' })).total).toBe(0);
  });

  it('gives an empty case-study list when there is no Case Study category', async () => {
    const without: Snapshot = {
      ...snapshot,
      categories: snapshot.categories.filter((c) => c.view.name !== 'Case Study'),
    };
    const page = await createContentApi(createSnapshotTransport(without)).getCaseStudies({});
    expect(page).toMatchObject({ posts: [], total: 0 });
  });

  it('decodes HTML entities in titles and shows an empty title as Untitled', async () => {
    expect((await api.getPostBySlug('sales-and-marketing-alignment-shared-story'))?.title).toBe(
      'Sales & marketing alignment starts with one shared story',
    );
    expect((await api.getPostBySlug('206'))?.title).toBe('Untitled');
  });

  it('finds a post by a non-Latin slug, encoded or not', async () => {
    const post = await api.getPostBySlug('顧客インタビューの始め方');
    expect(post?.title).toMatch(/^顧客インタビュー/);
    expect((await api.getPostBySlug(encodeURIComponent('顧客インタビューの始め方')))?.id).toBe(
      post?.id,
    );
  });

  it('returns the article with its HTML, categories, tags and image', async () => {
    const post = await api.getPostBySlug('four-forces-worked-example');
    expect(post?.contentHtml).toContain('data-four-forces');
    expect(post?.categories.map((c) => c.name)).toEqual(['Insights']);
    expect(post?.tags.map((t) => t.name)).toEqual(['Jobs-to-Be-Done', 'Switching Behaviour']);
    expect(post?.image?.url).toMatch(/^\/sample-media\//);
    expect(await api.getPostBySlug('no-such-post')).toBeNull();
  });

  it('finds related posts by shared tag and the case-study neighbours', async () => {
    const post = (await api.getPostBySlug('four-forces-worked-example'))!;
    const related = await api.getRelatedPosts(post);
    expect(related.length).toBeGreaterThan(0);
    expect(
      related.every(
        (r) => r.id !== post.id && r.tags.some((t) => post.tags.some((p) => p.id === t.id)),
      ),
    ).toBe(true);
    const middle = (await api.getPostBySlug('live-case-study-interviews-week-two'))!;
    const { previous, next } = await api.getAdjacentCaseStudies(middle);
    expect(previous?.slug).toBe('live-case-study-interviews-week-one');
    expect(next?.slug).toBe('live-case-study-interviews-week-three');
  });

  it('lists every post over all pages for the sitemap', async () => {
    const template = snapshot.posts[0]!;
    const many: Snapshot = {
      ...snapshot,
      posts: Array.from({ length: 250 }, (_, i) => ({
        raw: { ...template.raw, id: 10_000 + i, slug: `post-${i}` },
        view: { ...template.view, id: 10_000 + i, slug: `post-${i}` },
      })),
    };
    const refs = await createContentApi(createSnapshotTransport(many)).getAllPostRefs();
    expect(refs).toHaveLength(250);
    expect(new Set(refs.map((r) => r.slug)).size).toBe(250);
  });

  it('looks media up with one include= call when posts come without _embedded', async () => {
    const fetchImpl = jest.fn(async (url: string) =>
      replay(
        url.includes('/media')
          ? 'media-include'
          : url.includes('/categories')
            ? 'categories-case-study'
            : 'posts-no-embed',
      ),
    );
    const rest = createContentApi(
      createRestTransport({
        baseUrl: 'https://cms.example.com',
        fetch: fetchImpl as unknown as typeof fetch,
      }),
    );
    const page = await rest.getInsights({ search: 'spreadsheet' });
    const mediaCalls = fetchImpl.mock.calls.filter(([url]) => url.includes('/media'));
    expect(mediaCalls).toHaveLength(1);
    expect(mediaCalls[0]![0]).toMatch(/include=\d+%2C\d+/);
    expect(page.posts.every((post) => post.image?.url.includes('/wp-content/uploads/'))).toBe(true);
  });
});
