import type { Metadata } from 'next';
import {
  LinkPageColumn,
  type LinkPageProps,
  TokenButtonForm,
  WayOnLink,
} from '@/components/layout/link-page';
import { Status } from '@/components/privacy/field';
import { privacyOpenPage as copy } from '@/content/privacy';
import { openRequest } from '@/lib/privacy';
import { openAction } from '@/lib/privacy/client';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...copy, path: '/privacy/open' });

/**
 * /privacy/open?t=…: the mailed link's page. Opening it changes nothing (mail scanners follow
 * links); its one button spends the link and opens the report.
 */
export default async function PrivacyOpenPage({ searchParams }: LinkPageProps) {
  const { t, expired } = await searchParams;
  const valid = !expired && (await openRequest(t));
  return (
    <LinkPageColumn centered>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      {valid ? (
        <>
          <p className="text-ink-soft mt-4">{copy.explain}</p>
          <TokenButtonForm action={openAction} token={t as string} label={copy.button} />
        </>
      ) : (
        <>
          <Status text={copy.expired} />
          <WayOnLink href="/privacy/requests" label={copy.again} />
        </>
      )}
    </LinkPageColumn>
  );
}
