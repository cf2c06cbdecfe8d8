import { IntentLink } from '@/components/ui/intent-link';
import { caseStudiesHref } from '@/lib/post-list/params';
import type { StageTag } from '@/lib/wordpress';
import type { StageName } from '@/lib/wordpress/constants';

interface StageFilterProps {
  stages: StageTag[];
  active?: StageName;
  q?: string;
  labels: { allStages: string; stageFilterLabel: string; tagMissingHint: string };
}

/** 'All stages' plus the five stages; a stage whose tag does not exist yet says so. */
export function StageFilter({ stages, active, q, labels }: StageFilterProps) {
  const items = [
    {
      key: 'all',
      label: labels.allStages,
      hint: null,
      href: caseStudiesHref({ q }),
      active: !active,
    },
    ...stages.map((entry) => ({
      key: entry.slug,
      label: entry.stage,
      hint: entry.tag ? null : labels.tagMissingHint,
      href: caseStudiesHref({ q, stage: entry.stage }),
      active: active === entry.stage,
    })),
  ];
  return (
    <nav aria-label={labels.stageFilterLabel}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <IntentLink
              href={item.href}
              replace
              scroll={false}
              aria-current={item.active ? 'true' : undefined}
              className={`inline-flex items-center gap-1.5 rounded-full border px-4 py-1.5 text-sm font-medium transition ${
                item.active
                  ? 'bg-ink border-ink text-white'
                  : 'border-line text-ink hover:border-ink bg-white'
              }`}
            >
              {item.label}
              {item.hint ? (
                <span className={`text-xs ${item.active ? 'text-white/80' : 'text-ink-soft'}`}>
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
