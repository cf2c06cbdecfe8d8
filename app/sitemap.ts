import type { MetadataRoute } from 'next';
import { staticRoutes } from '@/content/site';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getSitemapPostRefs } from '@/lib/wordpress';

// Regenerated at most every 5 minutes, and at once when the WordPress webhook fires.
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Every post that may be indexed, over all pages of WordPress's answer, on the site's own
  // addresses (never WordPress's); while WordPress fails, the last good list.
  const posts = await getSitemapPostRefs();
  return [
    ...staticRoutes.map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...posts.map((post) => ({
      url: absoluteUrl(`/insights/${post.slug}`),
      lastModified: post.modified,
      changeFrequency: 'monthly' as const,
      priority: post.isCaseStudy ? 0.6 : 0.7,
    })),
  ];
}
