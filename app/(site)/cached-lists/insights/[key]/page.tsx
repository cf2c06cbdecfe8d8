import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InsightsListPage } from '@/components/insights/insights-list-page';
import { insightsMetadata } from '@/lib/post-list/metadata';
import { parseInsightsSegment } from '@/lib/post-list/params';

/**
 * /insights without a search, one path per topic and page (proxy.ts rewrites the public URL
 * here): rendered on its first request, then served from Next's cache and refreshed by the
 * content's cache tags (the webhook) or after the period below.
 */
export const revalidate = 300;

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
