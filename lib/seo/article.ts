import type { Metadata } from 'next';
import { articlePage } from '@/content/article';
import { getConfig } from '@/lib/config';
import type { Post } from '@/lib/wordpress';
import { metaDescription } from './description';
import { blogPostingJsonLd } from './json-ld';
import { absoluteUrl, pageMetadata } from './metadata';

/**
 * An article's metadata and structured data, with the SEO plugin's settings under the site's
 * guardrails: the canonical is the site's own, the title loses WordPress's site name, images
 * move to the public media host (or go), and the plugin's graph keeps only what the site does
 * not say itself, with no address on WordPress's host.
 */

/** schema.org types the site states itself (or that only describe WordPress's own pages). */
const OWN_TYPES = new Set([
  'Organization',
  'WebSite',
  'WebPage',
  'BreadcrumbList',
  'ImageObject',
  'Article',
  'BlogPosting',
  'NewsArticle',
  'SearchAction',
  'ReadAction',
]);
/** What the plugin's Article node says that the site's BlogPosting does not. */
const ARTICLE_FIELDS = ['keywords', 'articleSection', 'wordCount'] as const;
const MAX_NODES = 50;
const MAX_DEPTH = 8;

interface Origins {
  wordpress: string | null;
  media: string[];
  /** Where images on WordPress's host are served publicly. */
  publicMedia: string | null;
}

function origins(): Origins {
  const { wordpress } = getConfig();
  const own = wordpress.url ? new URL(wordpress.url).origin : null;
  const media = wordpress.mediaOrigins;
  return { wordpress: own, media, publicMedia: media.find((o) => o !== own) ?? media[0] ?? null };
}

/** An image address as the public sees it, or null when the site does not serve it. */
export function publicImageUrl(url: string, known = origins()): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.origin === known.wordpress && known.publicMedia) {
    return `${known.publicMedia}${parsed.pathname}${parsed.search}`;
  }
  return known.media.includes(parsed.origin) ? parsed.href : null;
}

/** The plugin's title without the " - Site name" its templates append. */
function seoTitle(post: Post): string | undefined {
  const { title, siteName } = post.seo ?? {};
  if (!title) return undefined;
  if (!siteName) return title;
  const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`\\s*[-–—|•·:~»]\\s*${escaped}\\s*$`), '').trim() || title;
}

function shareImage(post: Post) {
  const known = origins();
  for (const image of [post.seo?.image, post.image]) {
    const url = image ? publicImageUrl(image.url, known) : null;
    if (image && url) {
      return {
        url,
        width: image.width ?? undefined,
        height: image.height ?? undefined,
        alt: image.alt,
      };
    }
  }
  return undefined;
}

function description(post: Post): string {
  return post.seo?.description ?? metaDescription(post.excerpt, articlePage.fallbackDescription);
}

/** A published article's metadata (a preview adds its own robots). */
export function articleMetadata(post: Post): Metadata {
  const title = seoTitle(post) ?? post.title;
  const summary = description(post);
  const base = pageMetadata({
    title,
    description: summary,
    path: `/insights/${post.slug}`,
    image: shareImage(post),
  });
  const { seo } = post;
  return {
    ...base,
    ...(seo?.noindex || seo?.nofollow
      ? { robots: { index: !seo.noindex, follow: !seo.nofollow } }
      : {}),
    openGraph: {
      ...base.openGraph,
      ...(seo?.ogTitle ? { title: seo.ogTitle } : {}),
      ...(seo?.ogDescription ? { description: seo.ogDescription } : {}),
      type: 'article',
      publishedTime: post.date,
      modifiedTime: post.modified,
    },
  };
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function types(node: Node): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

/** A graph value with WordPress's addresses mapped to the site's; any other one dropped. */
function rewrite(value: unknown, post: Post, known: Origins, depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') {
    if (!known.wordpress || !value.startsWith(known.wordpress)) return value;
    const article = absoluteUrl(`/insights/${post.slug}`);
    const link = post.link.replace(/\/$/, '');
    if (link && (value === post.link || value === link || value.startsWith(`${post.link}#`))) {
      return `${article}${value.slice(post.link.length)}`;
    }
    const rest = value.slice(known.wordpress.length);
    if (rest === '' || rest === '/') return absoluteUrl('/');
    if (/^\/#organization$/.test(rest)) return absoluteUrl('/#organization');
    if (rest.startsWith('/wp-content/')) return publicImageUrl(value, known) ?? undefined;
    return undefined;
  }
  if (Array.isArray(value)) {
    return value
      .map((item) => rewrite(item, post, known, depth + 1))
      .filter((v) => v !== undefined);
  }
  if (isNode(value)) {
    const out: Node = {};
    for (const [key, item] of Object.entries(value)) {
      const rewritten = rewrite(item, post, known, depth + 1);
      if (rewritten !== undefined) out[key] = rewritten;
    }
    // A reference to a node that is gone ({"@id": …} alone) goes with it.
    if (Object.keys(value).length === 1 && '@id' in value && !('@id' in out)) return undefined;
    return out;
  }
  return value;
}

/** The article's structured data: the site's BlogPosting, then the plugin's other nodes. */
export function articleJsonLd(post: Post): object[] {
  const graph = (post.seo?.graph ?? []).filter(isNode).slice(0, MAX_NODES);
  const article = graph.find((node) => types(node).some((t) => /Article|BlogPosting/.test(t)));
  const posting: Record<string, unknown> = {
    ...blogPostingJsonLd({
      title: post.title,
      description: description(post),
      path: `/insights/${post.slug}`,
      datePublished: post.date,
      dateModified: post.modified,
      image: shareImage(post)?.url ?? null,
    }),
  };
  for (const field of ARTICLE_FIELDS) {
    const value = article?.[field];
    if (typeof value === 'number' || typeof value === 'string' || Array.isArray(value)) {
      posting[field] = Array.isArray(value)
        ? value.filter((v): v is string => typeof v === 'string').slice(0, 30)
        : value;
    }
  }
  const known = origins();
  const kept = graph
    .filter((node) => !types(node).some((type) => OWN_TYPES.has(type)))
    .map((node) => rewrite(node, post, known))
    .filter(isNode);
  return kept.length > 0
    ? [posting, { '@context': 'https://schema.org', '@graph': kept }]
    : [posting];
}
