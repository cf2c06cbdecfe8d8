/** The site's own content types: pages never see WordPress field names, URLs or escaped text. */
import type { StageName } from './constants';

export type { WpPost, WpMedia, WpTerm, WpTag, WpCategory } from './schema';

export interface Media {
  id: number;
  /** Absolute URL on the media host, or a root-relative path for the embedded sample. */
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface Term {
  id: number;
  /** Decoded for display: `UX &amp; Design` arrives and `UX & Design` leaves. */
  name: string;
  slug: string;
}

export interface Tag extends Term {
  /** WordPress's own count: it includes posts of every category. */
  count: number;
}

export type Category = Term;

export interface PostSummary {
  id: number;
  slug: string;
  /** Plain text, decoded; 'Untitled' when WordPress has none. */
  title: string;
  /** Plain text, decoded, without the "[…]" WordPress appends. */
  excerpt: string;
  /** ISO 8601 in UTC. */
  date: string;
  modified: string;
  link: string;
  image: Media | null;
  categories: Category[];
  tags: Term[];
  /** Any category whose name contains "case study" or "case studies". */
  isCaseStudy: boolean;
  isProtected: boolean;
}

/** The editor's SEO plugin settings; never a canonical address (the site's own is used). */
export interface SeoHead {
  source: 'yoast' | 'rank-math';
  title?: string;
  /** WordPress's site name, which the plugin's title templates append. */
  siteName?: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  /** The share image as the plugin names it (on WordPress's or a media host). */
  image: { url: string; width: number | null; height: number | null; alt: string } | null;
  /** The post's own robots setting (never the site-wide "discourage search engines"). */
  noindex: boolean;
  nofollow: boolean;
  /** The plugin's schema.org nodes, unread: lib/seo keeps what the site does not say itself. */
  graph: unknown[];
}

export interface Post extends PostSummary {
  /** content.rendered: untrusted HTML, sanitised by the article renderer. Empty when protected. */
  contentHtml: string;
  /** Set (when WordPress last gave it) if WordPress fails and only a day-old copy is kept. */
  outdatedSince?: string;
  seo?: SeoHead;
}

export interface PostPage {
  posts: PostSummary[];
  page: number;
  perPage: number;
  /** From X-WP-Total: the total of this filtered query. */
  total: number;
  totalPages: number;
  stale: boolean;
}

export interface StageTag {
  stage: StageName;
  slug: string;
  /** Null while the editors have not created the tag yet. */
  tag: Term | null;
}

export interface PostLink {
  slug: string;
  title: string;
  date: string;
}

export interface PostRef {
  id: number;
  slug: string;
  modified: string;
  isCaseStudy: boolean;
  noindex: boolean;
}

export interface CachedPostLink {
  title: string;
  link: string;
  date: string;
}
