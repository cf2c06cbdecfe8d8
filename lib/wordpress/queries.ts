import { errorFields, log } from '@/lib/log';
import {
  CASE_STUDIES_PAGE_SIZE,
  CASE_STUDY_CATEGORY_NAME,
  INSIGHTS_PAGE_SIZE,
  MAX_PER_PAGE,
  RECENTLY_CACHED_LIMIT,
  STAGES,
  TAGS,
  TAG_LIST_LIMIT,
  type StageName,
  isOutdated,
} from './constants';
import type { LastGoodStore } from './last-good';
import {
  hasEmbeddedMedia,
  hasEmbeddedTerms,
  reshapeCategory,
  reshapeMedia,
  reshapePost,
  reshapePostSummary,
  reshapeTag,
  type ReshapeExtras,
} from './reshape';
import {
  wpCategoryListSchema,
  wpCategorySchema,
  wpAutosaveSchema,
  wpMediaListSchema,
  wpPostListSchema,
  wpPostSchema,
  wpTagListSchema,
  type WpPost,
} from './schema';
import { isNoindex, parseRankMathHead, readPluginSeo } from './seo';
import { htmlToText } from './text';
import { WordPressError, type Query, type WordPressTransport } from './transport';
import type {
  CachedPostLink,
  Category,
  Media,
  Post,
  PostLink,
  PostPage,
  PostRef,
  PostSummary,
  StageTag,
  Tag,
} from './types';

export interface InsightsQuery {
  page?: number;
  search?: string;
  tagId?: number;
}

export interface CaseStudiesQuery {
  page?: number;
  search?: string;
  /** A stage name; unknown names give an empty list. */
  stage?: StageName;
}

const RECENT_INSIGHTS_KEY = 'recent-insights';

/** The slug as WordPress stores it: non-Latin characters percent-encoded in lower case. */
export function toWordPressSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // Not percent-encoded text; use it as it is.
  }
  return encodeURIComponent(decoded.trim()).toLowerCase();
}

