import type { Metadata } from 'next';
import { confirmPage } from '@/content/newsletter';
import { pageMetadata } from '@/lib/seo/metadata';
import { ConfirmSubscription } from './page-client';

export const metadata: Metadata = {
  ...pageMetadata({
    title: confirmPage.title,
    description: confirmPage.description,
    path: '/confirm-subscription',
  }),
  robots: { index: false, follow: false },
};

export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-lg">
        <ConfirmSubscription token={typeof token === 'string' && token ? token : null} />
      </div>
    </section>
  );
}
