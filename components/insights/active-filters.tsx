import { IntentLink } from '@/components/ui/intent-link';
import { insightsHref } from '@/lib/post-list/params';

interface ActiveFiltersProps {
  query?: string;
  tag?: { id: number; name: string };
  labels: {
    activeFilters: string;
    clearAll: string;
    searchChip: (query: string) => string;
    topicChip: (name: string) => string;
    removeFilter: (label: string) => string;
  };
}

const CLEAR_ALL = 'text-accent-strong font-semibold hover:underline';

/** The filters in force, each removable, and 'Clear all' (shown only when a filter is set). */
export function ActiveFilters({ query, tag, labels }: ActiveFiltersProps) {
  if (!query && !tag) return null;
  const chips = [
    ...(query ? [{ label: labels.searchChip(query), href: insightsHref({ tag: tag?.id }) }] : []),
    ...(tag ? [{ label: labels.topicChip(tag.name), href: insightsHref({ query }) }] : []),
  ];
  return (
    <div
      className="flex flex-wrap items-center gap-3 text-sm"
      aria-label={labels.activeFilters}
      role="group"
    >
      <span className="text-ink-soft font-medium">{labels.activeFilters}:</span>
      {chips.map((chip) => (
        <IntentLink
          key={chip.label}
          href={chip.href}
          scroll={false}
          aria-label={labels.removeFilter(chip.label)}
          className="bg-paper text-ink hover:bg-line inline-flex items-center gap-2 rounded-full px-3 py-1"
        >
          <span>{chip.label}</span>
          <span aria-hidden="true">×</span>
        </IntentLink>
      ))}
      <IntentLink href="/insights" scroll={false} className={CLEAR_ALL}>
        {labels.clearAll}
      </IntentLink>
    </div>
  );
}
