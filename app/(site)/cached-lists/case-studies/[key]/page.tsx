import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudiesListPage } from '@/components/case-studies/case-studies-list-page';
import { caseStudiesMetadata } from '@/lib/post-list/metadata';
import { parseCaseStudiesSegment } from '@/lib/post-list/params';

/**
 * /case-studies without a search, one path per stage and page (proxy.ts rewrites the public
 * URL here): rendered on its first request, then served from Next's cache. It is rendered
 * again at most every 10 s from the fetched posts, which are read from WordPress at most every
 * 5 minutes or at once after the webhook, so a cache in front (the deploy kit's nginx), told
 * s-maxage=10, shows a change within seconds.
 */
export const revalidate = 10;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return parseCaseStudiesSegment((await params).key) ? caseStudiesMetadata({}) : {};
}

export default async function CachedCaseStudiesPage({ params }: Props) {
  const parsed = parseCaseStudiesSegment((await params).key);
  if (!parsed) notFound();
  return <CaseStudiesListPage params={parsed} cached />;
}
