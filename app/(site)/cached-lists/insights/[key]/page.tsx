import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InsightsListPage } from '@/components/insights/insights-list-page';
import { insightsMetadata } from '@/lib/post-list/metadata';
import { parseInsightsSegment } from '@/lib/post-list/params';

/**
 * /insights without a search, one path per topic and page (proxy.ts rewrites the public URL
 * here), served from Next's cache and rendered again at most every 10 s.
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
