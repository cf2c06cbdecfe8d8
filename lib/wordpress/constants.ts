/** Content is at most 5 minutes old: reads revalidate that often, and at once on a webhook. */
export const REVALIDATE_SECONDS = 300;

/** An answer older than this is asked again past the cache; if that fails, it is shown as outdated. */
export const OUTDATED_AFTER_MS = 24 * 60 * 60 * 1000;

export function isOutdated(at: string | undefined, now = Date.now()): boolean {
  const time = at ? Date.parse(at) : Number.NaN;
  return Number.isFinite(time) && now - time > OUTDATED_AFTER_MS;
}

export const INSIGHTS_PAGE_SIZE = 12;
export const CASE_STUDIES_PAGE_SIZE = 12;
/** WordPress caps per_page at 100. */
export const MAX_PER_PAGE = 100;
export const TAG_LIST_LIMIT = 100;
/** At most this many last-known posts are offered when WordPress cannot be reached. */
export const RECENTLY_CACHED_LIMIT = 5;

export const CASE_STUDY_CATEGORY_NAME = 'Case Study';

/** The live case study's stages, in order; each is a WordPress tag of the same name. */
export const STAGES = ['Recruitment', 'Interviews', 'Analysis', 'Insights', 'Impact'] as const;
export type StageName = (typeof STAGES)[number];

/** Cache tags: coarse lists plus one tag per post, so a webhook can say what a change touched. */
export const TAGS = {
  posts: 'wp:posts',
  insights: 'wp:insights',
  caseStudies: 'wp:case-studies',
  tags: 'wp:tags',
  categories: 'wp:categories',
  media: 'wp:media',
  /** Every answer of the plugin's redirect route: dropped on any post change. */
  redirects: 'wp:redirects',
  post: (id: number) => `wp:post:${id}`,
  postSlug: (slug: string) => `wp:post-slug:${slug}`.slice(0, 256),
} as const;
