import { EnsurePageParam } from '@/components/case-studies/ensure-page-param';
import {
  CaseStudiesFilters,
  CaseStudiesFiltersFallback,
} from '@/components/case-studies/case-studies-filters';
import { CaseStudiesResults } from '@/components/case-studies/case-studies-results';
import { Timeline } from '@/components/case-studies/timeline';
import { ListHeader } from '@/components/post-list/list-header';
import { FiltersBoundary, ResultsBoundary } from '@/components/post-list/list-suspense';
import { VideoPlayer } from '@/components/widgets/video-player';
import { caseStudiesPage as t } from '@/content/case-studies';
import { caseStudiesHref, type CaseStudiesParams } from '@/lib/post-list/params';

/** The /case-studies page: rendered per request for a search, else once for everyone (`cached`). */
export function CaseStudiesListPage({
  params: { hasPage, ...params },
  cached,
}: {
  params: CaseStudiesParams;
  cached: boolean;
}) {
  const href = caseStudiesHref(params);

  return (
    <div className="container-page flex flex-col gap-16 py-14 sm:py-20">
      {hasPage ? null : <EnsurePageParam href={href} />}
      <ListHeader
        eyebrow={t.eyebrow}
        heading={t.heading}
        intro={t.intro}
        aside={<VideoPlayer videoUrl={t.video.url} title={t.video.title} details={t.video} />}
      />

      <section aria-labelledby="story-heading" className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <h2 id="story-heading" className="text-2xl font-bold">
          {t.storyHeading}
        </h2>
        <div className="text-ink-soft flex flex-col gap-4 text-lg leading-relaxed">
          {t.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <Timeline copy={t} />

      <section aria-labelledby="updates-heading" className="flex flex-col gap-8">
        <div id="case-study-filters" className="flex scroll-mt-24 flex-col gap-6">
          <h2 id="updates-heading" className="text-2xl font-bold">
            {t.updatesHeading}
          </h2>
          <FiltersBoundary
            targetId="case-study-filters"
            cached={cached}
            fallback={<CaseStudiesFiltersFallback params={params} />}
          >
            <CaseStudiesFilters params={params} />
          </FiltersBoundary>
        </div>
        <ResultsBoundary listHref={href} loadingLabel={t.loading} cached={cached}>
          <CaseStudiesResults params={params} />
        </ResultsBoundary>
      </section>
    </div>
  );
}
