import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CardSkeletons } from '@/components/insights/card-skeletons';
import { InsightsFilters, InsightsFiltersFallback } from '@/components/insights/insights-filters';
import { InsightsResults } from '@/components/insights/insights-results';
import { ListSuspense } from '@/components/insights/list-suspense';
import { ScrollOnChange } from '@/components/insights/scroll-on-change';
import { insightsPage as t } from '@/content/insights';
import {
  insightsHref,
  isCanonicalInsightsUrl,
  parseInsightsParams,
  type RawSearchParams,
} from '@/lib/post-list/params';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = parseInsightsParams(await searchParams);
  const metadata = pageMetadata({
    title: params.page > 1 ? `${t.metaTitle} (page ${params.page})` : t.metaTitle,
    description: t.metaDescription,
    path: insightsHref({ page: params.page, tag: params.tag }),
  });
  return {
    ...metadata,
    // Search results are for visitors, not for the index; topic and page URLs are crawlable.
    ...(params.query ? { robots: { index: false, follow: true } } : {}),
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: '/insights/feed.xml', title: t.feedTitle }] },
    },
  };
}

export default async function InsightsPage({ searchParams }: Props) {
  const raw = await searchParams;
  const params = parseInsightsParams(raw);
  // A search form sent without JavaScript may carry an empty or padded query.
  if (!isCanonicalInsightsUrl(raw)) redirect(insightsHref(params));

  return (
    <div className="container-page flex flex-col gap-10 py-14 sm:py-20">
      <header className="flex max-w-3xl flex-col gap-4">
        <p className="text-accent-strong text-sm font-semibold tracking-widest uppercase">
          {t.eyebrow}
        </p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t.heading}</h1>
        <p className="text-ink-soft text-lg leading-relaxed">{t.intro}</p>
      </header>

      <section id="insights-filters" aria-label="Filters" className="scroll-mt-24">
        <ScrollOnChange targetId="insights-filters" />
        <ListSuspense fallback={<InsightsFiltersFallback params={params} />}>
          <InsightsFilters params={params} />
        </ListSuspense>
      </section>

      <section aria-labelledby="insights-results-heading">
        <h2 id="insights-results-heading" className="sr-only">
          {t.resultsHeading}
        </h2>
        <ListSuspense
          boundaryKey={insightsHref(params)}
          fallback={<CardSkeletons count={6} label={t.loading} />}
        >
          <InsightsResults params={params} />
        </ListSuspense>
      </section>

      <p className="text-ink-soft text-sm">
        <a href="/insights/feed.xml" className="hover:text-ink underline underline-offset-4">
          {t.rssLink}
        </a>
      </p>
    </div>
  );
}
