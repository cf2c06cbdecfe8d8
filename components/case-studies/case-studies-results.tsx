import { FailurePanel } from '@/components/post-list/failure-panel';
import { EmptyState, PostResults } from '@/components/post-list/post-results';
import { Unavailable } from '@/components/post-list/unavailable';
import { caseStudiesPage as t } from '@/content/case-studies';
import { loadPostPage } from '@/lib/post-list/load';
import { caseStudiesHref, type CaseStudiesParams } from '@/lib/post-list/params';
import { getCaseStudies, STAGES } from '@/lib/wordpress';

const STAGE_NAMES = new Set<string>(STAGES.map((stage) => stage.toLowerCase()));

/** One page of case-study updates (oldest first), the empty state and the failure panel. */
export async function CaseStudiesResults({
  params,
}: {
  params: Omit<CaseStudiesParams, 'hasPage'>;
}) {
  const result = await loadPostPage('case_studies.unavailable', params.page, () =>
    getCaseStudies(params.page, params.q, params.stage),
  );
  if (!result) {
    return (
      <Unavailable
        reason="case_studies.unavailable"
        panel={
          <FailurePanel
            id="case-studies-failure"
            headingLevel={3}
            title={t.failureTitle}
            text={t.failureText}
            reload={{ label: t.reload, busyLabel: t.loading }}
          />
        }
      />
    );
  }
  if (result.posts.length === 0) return <EmptyState title={t.empty} hint={t.emptyHint} />;

  return (
    <PostResults
      result={result}
      card={(post) => ({
        ...t.card,
        // The post's stages, as chips.
        chips: post.tags
          .filter((tag) => STAGE_NAMES.has(tag.name.toLowerCase()))
          .map((tag) => tag.name),
      })}
      pagination={{
        hrefFor: (page) => caseStudiesHref({ ...params, page }),
        labels: t.pagination,
        replace: true,
        numbered: false,
      }}
      status={t.pageStatus(result.page, Math.max(1, result.totalPages), result.total)}
    />
  );
}
