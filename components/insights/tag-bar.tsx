import { IntentLink } from '@/components/ui/intent-link';
import { insightsHref } from '@/lib/post-list/params';
import type { Tag } from '@/lib/wordpress';

interface TagBarProps {
  tags: Tag[];
  activeTag?: number;
  query?: string;
  labels: { allTopics: string; topicsLabel: string };
}

/** 'All Topics' plus the topic tags, as links: every filter is a crawlable URL (page reset to 1). */
export function TagBar({ tags, activeTag, query, labels }: TagBarProps) {
  const items = [
    { key: 'all', label: labels.allTopics, href: insightsHref({ query }), active: !activeTag },
    ...tags.map((tag) => ({
      key: String(tag.id),
      label: tag.name,
      href: insightsHref({ query, tag: tag.id }),
      active: activeTag === tag.id,
    })),
  ];
  return (
    <nav aria-label={labels.topicsLabel}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <IntentLink
              href={item.href}
              scroll={false}
              aria-current={item.active ? 'true' : undefined}
              className={`inline-flex items-center rounded-full border px-4 py-1.5 text-sm font-medium transition ${
                item.active
                  ? 'bg-ink border-ink text-white'
                  : 'border-line text-ink hover:border-ink bg-white'
              }`}
            >
              {item.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
