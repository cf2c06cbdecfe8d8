import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * Only the API and the diagnostics are closed. The mail-link pages (/confirm-subscription,
 * /unsubscribe) stay open: they carry noindex, which a crawler reads only on a page it may
 * fetch. No `Allow: /` either: everything not disallowed is allowed, and without it a parser
 * that takes the first matching rule reads the file as one that takes the longest does.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', disallow: ['/api/', '/diagnostics/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
