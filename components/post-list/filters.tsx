import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/utils';
import { ListSearchForm, type SearchedList } from './list-search-form';

export interface FilterItem {
  key: string;
  label: string;
  /** A note after the label, such as a stage whose tag does not exist yet. */
  hint?: string | null;
  href: string;
  active: boolean;
}

/** A row of filters as pill links, each a crawlable URL, the active one marked. */
export function FilterBar({
  label,
  items,
  replace = false,
}: {
  label: string;
  items: FilterItem[];
  replace?: boolean;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <IntentLink
              href={item.href}
              replace={replace}
              scroll={false}
              aria-current={item.active ? 'true' : undefined}
              className={cn(
                'filter-pill',
                item.active
                  ? 'bg-ink border-ink text-white'
                  : 'border-line text-ink hover:border-ink bg-white',
              )}
            >
              {item.label}
              {item.hint ? (
                <span className={cn('text-xs', item.active ? 'text-white/80' : 'text-ink-soft')}>
                  {item.hint}
                </span>
              ) : null}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FilterBarSkeleton({ count }: { count: number }) {
  return (
    <div className="flex flex-wrap gap-2" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="bg-paper h-9 w-28 animate-pulse rounded-full" />
      ))}
    </div>
  );
}

/** The filter area: the filter bar, the search form below it, then the filters in force. */
export function FilterFrame({
  bar,
  search,
  active,
}: {
  bar: ReactNode;
  search: SearchedList;
  active?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      {bar}
      <div className="max-w-xl">
        <ListSearchForm
          {...search}
          buttonClassName={buttonVariants({ tone: 'dark', size: 'md' })}
        />
      </div>
      {active}
    </div>
  );
}
