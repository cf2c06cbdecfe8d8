import type { Metadata } from 'next';
import { LinkPageColumn, type LinkPageProps, WayOnLink } from '@/components/layout/link-page';
import { bookingPages } from '@/content/booking';
import { founder } from '@/content/people';
import { site } from '@/content/site';
import { bookedView } from '@/lib/booking';
import { fill } from '@/lib/text';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = bookingPages.booked;

export const metadata: Metadata = pageMetadata({ ...copy, path: '/booking/booked' });

/** /booking/booked?t=…: the booked call, as the applicant lands after choosing a time. */
export default async function BookedPage({ searchParams }: LinkPageProps) {
  const { t } = await searchParams;
  const view = await bookedView(t);
  return (
    <LinkPageColumn centered>
      <h1 className="text-3xl font-bold">{copy.heading}</h1>
      <div role="status" aria-live="polite">
        {!view ? (
          <p className="text-ink-soft mt-4">
            {fill(bookingPages.slots.linkInvalid, {
              email: site.contactEmail,
              owner: founder.name,
            })}
          </p>
        ) : view.status === 'cancelled' ? (
          <p className="text-ink-soft mt-4">{copy.cancelled}</p>
        ) : (
          <>
            <p className="mt-4 text-xl font-semibold">
              {fill(copy.when, { time: view.time, zone: view.zone })}
            </p>
            <p className="text-ink-soft mt-4">{fill(copy.mailed, { email: view.email })}</p>
          </>
        )}
      </div>
      <WayOnLink label={bookingPages.home} />
    </LinkPageColumn>
  );
}
