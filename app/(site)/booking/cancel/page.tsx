import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { buttonVariants } from '@/components/ui/button';
import { bookingPages } from '@/content/booking';
import { founder } from '@/content/people';
import { site } from '@/content/site';
import { cancelAction } from '@/lib/booking/actions';
import { callLinkView } from '@/lib/booking/flow';
import { fill } from '@/lib/booking/text';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = bookingPages.cancel;

export const metadata: Metadata = {
  ...pageMetadata({ title: copy.title, description: copy.description, path: '/booking/cancel' }),
  robots: { index: false, follow: false },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * /booking/cancel?t=…: a single-use link of the invitation opens it. Opening it changes
 * nothing (mail scanners follow links); its one button, a form post, uses the link.
 */
export default async function CancelPage({ searchParams }: Props) {
  const { t, result } = await searchParams;
  const view = await callLinkView(t, 'cancel');
  const invalid = fill(bookingPages.slots.linkInvalid, {
    email: site.contactEmail,
    owner: founder.name,
  });
  const said =
    result === 'cancelled'
      ? bookingPages.cancel.doneText
      : result === 'used' || view.kind === 'used'
        ? bookingPages.cancel.used
        : result === 'gone' || view.kind === 'gone'
          ? bookingPages.cancel.gone
          : result === 'invalid' || view.kind === 'invalid'
            ? invalid
            : '';
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-lg text-center">
        <h1 className="text-3xl font-bold">
          {result === 'cancelled' ? bookingPages.cancel.doneHeading : copy.heading}
        </h1>
        {view.kind === 'ready' && !result ? (
          <>
            <p className="text-ink-soft mt-4">
              {fill(copy.intro, { time: view.time, zone: view.zone })}
            </p>
            <form action={cancelAction} className="mt-8">
              <input type="hidden" name="t" value={t as string} />
              <button type="submit" className={buttonVariants({ tone: 'dark' })}>
                {copy.button}
              </button>
            </form>
          </>
        ) : null}
        <p role="status" aria-live="polite" className="text-ink-soft mt-6">
          {said}
        </p>
        {view.kind !== 'ready' || result ? (
          <ButtonLink href="/" variant="dark" className="mt-8">
            {bookingPages.home}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
