import { TokenButtonForm, WayOnLink } from '@/components/layout/link-page';
import { bookingPages } from '@/content/booking';
import { founder } from '@/content/people';
import { site } from '@/content/site';
import { callLinkView } from '@/lib/booking';
import { fill } from '@/lib/text';

interface Props {
  purpose: 'cancel' | 'change';
  action: (form: FormData) => Promise<void>;
  searchParams: Record<string, string | string[] | undefined>;
}

/** The page behind a single-use link of the invitation; after the post, `result` says how it went. */
export async function CallLinkPage({ purpose, action, searchParams: { t, result } }: Props) {
  const copy = bookingPages[purpose];
  const view = await callLinkView(t, purpose);
  // Both links share the cancel copy's words for a used link and a call no longer booked; the
  // first that holds, in this order, is said: what the post did, then what the link is.
  const messages = {
    cancelled: bookingPages.cancel.doneText,
    used: bookingPages.cancel.used,
    gone: bookingPages.cancel.gone,
    invalid: fill(bookingPages.slots.linkInvalid, {
      email: site.contactEmail,
      owner: founder.name,
    }),
  };
  const key = (['cancelled', 'used', 'gone', 'invalid'] as const).find(
    (k) => result === k || (k !== 'cancelled' && view.kind === k),
  );
  const said = key ? messages[key] : '';
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
            <TokenButtonForm action={action} token={t as string} label={copy.button} />
          </>
        ) : null}
        <p role="status" aria-live="polite" className="text-ink-soft mt-6">
          {said}
        </p>
        {view.kind !== 'ready' || result ? <WayOnLink label={bookingPages.home} /> : null}
      </div>
    </section>
  );
}
