import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudiesListPage } from '@/components/case-studies/case-studies-list-page';
import { caseStudiesMetadata } from '@/lib/post-list/metadata';
import { parseCaseStudiesSegment } from '@/lib/post-list/params';

/**
 * /case-studies without a search, one path per stage and page (proxy.ts rewrites the public
 * URL here), served from Next's cache and rendered again at most every 10 s.
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
