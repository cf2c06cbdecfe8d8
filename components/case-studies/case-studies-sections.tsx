import { caseStudiesPage as t } from '@/content/case-studies';
import { caseStudiesHref, type CaseStudiesParams } from '@/lib/post-list/params';
import { errorFields, log } from '@/lib/log';
import {
  getCaseStudies,
  getStageTags,
  STAGES,
  type PostPage,
  type StageTag,
} from '@/lib/wordpress';
import { ListSearchForm } from '@/components/insights/list-search-form';
import { Pagination } from '@/components/insights/pagination';
import { PostCard } from '@/components/insights/post-card';
import { ReloadButton } from '@/components/insights/reload-button';
import { StageFilter } from './stage-filter';

type Params = Omit<CaseStudiesParams, 'hasPage'>;

/** Stage buttons and the search box. */
export async function CaseStudiesFilters({ params }: { params: Params }) {
  const stages = await getStageTags();
  return <FiltersView params={params} stages={stages} />;
}

export function CaseStudiesFiltersFallback({ params }: { params: Params }) {
  const stages: StageTag[] = STAGES.map((stage) => ({
    stage,
    slug: stage.toLowerCase(),
    tag: { id: 0, name: stage, slug: stage.toLowerCase() },
  }));
  return <FiltersView params={params} stages={stages} />;
}

function FiltersView({ params, stages }: { params: Params; stages: StageTag[] }) {
  return (
    <div className="flex flex-col gap-5">
      <StageFilter stages={stages} active={params.stage} q={params.q} labels={t} />
      <div className="max-w-xl">
        <ListSearchForm
          key={params.q ?? ''}
          kind="case-studies"
          stage={params.stage}
          defaultValue={params.q}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          buttonLabel={t.searchButton}
        />
      </div>
    </div>
  );
}

/** One page of case-study updates (oldest first), the empty state and the failure panel. */
export async function CaseStudiesResults({ params }: { params: Params }) {
  let result: PostPage;
  try {
    result = await getCaseStudies(params.page, params.q, params.stage);
  } catch (error) {
    log.error('case_studies.unavailable', { ...errorFields(error), page: params.page });
    return (
      <section
        role="alert"
        aria-labelledby="case-studies-failure"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-8"
      >
        <h3 id="case-studies-failure" className="text-xl font-semibold">
          {t.failureTitle}
        </h3>
        <p className="text-ink-soft mt-3 max-w-2xl">{t.failureText}</p>
        <div className="mt-6">
          <ReloadButton label={t.reload} busyLabel={t.loading} />
        </div>
      </section>
    );
  }

  if (result.posts.length === 0) {
    return (
      <div className="bg-paper flex flex-col items-center gap-2 rounded-2xl px-6 py-16 text-center">
        <p className="text-lg font-semibold">{t.empty}</p>
        <p className="text-ink-soft">{t.emptyHint}</p>
      </div>
    );
  }

  const stageNames = new Set<string>(STAGES.map((stage) => stage.toLowerCase()));
  const pages = Math.max(1, result.totalPages);
  return (
    <div className="flex flex-col gap-10">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {result.posts.map((post) => (
          <li key={post.id} className="flex">
            <PostCard
              post={post}
              ctaLabel={t.readMore}
              protectedText=""
              chips={post.tags
                .filter((tag) => stageNames.has(tag.name.toLowerCase()))
                .map((tag) => tag.name)}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-4">
        <Pagination
          page={result.page}
          totalPages={result.totalPages}
          hrefFor={(page) => caseStudiesHref({ ...params, page })}
          labels={{ previous: t.previous, next: t.next, navLabel: t.paginationLabel }}
          replace
          numbered={false}
        />
        <p className="text-ink-soft text-sm" aria-live="polite">
          {t.pageStatus(result.page, pages, result.total)}
        </p>
      </div>
    </div>
  );
}
