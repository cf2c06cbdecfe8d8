import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import type { RawSearchParams } from './params';

/** What Next passes a list page. */
export type ListPageProps = { searchParams: Promise<RawSearchParams> };

/**
 * A list page's metadata. Search results are for visitors, not for the index: with a search
 * the page is noindex; topic, stage and page URLs stay crawlable.
 */
export function listPageMetadata(
  page: Parameters<typeof pageMetadata>[0],
  search: string | undefined,
): Metadata {
  return { ...pageMetadata(page), ...(search ? { robots: { index: false, follow: true } } : {}) };
}
