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
      locale: 'en_GB',
      title: site.defaultTitle,
      description: site.description,
    },
    twitter: {
      card: 'summary_large_image',
      title: site.defaultTitle,
      description: site.description,
    },
    robots: { index: true, follow: true },
  };
}

interface PageMetadataInput {
  title: string;
  description: string;
  path: string;
  /** Absolute or root-relative image; defaults to the site's share image. */
  image?: { url: string; width?: number; height?: number; alt?: string };
}

/** A page's own title, description, canonical URL and share cards. */
export function pageMetadata({ title, description, path, image }: PageMetadataInput): Metadata {
  const images = image ? [image] : undefined;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.brandName,
      title,
      description,
      url: path,
      ...(images ? { images } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, ...(images ? { images } : {}) },
  };
}

export function absoluteUrl(path: string): string {
  return new URL(path, getConfig().siteUrl).toString();
}
