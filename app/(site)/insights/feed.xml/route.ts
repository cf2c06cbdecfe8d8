import { insightsPage as t } from '@/content/insights';
import { absoluteUrl } from '@/lib/seo/metadata';
import { renderRss } from '@/lib/seo/rss';
import { getLatestInsights } from '@/lib/wordpress';

export const revalidate = 300;

// GET /insights/feed.xml - RSS 2.0 feed of the latest insights
export async function GET() {
  const posts = await getLatestInsights(20);
  const xml = renderRss({
    title: t.feedTitle,
    url: absoluteUrl('/insights'),
    feedUrl: absoluteUrl('/insights/feed.xml'),
    description: t.feedDescription,
    items: posts.map((post) => ({
      title: post.title,
      url: absoluteUrl(`/insights/${post.slug}`),
      description: post.isProtected ? t.card.protectedText : post.excerpt,
      date: post.date,
      categories: post.tags.map((tag) => tag.name),
    })),
  });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
