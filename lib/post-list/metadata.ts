import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { caseStudiesPage as caseStudies } from '@/content/case-studies';
import { insightsPage as insights } from '@/content/insights';
import {
  insightsHref,
  type CaseStudiesParams,
  type InsightsParams,
  type RawSearchParams,
} from './params';

/** What Next passes a list page. */
export type ListPageProps = { searchParams: Promise<RawSearchParams> };

/** A list page's metadata: a search page is noindex; topic, stage and page URLs stay crawlable. */
export function listPageMetadata(
  page: Parameters<typeof pageMetadata>[0],
  search: string | undefined,
): Metadata {
  return { ...pageMetadata(page), ...(search ? { robots: { index: false, follow: true } } : {}) };
}

/** /insights's metadata for its parameters: the page in the title, the feed as alternate. */
export function insightsMetadata(params: InsightsParams): Metadata {
  const metadata = listPageMetadata(
    {
      title: params.page > 1 ? `${insights.metaTitle} (page ${params.page})` : insights.metaTitle,
      description: insights.metaDescription,
      path: insightsHref({ page: params.page, tag: params.tag }),
    },
    params.query,
  );
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: '/insights/feed.xml', title: insights.feedTitle }] },
    },
  };
}

/** /case-studies's metadata; a search is noindex. */
export function caseStudiesMetadata(params: Pick<CaseStudiesParams, 'q'>): Metadata {
  return listPageMetadata(
    {
      title: caseStudies.metaTitle,
      description: caseStudies.metaDescription,
      path: '/case-studies',
    },
    params.q,
  );
}
