import { FilterBar, FilterBarSkeleton, FilterFrame } from '@/components/post-list/filters';
import { insightsPage as t } from '@/content/insights';
import { insightsHref, type InsightsParams } from '@/lib/post-list/params';
import { getTopicTags } from '@/lib/wordpress';
import { ActiveFilters } from './active-filters';

/** The topic filters (each keeps the search), the search form and the filters in force. */
export async function InsightsFilters({ params }: { params: InsightsParams }) {
  const tags = await getTopicTags();
  const { query, tag: activeTag } = params;
  const active = activeTag
    ? { id: activeTag, name: tags.find((tag) => tag.id === activeTag)?.name ?? t.unknownTopic }
    : undefined;
  return (
    <FilterFrame
      bar={
        <FilterBar
          label={t.topicsLabel}
          items={[
            { key: 'all', label: t.allTopics, href: insightsHref({ query }), active: !activeTag },
            ...tags.map((tag) => ({
              key: String(tag.id),
              label: tag.name,
              href: insightsHref({ query, tag: tag.id }),
              active: activeTag === tag.id,
            })),
          ]}
        />
      }
      search={{ kind: 'insights', params, labels: t.search }}
      active={<ActiveFilters query={query} tag={active} labels={t} />}
    />
  );
}

/** The filter area's shape while the tags load: the search form works at once. */
export function InsightsFiltersFallback({ params }: { params: InsightsParams }) {
  return (
    <FilterFrame
      bar={<FilterBarSkeleton count={7} />}
      search={{ kind: 'insights', params, labels: t.search }}
    />
  );
}
