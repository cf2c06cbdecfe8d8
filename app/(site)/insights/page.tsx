import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { InsightsFilters, InsightsFiltersFallback } from '@/components/insights/insights-filters';
import { InsightsResults } from '@/components/insights/insights-results';
import { ListHeader } from '@/components/post-list/list-header';
import { FiltersBoundary, ResultsBoundary } from '@/components/post-list/list-suspense';
import { insightsPage as t } from '@/content/insights';
import { listPageMetadata, type ListPageProps } from '@/lib/post-list/metadata';
import { insightsHref, isCanonicalInsightsUrl, parseInsightsParams } from '@/lib/post-list/params';

export async function generateMetadata({ searchParams }: ListPageProps): Promise<Metadata> {
  const params = parseInsightsParams(await searchParams);
  const metadata = listPageMetadata(
    {
      title: params.page > 1 ? `${t.metaTitle} (page ${params.page})` : t.metaTitle,
      description: t.metaDescription,
      path: insightsHref({ page: params.page, tag: params.tag }),
    },
    params.query,
  );
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: '/insights/feed.xml', title: t.feedTitle }] },
    },
  };
}

export default async function InsightsPage({ searchParams }: ListPageProps) {
  const raw = await searchParams;
  const params = parseInsightsParams(raw);
  // A search form sent without JavaScript may carry an empty or padded query.
  if (!isCanonicalInsightsUrl(raw)) redirect(insightsHref(params));

  return (
    <div className="container-page flex flex-col gap-10 py-14 sm:py-20">
      <ListHeader eyebrow={t.eyebrow} heading={t.heading} intro={t.intro} />

      <section id="insights-filters" aria-label="Filters" className="scroll-mt-24">
        <FiltersBoundary
          targetId="insights-filters"
          fallback={<InsightsFiltersFallback params={params} />}
        >
          <InsightsFilters params={params} />
        </FiltersBoundary>
      </section>

      <section aria-labelledby="insights-results-heading">
        <h2 id="insights-results-heading" className="sr-only">
          {t.resultsHeading}
        </h2>
        <ResultsBoundary listHref={insightsHref(params)} loadingLabel={t.loading}>
          <InsightsResults params={params} />
        </ResultsBoundary>
      </section>

      <p className="text-ink-soft text-sm">
        <a href="/insights/feed.xml" className="hover:text-ink underline underline-offset-4">
          {t.rssLink}
        </a>
      </p>
    </div>
  );
}
