import type { Metadata } from 'next';
import {
  LinkPageColumn,
  type LinkPageProps,
  TokenButtonForm,
  WayOnLink,
} from '@/components/layout/link-page';
import { leadStatuses, ownerPage } from '@/content/booking';
import { ownerView } from '@/lib/booking';
import { ownerFormAction } from '@/lib/booking/client';
import { fill } from '@/lib/text';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...ownerPage, path: '/leads/act' });

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

/** /leads/act?t=…: the owner's page behind a link in a lead's mail; its button records the status. */
export default async function OwnerLeadPage({ searchParams }: LinkPageProps) {
  const { t, result } = await searchParams;
  const view = await ownerView(t);
  return (
    <LinkPageColumn centered>
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
          <TokenButtonForm
            action={ownerFormAction}
            token={t as string}
            label={ownerPage.buttons[view.action]}
          />
          <p role="status" aria-live="polite" className="mt-6 font-semibold">
            {said(view, result)}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">{ownerPage.title}</h1>
          <p role="status" className="text-ink-soft mt-4">
            {ownerPage.expired}
          </p>
          <WayOnLink label={ownerPage.home} />
        </>
      )}
    </LinkPageColumn>
  );
}
