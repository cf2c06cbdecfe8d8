import { InsightsFilters, InsightsFiltersFallback } from '@/components/insights/insights-filters';
import { InsightsResults } from '@/components/insights/insights-results';
import { ListHeader } from '@/components/post-list/list-header';
import { FiltersBoundary, ResultsBoundary } from '@/components/post-list/list-suspense';
import { insightsPage as t } from '@/content/insights';
import { insightsHref, type InsightsParams } from '@/lib/post-list/params';

/** The /insights page: rendered per request for a search, else once for everyone (`cached`). */
export function InsightsListPage({ params, cached }: { params: InsightsParams; cached: boolean }) {
  return (
    <div className="container-page flex flex-col gap-10 py-14 sm:py-20">
      <ListHeader eyebrow={t.eyebrow} heading={t.heading} intro={t.intro} />

      <section id="insights-filters" aria-label="Filters" className="scroll-mt-24">
        <FiltersBoundary
          targetId="insights-filters"
          cached={cached}
          fallback={<InsightsFiltersFallback params={params} />}
        >
          <InsightsFilters params={params} />
        </FiltersBoundary>
      </section>

      <section aria-labelledby="insights-results-heading">
        <h2 id="insights-results-heading" className="sr-only">
          {t.resultsHeading}
        </h2>
        <ResultsBoundary listHref={insightsHref(params)} loadingLabel={t.loading} cached={cached}>
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
