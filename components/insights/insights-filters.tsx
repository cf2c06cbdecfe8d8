import { insightsPage as t } from '@/content/insights';
import type { InsightsParams } from '@/lib/post-list/params';
import { getTopicTags } from '@/lib/wordpress';
import { ActiveFilters } from './active-filters';
import { ListSearchForm } from './list-search-form';
import { TagBar } from './tag-bar';

/** The filter area: topic tags, the search form and the filters in force. */
export async function InsightsFilters({ params }: { params: InsightsParams }) {
  const tags = await getTopicTags();
  const active = params.tag
    ? { id: params.tag, name: tags.find((tag) => tag.id === params.tag)?.name ?? t.unknownTopic }
    : undefined;
  return (
    <div className="flex flex-col gap-5">
      <TagBar tags={tags} activeTag={params.tag} query={params.query} labels={t} />
      <div className="max-w-xl">
        <ListSearchForm
          key={params.query ?? ''}
          kind="insights"
          tag={params.tag}
          defaultValue={params.query}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          buttonLabel={t.searchButton}
        />
      </div>
      <ActiveFilters query={params.query} tag={active} labels={t} />
    </div>
  );
}

/** The filter area's shape while the tags load: the search form works at once. */
export function InsightsFiltersFallback({ params }: { params: InsightsParams }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-2" aria-hidden="true">
        {Array.from({ length: 7 }, (_, i) => (
          <span key={i} className="bg-paper h-9 w-28 animate-pulse rounded-full" />
        ))}
      </div>
      <div className="max-w-xl">
        <ListSearchForm
          kind="insights"
          tag={params.tag}
          defaultValue={params.query}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          buttonLabel={t.searchButton}
        />
      </div>
    </div>
  );
}
