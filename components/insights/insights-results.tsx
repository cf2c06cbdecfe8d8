import { IntentLink } from '@/components/ui/intent-link';
import { insightsPage as t } from '@/content/insights';
import { insightsHref, type InsightsParams } from '@/lib/post-list/params';
import { errorFields, log } from '@/lib/log';
import { getInsights, getRecentlyCachedInsights, type PostPage } from '@/lib/wordpress';
import { InsightsUnavailable } from './insights-unavailable';
import { Pagination } from './pagination';
import { PostCard } from './post-card';

/** One page of insights for the URL's filters, its empty states and its failure panel. */
export async function InsightsResults({ params }: { params: InsightsParams }) {
  let result: PostPage;
  try {
    result = await getInsights(params.page, params.query, params.tag);
  } catch (error) {
    log.error('insights.unavailable', { ...errorFields(error), page: params.page });
    return <InsightsUnavailable posts={getRecentlyCachedInsights()} />;
  }

  const filtered = Boolean(params.query || params.tag || params.page > 1);
  if (result.posts.length === 0) {
    return (
      <div className="bg-paper flex flex-col items-center gap-4 rounded-2xl px-6 py-16 text-center">
        <p className="text-lg font-semibold">{filtered ? t.emptyFiltered : t.emptyAll}</p>
        {filtered ? (
          <IntentLink
            href="/insights"
            scroll={false}
            className="bg-ink hover:bg-ink-soft rounded-md px-5 py-2.5 text-sm font-semibold text-white"
          >
            {t.clearAllFilters}
          </IntentLink>
        ) : null}
      </div>
    );
  }

  const from = (result.page - 1) * result.perPage + 1;
  const to = from + result.posts.length - 1;
  return (
    <div className="flex flex-col gap-10">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {result.posts.map((post, index) => (
          <li key={post.id} className="flex">
            <PostCard
              post={post}
              ctaLabel={t.readMore}
              protectedText={t.protectedExcerpt}
              chips={post.tags.slice(0, 2).map((tag) => tag.name)}
              imageLoading={index === 0 ? 'first' : index < 3 ? 'above-fold' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-4">
        <Pagination
          page={result.page}
          totalPages={result.totalPages}
          hrefFor={(page) => insightsHref({ ...params, page })}
          labels={{ previous: t.previous, next: t.next, navLabel: t.paginationLabel }}
        />
        <p className="text-ink-soft text-sm" aria-live="polite">
          {t.showing(from, to, result.total)}
        </p>
      </div>
    </div>
  );
}
