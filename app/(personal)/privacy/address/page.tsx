import type { Metadata } from 'next';
import { Status } from '@/components/privacy/field';
import { buttonVariants } from '@/components/ui/button';
import { privacyAddressPage as copy, privacyOpenPage } from '@/content/privacy';
import { openAddressLink } from '@/lib/privacy';
import { addressAction } from '@/lib/privacy/client';
import { pageMetadata } from '@/lib/seo/metadata';
import { fill } from '@/lib/text';

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: '/privacy/address',
});

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /privacy/address?t=…: the link mailed to a corrected address; its button moves the data. */
export default async function PrivacyAddressPage({ searchParams }: Props) {
  const { t, done, expired } = await searchParams;
  const link = !done && !expired ? await openAddressLink(t) : null;
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-lg text-center">
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        {done ? <Status text={copy.done} /> : null}
        {link ? (
          <>
            <p className="text-ink-soft mt-4">{fill(copy.explain, { email: link.to })}</p>
            <form action={addressAction} className="mt-8">
              <input type="hidden" name="t" value={t as string} />
              <button type="submit" className={buttonVariants({ tone: 'dark' })}>
                {copy.button}
              </button>
            </form>
          </>
        ) : done ? null : (
          <Status text={privacyOpenPage.expired} />
        )}
      </div>
    </section>
  );
}
