import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { buttonVariants } from '@/components/ui/button';
import { leadStatuses, ownerPage } from '@/content/booking';
import { ownerView } from '@/lib/booking';
import { ownerFormAction } from '@/lib/booking/client';
import { fill } from '@/lib/text';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: ownerPage.title,
  description: ownerPage.description,
  path: '/leads/act',
});

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** After the post, what it did; before, whether the status is already the one offered. */
function said(view: NonNullable<Awaited<ReturnType<typeof ownerView>>>, result: unknown) {
  const status = { status: leadStatuses[view.status] };
  const recorded = view.status === view.action;
  const afterPost = new Map([
    ['done', recorded ? fill(ownerPage.done, status) : ''],
    ['failed', ownerPage.failed],
  ]).get(String(result));
  return afterPost ?? (recorded ? fill(ownerPage.already, status) : '');
}

/**
 * /leads/act?t=…: the page a link in a lead's mail opens, for the owner. It shows the lead
 * and one button; opening it changes nothing (mail scanners follow links too), the button's
 * form post records the status. Works without the page's script.
 */
export default async function OwnerLeadPage({ searchParams }: Props) {
  const { t, result } = await searchParams;
  const view = await ownerView(t);
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-lg text-center">
        {view ? (
          <>
            <h1 className="text-3xl font-bold">{view.name}</h1>
            <p className="text-ink-soft mt-4">
              {fill(ownerPage.summary, {
                email: view.email,
                applied: view.applied,
                zone: view.zone,
                status: leadStatuses[view.status],
              })}
            </p>
            <p className="mt-2 font-semibold">
              {view.booked
                ? fill(ownerPage.booked, { time: view.booked.time, zone: view.booked.zone })
                : ownerPage.notBooked}
            </p>
            <p className="text-ink-soft mt-2">{ownerPage.explain[view.action]}</p>
            <form action={ownerFormAction} className="mt-8">
              <input type="hidden" name="t" value={t as string} />
              <button type="submit" className={buttonVariants({ tone: 'dark' })}>
                {ownerPage.buttons[view.action]}
              </button>
            </form>
            <p role="status" aria-live="polite" className="mt-6 font-semibold">
              {view ? said(view, result) : null}
            </p>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold">{ownerPage.title}</h1>
            <p role="status" className="text-ink-soft mt-4">
              {ownerPage.expired}
            </p>
            <ButtonLink href="/" variant="dark" className="mt-8">
              {ownerPage.home}
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
