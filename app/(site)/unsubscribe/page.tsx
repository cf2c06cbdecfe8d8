import type { Metadata } from 'next';
import { unsubscribePage } from '@/content/newsletter';
import { pageMetadata } from '@/lib/seo/metadata';
import { UnsubscribeForm } from './page-client';

export const metadata: Metadata = {
  ...pageMetadata({
    title: unsubscribePage.title,
    description: unsubscribePage.description,
    path: '/unsubscribe',
  }),
  robots: { index: false, follow: false },
};

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-lg">
        <UnsubscribeForm token={typeof token === 'string' && token ? token : null} />
      </div>
    </section>
  );
}
