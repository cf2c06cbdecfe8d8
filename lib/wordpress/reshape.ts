import {
  wpMediaSchema,
  wpTermSchema,
  type WpCategory,
  type WpMedia,
  type WpPost,
  type WpTag,
} from './schema';
import { reshapeSeo } from './seo';
import { excerptToText, htmlToText } from './text';
import type { Category, Media, Post, PostSummary, Tag, Term } from './types';

const UNTITLED = 'Untitled';
const CASE_STUDY_PATTERN = /case stud(y|ies)/i;

export function reshapeTerm(term: { id: number; name: string; slug: string }): Term {
  return { id: term.id, name: htmlToText(term.name), slug: term.slug };
}

export function reshapeTag(tag: WpTag): Tag {
  return { ...reshapeTerm(tag), count: tag.count };
}

export function reshapeCategory(category: WpCategory): Category {
  return reshapeTerm(category);
}

/** A category named like 'case study' or 'case studies' (any case) makes a post a case study. */
export function isCaseStudyCategory(name: string): boolean {
  return CASE_STUDY_PATTERN.test(name);
}

/**
 * A featured image, the largest of medium_large, large, full, source_url; a deleted or private
 * image embeds an error object instead (no source_url or media_details): then there is none.
 */
export function reshapeMedia(raw: unknown): Media | null {
  const parsed = wpMediaSchema.safeParse(raw);
  if (!parsed.success) return null;
  const media: WpMedia = parsed.data;
  if (!media.source_url && !media.media_details) return null;
  const sizes = media.media_details?.sizes;
  const named = sizes && !Array.isArray(sizes) ? sizes : {};
  const best = named.medium_large ?? named.large ?? named.full;
  const url = best?.source_url ?? media.source_url;
  if (!url || !isUsableUrl(url)) return null;
  return {
    id: media.id,
    url,
    alt: htmlToText(media.alt_text ?? ''),
    width: best?.width ?? media.media_details?.width ?? null,
    height: best?.height ?? media.media_details?.height ?? null,
  };
}

function isUsableUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The post's terms from `_embedded['wp:term']`, split by taxonomy. */
function embeddedTerms(post: WpPost): { categories: Term[]; tags: Term[] } | null {
  const groups = post._embedded?.['wp:term'];
  if (!groups) return null;
  const categories: Term[] = [];
  const tags: Term[] = [];
  for (const group of groups) {
    for (const raw of group) {
      const term = wpTermSchema.safeParse(raw);
      if (!term.success) continue;
      if (term.data.taxonomy === 'category') categories.push(reshapeTerm(term.data));
      else if (term.data.taxonomy === 'post_tag') tags.push(reshapeTerm(term.data));
    }
  }
  return { categories, tags };
}

export function hasEmbeddedTerms(post: WpPost): boolean {
  return Boolean(post._embedded?.['wp:term']);
}

export function hasEmbeddedMedia(post: WpPost): boolean {
  return Boolean(post._embedded?.['wp:featuredmedia']);
}

/** WordPress's UTC timestamp (date_gmt, no zone suffix) as ISO 8601. */
function toIso(local: string | undefined, gmt: string | null | undefined): string {
  const value = gmt && !gmt.startsWith('0000') ? `${gmt}Z` : local ? `${local}Z` : '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? new Date(0).toISOString() : new Date(time).toISOString();
}

export interface ReshapeExtras {
  media?: Map<number, Media | null>;
  categories?: Map<number, Category>;
  tags?: Map<number, Term>;
}

export function reshapePostSummary(post: WpPost, extras: ReshapeExtras = {}): PostSummary {
  const terms = embeddedTerms(post);
  const categories = terms?.categories ?? known(post.categories, extras.categories);
  const tags = terms?.tags ?? known(post.tags, extras.tags);
  const embeddedMedia = post._embedded?.['wp:featuredmedia']?.[0];
  const image =
    post.featured_media > 0
      ? embeddedMedia !== undefined
        ? reshapeMedia(embeddedMedia)
        : (extras.media?.get(post.featured_media) ?? null)
      : null;
  const title = htmlToText(post.title.rendered);
  const isProtected = Boolean(post.content?.protected || post.excerpt?.protected);
  return {
    id: post.id,
    slug: post.slug,
    title: title || UNTITLED,
    excerpt: isProtected ? '' : excerptToText(post.excerpt?.rendered ?? ''),
    date: toIso(post.date, post.date_gmt),
    modified: toIso(post.modified ?? post.date, post.modified_gmt ?? post.date_gmt),
    link: post.link,
    image,
    categories,
    tags,
    isCaseStudy: categories.some((category) => isCaseStudyCategory(category.name)),
    isProtected,
  };
}

export function reshapePost(post: WpPost, extras: ReshapeExtras = {}): Post {
  const summary = reshapePostSummary(post, extras);
  const seo = reshapeSeo(post);
  return {
    ...summary,
    contentHtml: summary.isProtected ? '' : (post.content?.rendered ?? ''),
    ...(seo ? { seo } : {}),
  };
}

function known<T>(ids: number[], map: Map<number, T> | undefined): T[] {
  return ids.map((id) => map?.get(id)).filter((item): item is T => item !== undefined);
}
