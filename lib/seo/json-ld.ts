import type {
  BlogPosting,
  BreadcrumbList,
  Organization,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts';
import { profiles, site } from '@/content/site';
import { parseVideoLink, youTubeThumbnailSource } from '@/lib/article/youtube';
import { absoluteUrl } from './metadata';

const ORGANIZATION_ID = '#organization';

/** The firm: its names, home page, logo, and its professional-network and video-channel pages. */
export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(`/${ORGANIZATION_ID}`),
    name: site.brandName,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(site.logo.src),
    email: site.contactEmail,
    sameAs: [profiles.linkedIn, profiles.youTube],
  };
}

/** The site itself, published by the firm: the name search results show for it. */
export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.brandName,
    url: absoluteUrl('/'),
    inLanguage: 'en-GB',
    publisher: { '@id': absoluteUrl(`/${ORGANIZATION_ID}`) },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** A trail of pages from the home page down to the current one, as the page shows it. */
export function breadcrumbJsonLd(trail: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

interface VideoInput {
  url: string;
  name: string;
  description: string;
  /** The day it was published: YYYY-MM-DD or a full ISO 8601 time. */
  uploadDate: string;
}

/** An embedded YouTube video; null for a link that is not one (the page shows no player). */
export function videoObjectJsonLd(video: VideoInput): WithContext<VideoObject> | null {
  const link = parseVideoLink(video.url);
  if (link.status !== 'valid') return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.name,
    description: video.description,
    // YouTube's own image: the site's copy sits under /api/, which crawlers are asked to skip.
    thumbnailUrl: youTubeThumbnailSource(link.id),
    uploadDate: video.uploadDate,
    embedUrl: `https://www.youtube-nocookie.com/embed/${link.id}`,
  };
}

interface BlogPostingInput {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified?: string;
  image?: string | null;
}

/** BlogPosting structured data for an article (headline, description, author, publisher, url, date, image). */
export function blogPostingJsonLd(input: BlogPostingInput): WithContext<BlogPosting> {
  const url = absoluteUrl(input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: url,
    datePublished: input.datePublished,
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    image: absoluteUrl(input.image ?? '/opengraph-image'),
    author: { '@type': 'Organization', name: site.brandName, url: absoluteUrl('/') },
    publisher: {
      '@type': 'Organization',
      name: site.legalName,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo.src) },
    },
  };
}
