import type { Metadata } from 'next';
import { CallLinkPage } from '@/components/booking/call-link-page';
import type { LinkPageProps } from '@/components/layout/link-page';
import { bookingPages } from '@/content/booking';
import { changeAction } from '@/lib/booking/client';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...bookingPages.change, path: '/booking/change' });

/** /booking/change?t=…: a single-use link of the invitation; its one button leads to other times. */
export default async function ChangePage({ searchParams }: LinkPageProps) {
  return <CallLinkPage purpose="change" action={changeAction} searchParams={await searchParams} />;
}
