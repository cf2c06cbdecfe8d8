import type { Metadata } from 'next';
import { Status } from '@/components/privacy/field';
import { ButtonLink } from '@/components/ui/button-link';
import { buttonVariants } from '@/components/ui/button';
import { privacyOpenPage as copy } from '@/content/privacy';
import { openRequest } from '@/lib/privacy';
import { openAction } from '@/lib/privacy/client';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: '/privacy/open',
});

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * /privacy/open?t=…: the mailed link's page. Opening it changes nothing (mail scanners follow
 * links); its one button spends the link and opens the report.
 */
export default async function PrivacyOpenPage({ searchParams }: Props) {
  const { t, expired } = await searchParams;
  const valid = !expired && (await openRequest(t));
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-lg text-center">
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        {valid ? (
          <>
            <p className="text-ink-soft mt-4">{copy.explain}</p>
            <form action={openAction} className="mt-8">
              <input type="hidden" name="t" value={t as string} />
              <button type="submit" className={buttonVariants({ tone: 'dark' })}>
                {copy.button}
              </button>
            </form>
          </>
        ) : (
          <>
            <Status text={copy.expired} />
            <ButtonLink href="/privacy/requests" variant="dark" className="mt-8">
              {copy.again}
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
