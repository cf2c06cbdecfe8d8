import type { Metadata } from 'next';
import { CallLinkPage } from '@/components/booking/call-link-page';
import { bookingPages } from '@/content/booking';
import { changeAction } from '@/lib/booking/client';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = bookingPages.change;

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: '/booking/change',
});

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /booking/change?t=…: a single-use link of the invitation; its one button leads to other times. */
export default async function ChangePage({ searchParams }: Props) {
  return <CallLinkPage purpose="change" action={changeAction} searchParams={await searchParams} />;
}
