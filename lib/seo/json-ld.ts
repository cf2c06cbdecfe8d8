import type { BlogPosting, WithContext } from 'schema-dts';
import { site } from '@/content/site';
import { absoluteUrl } from './metadata';

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
