import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * Only the API and the diagnostics are closed: the mail-link pages carry noindex, which a
 * crawler reads only on a page it may fetch. No `Allow: /`, so parsers of either precedence
 * read the file alike.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', disallow: ['/api/', '/diagnostics/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
