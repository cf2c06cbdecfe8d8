import type { Metadata } from 'next';
import { EnsurePageParam } from '@/components/case-studies/ensure-page-param';
import {
  CaseStudiesFilters,
  CaseStudiesFiltersFallback,
  CaseStudiesResults,
} from '@/components/case-studies/case-studies-sections';
import { Timeline } from '@/components/case-studies/timeline';
import { CardSkeletons } from '@/components/insights/card-skeletons';
import { ListSuspense } from '@/components/insights/list-suspense';
import { ScrollOnChange } from '@/components/insights/scroll-on-change';
import { VideoPlayer } from '@/components/widgets/video-player';
import { caseStudiesPage as t } from '@/content/case-studies';
import { caseStudiesHref, parseCaseStudiesParams, type RawSearchParams } from '@/lib/post-list/params';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = parseCaseStudiesParams(await searchParams);
  return {
    ...pageMetadata({ title: t.metaTitle, description: t.metaDescription, path: '/case-studies' }),
    ...(params.q ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function CaseStudiesPage({ searchParams }: Props) {
  const { hasPage, ...params } = parseCaseStudiesParams(await searchParams);
  const href = caseStudiesHref(params);

  return (
    <div className="container-page flex flex-col gap-16 py-14 sm:py-20">
      {hasPage ? null : <EnsurePageParam href={href} />}
      <header className="grid items-center gap-10 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <p className="text-accent-strong text-sm font-semibold tracking-widest uppercase">
            {t.eyebrow}
          </p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t.heading}</h1>
          <p className="text-ink-soft text-lg leading-relaxed">{t.intro}</p>
        </div>
        <VideoPlayer videoUrl={t.video.url} title={t.video.title} />
      </header>

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

      <Timeline
        steps={t.timeline}
        active={t.activeStage}
        heading={t.timelineHeading}
        currentLabel={t.currentStageLabel}
      />

      <section aria-labelledby="updates-heading" className="flex flex-col gap-8">
        <div id="case-study-filters" className="flex scroll-mt-24 flex-col gap-6">
          <h2 id="updates-heading" className="text-2xl font-bold">
            {t.updatesHeading}
          </h2>
          <ScrollOnChange targetId="case-study-filters" />
          <ListSuspense fallback={<CaseStudiesFiltersFallback params={params} />}>
            <CaseStudiesFilters params={params} />
          </ListSuspense>
        </div>
        <ListSuspense boundaryKey={href} fallback={<CardSkeletons count={6} label={t.loading} />}>
          <CaseStudiesResults params={params} />
        </ListSuspense>
      </section>
    </div>
  );
}
