import type { Metadata } from 'next';
import { LinkPageColumn, TokenButtonForm, type LinkPageProps } from '@/components/layout/link-page';
import { Status } from '@/components/privacy/field';
import { privacyAddressPage as copy, privacyOpenPage } from '@/content/privacy';
import { openAddressLink } from '@/lib/privacy';
import { addressAction } from '@/lib/privacy/client';
import { pageMetadata } from '@/lib/seo/metadata';
import { fill } from '@/lib/text';

export const metadata: Metadata = pageMetadata({ ...copy, path: '/privacy/address' });

/** /privacy/address?t=…: the link mailed to a corrected address; its button moves the data. */
export default async function PrivacyAddressPage({ searchParams }: LinkPageProps) {
  const { t, done, expired } = await searchParams;
  const link = !done && !expired ? await openAddressLink(t) : null;
  return (
    <LinkPageColumn centered>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      {done ? <Status text={copy.done} /> : null}
      {link ? (
        <>
          <p className="text-ink-soft mt-4">{fill(copy.explain, { email: link.to })}</p>
          <TokenButtonForm action={addressAction} token={t as string} label={copy.button} />
        </>
      ) : done ? null : (
        <Status text={privacyOpenPage.expired} />
      )}
    </LinkPageColumn>
  );
}
