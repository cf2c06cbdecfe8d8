import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { InsightsListPage } from '@/components/insights/insights-list-page';
import { insightsMetadata, type ListPageProps } from '@/lib/post-list/metadata';
import { insightsHref, isCanonicalInsightsUrl, parseInsightsParams } from '@/lib/post-list/params';

// A search, rendered per request; proxy.ts rewrites every other list URL to cached-lists/.

export async function generateMetadata({ searchParams }: ListPageProps): Promise<Metadata> {
  return insightsMetadata(parseInsightsParams(await searchParams));
}

export default async function InsightsPage({ searchParams }: ListPageProps) {
  const raw = await searchParams;
  const params = parseInsightsParams(raw);
  // A search form sent without JavaScript may carry an empty or padded query.
  if (!isCanonicalInsightsUrl(raw)) redirect(insightsHref(params));

  return <InsightsListPage params={params} cached={false} />;
}
