import { EmptyState, PostResults } from '@/components/post-list/post-results';
import { Unavailable } from '@/components/post-list/unavailable';
import { insightsPage as t } from '@/content/insights';
import { loadPostPage } from '@/lib/post-list/load';
import { insightsHref, type InsightsParams } from '@/lib/post-list/params';
import { getInsights, getRecentlyCachedInsights } from '@/lib/wordpress';
import { InsightsUnavailable } from './insights-unavailable';

/** One page of insights for the URL's filters, its empty states and its failure panel. */
export async function InsightsResults({ params }: { params: InsightsParams }) {
  const result = await loadPostPage('insights.unavailable', params.page, () =>
    getInsights(params.page, params.query, params.tag),
  );
  if (!result) {
    return (
      <Unavailable
        reason="insights.unavailable"
        panel={<InsightsUnavailable posts={await getRecentlyCachedInsights()} />}
      />
    );
  }

  const filtered = Boolean(params.query || params.tag || params.page > 1);
  if (result.posts.length === 0) {
    return filtered ? (
      <EmptyState
        title={t.emptyFiltered}
        action={{ href: '/insights', label: t.clearAllFilters }}
      />
    ) : (
      <EmptyState title={t.emptyAll} />
    );
  }

  const from = (result.page - 1) * result.perPage + 1;
  return (
    <PostResults
      result={result}
      card={(post, index) => ({
        ...t.card,
        chips: post.tags.slice(0, 2).map((tag) => tag.name),
        imageLoading: index === 0 ? 'first' : index < 3 ? 'above-fold' : 'lazy',
      })}
      pagination={{ hrefFor: (page) => insightsHref({ ...params, page }), labels: t.pagination }}
      status={t.showing(from, from + result.posts.length - 1, result.total)}
    />
  );
}
