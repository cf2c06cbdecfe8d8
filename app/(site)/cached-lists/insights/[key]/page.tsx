import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InsightsListPage } from '@/components/insights/insights-list-page';
import { insightsMetadata } from '@/lib/post-list/metadata';
import { parseInsightsSegment } from '@/lib/post-list/params';

/**
 * /insights without a search, one path per topic and page (proxy.ts rewrites the public URL
 * here): rendered on its first request, then served from Next's cache. It is rendered again at
 * most every 10 s from the fetched posts, which are read from WordPress at most every 5
 * minutes or at once after the webhook, so a cache in front (the deploy kit's nginx), told
 * s-maxage=10, shows a change within seconds.
 */
export const revalidate = 10;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = parseInsightsSegment((await params).key);
  return parsed ? insightsMetadata(parsed) : {};
}

export default async function CachedInsightsPage({ params }: Props) {
  const parsed = parseInsightsSegment((await params).key);
  if (!parsed) notFound();
  return <InsightsListPage params={parsed} cached />;
}
