import type { Metadata } from 'next';
import { getConfig } from '@/lib/config';
import { site } from '@/content/site';

/** Root metadata: title template, description, metadataBase from SITE_URL, share image. */
export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: site.defaultTitle, template: site.titleTemplate },
    description: site.description,
    applicationName: site.brandName,
    alternates: { canonical: '/' },
    openGraph: {
      type: 'website',
      siteName: site.brandName,
      locale: site.locale,
      title: site.defaultTitle,
      description: site.description,
    },
    twitter: {
      card: 'summary_large_image',
      title: site.defaultTitle,
      description: site.description,
    },
    // No robots entry: an explicit 'index, follow' would stand beside Next's 404 noindex.
  };
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The site's share image, named outright: a page's own `openGraph` replaces its parents' whole,
 * so pages without one would share none. A page's opengraph-image file still wins.
 */
const defaultShareImage = {
  url: '/opengraph-image',
  ...SHARE_IMAGE_SIZE,
  alt: site.defaultShareImageAlt,
};

interface PageMetadataInput {
  title: string;
  /** Use the title as written, without the root layout's template. */
  absoluteTitle?: boolean;
  description: string;
  path: string;
  /** Absolute or root-relative image; the site's by default; `'file'`: the page's own file. */
  image?: { url: string; width?: number; height?: number; alt?: string } | 'file';
}

/** A page's own title, description, canonical URL and share cards. */
export function pageMetadata({
  title,
  absoluteTitle,
  description,
  path,
  image,
}: PageMetadataInput): Metadata {
  const images = image === 'file' ? {} : { images: [image ?? defaultShareImage] };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { ...openGraph(title, description), url: path, ...images },
    twitter: { card: 'summary_large_image', title, description, ...images },
  };
}

/** A not-found answer's title and description: no canonical URL and no og:url. */
export function notFoundMetadata(title: string, description: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: null },
    openGraph: openGraph(title, description),
    twitter: { card: 'summary', title, description },
  };
}

/** A page's own Open Graph card; it replaces the root layout's whole, locale included. */
function openGraph(title: string, description: string) {
  return {
    type: 'website' as const,
    siteName: site.brandName,
    locale: site.locale,
    title,
    description,
  };
}

export function absoluteUrl(path: string): string {
  return new URL(path, getConfig().siteUrl).toString();
}
