import { FilterBar, FilterFrame } from '@/components/post-list/filters';
import { caseStudiesPage as t } from '@/content/case-studies';
import { caseStudiesHref, type CaseStudiesParams } from '@/lib/post-list/params';
import { getStageTags, STAGES, type StageTag } from '@/lib/wordpress';

type Params = Omit<CaseStudiesParams, 'hasPage'>;

/** Stage buttons and the search box. */
export async function CaseStudiesFilters({ params }: { params: Params }) {
  return <StageFilters params={params} stages={await getStageTags()} />;
}

/** The same filters while the stage tags load, every stage assumed to exist. */
export function CaseStudiesFiltersFallback({ params }: { params: Params }) {
  const stages: StageTag[] = STAGES.map((stage) => ({
    stage,
    slug: stage.toLowerCase(),
    tag: { id: 0, name: stage, slug: stage.toLowerCase() },
  }));
  return <StageFilters params={params} stages={stages} />;
}

/** 'All stages' and the five stages, then the search form; they replace the history entry. */
function StageFilters({ params, stages }: { params: Params; stages: StageTag[] }) {
  const { q, stage: active } = params;
  return (
    <FilterFrame
      bar={
        <FilterBar
          label={t.stageFilterLabel}
          replace
          items={[
            { key: 'all', label: t.allStages, href: caseStudiesHref({ q }), active: !active },
            ...stages.map((entry) => ({
              key: entry.slug,
              label: entry.stage,
              hint: entry.tag ? null : t.tagMissingHint,
              href: caseStudiesHref({ q, stage: entry.stage }),
              active: active === entry.stage,
            })),
          ]}
        />
      }
      search={{ kind: 'case-studies', params, labels: t.search }}
    />
  );
}
