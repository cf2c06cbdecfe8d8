import type { Metadata } from 'next';
import { CallLinkPage } from '@/components/booking/call-link-page';
import type { LinkPageProps } from '@/components/layout/link-page';
import { bookingPages } from '@/content/booking';
import { cancelAction } from '@/lib/booking/client';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...bookingPages.cancel, path: '/booking/cancel' });

/** /booking/cancel?t=…: a single-use link of the invitation; its one button cancels the call. */
export default async function CancelPage({ searchParams }: LinkPageProps) {
  return <CallLinkPage purpose="cancel" action={cancelAction} searchParams={await searchParams} />;
}