function positive(value: number | undefined, fallback = 1): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** The site's content queries over any transport: zod-parsed, reshaped, side lookups tolerated. */
export function createContentApi(transport: WordPressTransport, keep?: LastGoodStore) {
  async function get(endpoint: string, query: Query, tags: string[]) {
    return transport.request(endpoint, query, { tags });
  }

  async function tolerate<T>(what: string, fallback: T, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log.warn('wordpress.lookup_failed', { what, ...errorFields(error) });
      return fallback;
    }
  }

  async function getAllTags(): Promise<Tag[]> {
    const response = await get('/tags', { per_page: TAG_LIST_LIMIT }, [TAGS.tags]);
    return wpTagListSchema.parse(response.body).map(reshapeTag);
  }

  /** The /insights tag bar: tags with posts, without the five stage tags (up to 100). */
  async function getTopicTags(): Promise<Tag[]> {
    return tolerate('tags', [], async () => {
      const stages = new Set(STAGES.map((stage) => stage.toLowerCase()));
      return (await getAllTags()).filter(
        (tag) => tag.count > 0 && !stages.has(tag.name.toLowerCase()),
      );
    });
  }

  async function getAllCategories(): Promise<Category[]> {
    const response = await get('/categories', { per_page: MAX_PER_PAGE }, [TAGS.categories]);
    return wpCategoryListSchema.parse(response.body).map(reshapeCategory);
  }

  /** The category named 'Case Study' (any case), or null when the editors have none. */
  async function getCaseStudyCategory(): Promise<Category | null> {
    const response = await get('/categories', { search: CASE_STUDY_CATEGORY_NAME }, [
      TAGS.categories,
    ]);
    const wanted = CASE_STUDY_CATEGORY_NAME.toLowerCase();
    const found = wpCategoryListSchema
      .parse(response.body)
      .map(reshapeCategory)
      .find((category) => category.name.toLowerCase() === wanted);
    return found ?? null;
  }

  /** The five stages, each with its tag matched by name among tags, or null if missing. */
  async function getStageTags(): Promise<StageTag[]> {
    return Promise.all(
      STAGES.map(async (stage) => {
        const tag = await tolerate('stage tag', null, async () => {
          const response = await get('/tags', { search: stage }, [TAGS.tags]);
          const match = wpTagListSchema
            .parse(response.body)
            .map(reshapeTag)
            .find((candidate) => candidate.name.toLowerCase() === stage.toLowerCase());
          return match ? { id: match.id, name: match.name, slug: match.slug } : null;
        });
        return { stage, slug: stage.toLowerCase(), tag };
      }),
    );
  }

  /** Featured media of posts that came without `_embedded` (one /media?include= call). */
  async function mediaFor(posts: WpPost[]): Promise<Map<number, Media | null>> {
    const ids = [
      ...new Set(
        posts
          .filter((p) => p.featured_media > 0 && !hasEmbeddedMedia(p))
          .map((p) => p.featured_media),
      ),
    ];
    const map = new Map<number, Media | null>();
    if (ids.length === 0) return map;
    return tolerate('media', map, async () => {
      const response = await get('/media', { include: ids.join(','), per_page: MAX_PER_PAGE }, [
        TAGS.media,
      ]);
      for (const item of wpMediaListSchema.parse(response.body))
        map.set(item.id, reshapeMedia(item));
      return map;
    });
  }

  async function listPosts(
    query: Query,
    tags: string[],
    page: number,
    perPage: number,
  ): Promise<PostPage> {
    const response = await get('/posts', { ...query, per_page: perPage, page, _embed: 1 }, tags);
    // A list kept for more than a day is not shown as if current: the failure panel is.
    if (response.stale && isOutdated(response.answeredAt)) {
      throw new WordPressError(
        0,
        '/posts',
        'outdated',
        `Only an answer from ${response.answeredAt} is kept`,
      );
    }
    const raw = wpPostListSchema.parse(response.body);
    const media = await mediaFor(raw);
    const posts = raw.map((post) => reshapePostSummary(post, { media }));
    const total = response.total ?? (raw.length > 0 ? (page - 1) * perPage + raw.length : 0);
    const totalPages = response.totalPages ?? Math.ceil(total / perPage);
    return { posts, page, perPage, total, totalPages, stale: Boolean(response.stale) };
  }

  async function rememberRecentInsights(posts: PostSummary[]) {
    if (!keep || posts.length === 0) return;
    const known = ((await getRecentlyCachedInsights()) ?? []).concat(
      posts
        .filter((post) => post.link)
        .map((post) => ({ title: post.title, link: post.link, date: post.date })),
    );
    const unique = new Map<string, CachedPostLink>();
    for (const post of known.sort((a, b) => b.date.localeCompare(a.date))) {
      if (!unique.has(post.link)) unique.set(post.link, post);
    }
    await keep.saveJson(RECENT_INSIGHTS_KEY, [...unique.values()].slice(0, RECENTLY_CACHED_LIMIT));
  }

  /** Up to 5 last-known insights, kept from earlier good answers (empty for the snapshot). */
  async function getRecentlyCachedInsights(): Promise<CachedPostLink[]> {
    const value = await keep?.loadJson(RECENT_INSIGHTS_KEY);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is CachedPostLink =>
          typeof item?.title === 'string' &&
          typeof item?.link === 'string' &&
          typeof item?.date === 'string',
      )
      .slice(0, RECENTLY_CACHED_LIMIT);
  }

  /** One page of insights: every post outside the Case Study category, newest first. */
  async function getInsights({ page, search, tagId }: InsightsQuery = {}): Promise<PostPage> {
    const category = await tolerate('case study category', null, getCaseStudyCategory);
    const result = await listPosts(
      { categories_exclude: category?.id, search: search?.trim() || undefined, tags: tagId },
      [TAGS.posts, TAGS.insights],
      positive(page),
      INSIGHTS_PAGE_SIZE,
    );
    if (!result.stale) await rememberRecentInsights(result.posts);
    return result;
  }

  async function getLatestInsights(limit = 20): Promise<PostSummary[]> {
    const category = await tolerate('case study category', null, getCaseStudyCategory);
    const result = await listPosts(
      { categories_exclude: category?.id },
      [TAGS.posts, TAGS.insights],
      1,
      Math.min(limit, MAX_PER_PAGE),
    );
    return result.posts;
  }

  /** One page of the live case study, oldest first; no Case Study category gives an empty list. */
  async function getCaseStudies({ page, search, stage }: CaseStudiesQuery = {}): Promise<PostPage> {
    const current = positive(page);
    const empty: PostPage = {
      posts: [],
      page: current,
      perPage: CASE_STUDIES_PAGE_SIZE,
      total: 0,
      totalPages: 0,
      stale: false,
    };
    const category = await getCaseStudyCategory();
    if (!category) return empty;
    let tagId: number | undefined;
    if (stage) {
      const stageTag = (await getStageTags()).find((entry) => entry.stage === stage)?.tag;
      if (!stageTag) return empty;
      tagId = stageTag.id;
    }
    return listPosts(
      {
        categories: category.id,
        order: 'asc',
        orderby: 'date',
        search: search?.trim() || undefined,
        tags: tagId,
      },
      [TAGS.posts, TAGS.caseStudies],
      current,
      CASE_STUDIES_PAGE_SIZE,
    );
  }

  async function getMedia(id: number): Promise<Media | null> {
    return tolerate('media', null, async () =>
      reshapeMedia((await get(`/media/${id}`, {}, [TAGS.media])).body),
    );
  }

  async function getCategory(id: number): Promise<Category | null> {
    return tolerate('category', null, async () =>
      reshapeCategory(
        wpCategorySchema.parse((await get(`/categories/${id}`, {}, [TAGS.categories])).body),
      ),
    );
  }

  /** The article: first post with that slug, with its HTML, terms and featured image. */
  async function getPostBySlug(slug: string): Promise<Post | null> {
    const wpSlug = toWordPressSlug(slug);
    if (!wpSlug) return null;
    const response = await get('/posts', { slug: wpSlug, _embed: 1 }, [TAGS.postSlug(wpSlug)]);
    const raw = wpPostListSchema.parse(response.body)[0];
    if (!raw) return null;
    const post = await withLookups(raw);
    // Kept for more than a day while WordPress fails: the page says it may be out of date.
    if (response.stale && isOutdated(response.answeredAt)) post.outdatedSince = response.answeredAt;
    return post;
  }

  /** A post with its image, categories and tags looked up when they came without `_embed`. */
  async function withLookups(raw: WpPost): Promise<Post> {
    const extras: ReshapeExtras = {};
    if (raw.featured_media > 0 && !hasEmbeddedMedia(raw)) {
      extras.media = new Map([[raw.featured_media, await getMedia(raw.featured_media)]]);
    }
    if (!hasEmbeddedTerms(raw)) {
      const categories = await Promise.all(raw.categories.map(getCategory));
      extras.categories = new Map(
        categories.filter((c): c is Category => c !== null).map((c) => [c.id, c]),
      );
      if (raw.tags.length > 0) {
        extras.tags = await tolerate('tags', new Map(), async () => {
          const tags = await get('/tags', { include: raw.tags.join(','), per_page: MAX_PER_PAGE }, [
            TAGS.tags,
          ]);
          return new Map(wpTagListSchema.parse(tags.body).map((tag) => [tag.id, reshapeTag(tag)]));
        });
      }
    }
    const post = reshapePost(raw, extras);
    if (!post.seo) {
      const rankMath = await rankMathHead(raw);
      if (rankMath) post.seo = rankMath;
    }
    return post;
  }

  /** Rank Math's head from its headless endpoint, when the plugin says Rank Math is in use. */
  async function rankMathHead(raw: WpPost) {
    const plugin = readPluginSeo(raw.hidden_growth_seo);
    if (plugin?.plugin !== 'rank-math' || !raw.link || !transport.requestHead) return undefined;
    const link = raw.link;
    return tolerate('rank math head', undefined, async () => {
      const answer = await transport.requestHead!(link, { tags: [TAGS.post(raw.id)] });
      const head = (answer as { head?: unknown } | null)?.head;
      return typeof head === 'string' ? parseRankMathHead(head, plugin) : undefined;
    });
  }

  /**
   * A post by id in any status, with the autosave `revision` laid over it: what the editors'
   * Preview shows (only the preview account's uncached transport can read it).
   */
  async function getPreviewPost(
    id: number,
    revision = 0,
  ): Promise<{ post: Post; published: boolean }> {
    const raw = wpPostSchema.parse((await get(`/posts/${id}`, { _embed: 1 }, [])).body);
    let shown: WpPost = raw;
    if (revision > 0) {
      const autosave = wpAutosaveSchema.parse(
        (await get(`/posts/${id}/autosaves/${revision}`, {}, [])).body,
      );
      if (autosave.parent !== id) throw new WordPressError(404, '/autosaves', 'not_its_autosave');
      shown = {
        ...raw,
        title: autosave.title,
        content: autosave.content ?? raw.content,
        excerpt: autosave.excerpt ?? raw.excerpt,
        modified: autosave.modified ?? raw.modified,
        modified_gmt: autosave.modified_gmt ?? raw.modified_gmt,
      };
    }
    return { post: await withLookups(shown), published: raw.status === 'publish' };
  }

  /** A post by id while it is published (else null: WordPress answers 401-410); the newsletter's. */
  async function getPublishedPost(id: number): Promise<Post | null> {
    let raw: WpPost;
    try {
      raw = wpPostSchema.parse((await get(`/posts/${id}`, { _embed: 1 }, [TAGS.post(id)])).body);
    } catch (error) {
      if (error instanceof WordPressError && error.isClientError) return null;
      throw error;
    }
    if (raw.status !== undefined && raw.status !== 'publish') return null;
    return withLookups(raw);
  }

  /** Every post of a query, 100 a page, all pages. */
  async function allPosts(query: Query, tags: string[]): Promise<WpPost[]> {
    const all: WpPost[] = [];
    for (let page = 1; ; page++) {
      const response = await get('/posts', { ...query, per_page: MAX_PER_PAGE, page }, tags);
      const posts = wpPostListSchema.parse(response.body);
      all.push(...posts);
      const totalPages = response.totalPages ?? (posts.length === MAX_PER_PAGE ? page + 1 : page);
      if (posts.length === 0 || page >= totalPages) return all;
    }
  }

  /** Every published post: sitemap and generateStaticParams. */
  async function getAllPostRefs(): Promise<PostRef[]> {
    const categories = await tolerate('categories', [] as Category[], getAllCategories);
    const caseStudyIds = new Set(
      categories.filter((c) => /case stud(y|ies)/i.test(c.name)).map((c) => c.id),
    );
    return (await allPosts({}, [TAGS.posts])).map((post) => ({
      id: post.id,
      slug: post.slug,
      modified: reshapePostSummary(post).modified,
      isCaseStudy: post.categories.some((id) => caseStudyIds.has(id)),
      noindex: isNoindex(post),
    }));
  }

  /** Posts sharing a tag with this one, of the same kind (insight or case study), newest first. */
  async function getRelatedPosts(post: PostSummary, limit = 3): Promise<PostSummary[]> {
    if (post.tags.length === 0) return [];
    return tolerate('related posts', [], async () => {
      const category = await getCaseStudyCategory();
      const query: Query = { tags: post.tags.map((tag) => tag.id).join(','), exclude: post.id };
      if (category) {
        if (post.isCaseStudy) query.categories = category.id;
        else query.categories_exclude = category.id;
      }
      return (await listPosts(query, [TAGS.posts], 1, limit)).posts;
    });
  }

  async function getCaseStudyTimeline(): Promise<PostLink[]> {
    const category = await getCaseStudyCategory();
    if (!category) return [];
    const posts = await allPosts({ categories: category.id, order: 'asc', orderby: 'date' }, [
      TAGS.posts,
      TAGS.caseStudies,
    ]);
    return posts.map((post) => {
      const { title, date } = reshapePostSummary(post);
      return { slug: post.slug, title, date };
    });
  }

  /** The case-study updates before and after this one. */
  async function getAdjacentCaseStudies(
    post: PostSummary,
  ): Promise<{ previous: PostLink | null; next: PostLink | null }> {
    if (!post.isCaseStudy) return { previous: null, next: null };
    return tolerate('adjacent case studies', { previous: null, next: null }, async () => {
      const timeline = await getCaseStudyTimeline();
      const index = timeline.findIndex((entry) => entry.slug === post.slug);
      if (index === -1) return { previous: null, next: null };
      return { previous: timeline[index - 1] ?? null, next: timeline[index + 1] ?? null };
    });
  }

  return {
    source: transport.kind,
    getAllTags,
    getTopicTags,
    getAllCategories,
    getCaseStudyCategory,
    getStageTags,
    getInsights,
    getLatestInsights,
    getCaseStudies,
    getPostBySlug,
    getPublishedPost,
    reachable: async () => (transport.reachable ? transport.reachable() : true),
    getPreviewPost,
    getAllPostRefs,
    getRelatedPosts,
    getAdjacentCaseStudies,
    getCaseStudyTimeline,
    getMedia,
    getCategory,
    getRecentlyCachedInsights,
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;

export { htmlToText };
