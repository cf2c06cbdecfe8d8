import type { Metadata } from 'next';
import { CallLinkPage } from '@/components/booking/call-link-page';
import { bookingPages } from '@/content/booking';
import { cancelAction } from '@/lib/booking/client';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = bookingPages.cancel;

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: '/booking/cancel',
});

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /booking/cancel?t=…: a single-use link of the invitation; its one button cancels the call. */
export default async function CancelPage({ searchParams }: Props) {
  return <CallLinkPage purpose="cancel" action={cancelAction} searchParams={await searchParams} />;
}
