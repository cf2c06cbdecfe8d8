import type { Metadata } from 'next';
import { CaseStudiesListPage } from '@/components/case-studies/case-studies-list-page';
import { caseStudiesMetadata, type ListPageProps } from '@/lib/post-list/metadata';
import { parseCaseStudiesParams } from '@/lib/post-list/params';

// A search, rendered per request; proxy.ts rewrites every other list URL to cached-lists/.

export async function generateMetadata({ searchParams }: ListPageProps): Promise<Metadata> {
  return caseStudiesMetadata(parseCaseStudiesParams(await searchParams));
}

export default async function CaseStudiesPage({ searchParams }: ListPageProps) {
  return <CaseStudiesListPage params={parseCaseStudiesParams(await searchParams)} cached={false} />;
}
