import type { Metadata } from 'next';
import { LinkPageColumn, type LinkPageProps } from '@/components/layout/link-page';
import { ErrorStatus, Field, Status } from '@/components/privacy/field';
import { buttonVariants } from '@/components/ui/button';
import { privacyRequestPage as copy } from '@/content/privacy';
import { requestAction } from '@/lib/privacy/client';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...copy, path: '/privacy/requests' });

/**
 * /privacy/requests: one address field. The answer is the same whether or not the address is
 * known (the lookup and the mail are a job's); the form posts without the page's script.
 */
export default async function PrivacyRequestsPage({ searchParams }: LinkPageProps) {
  const { sent, error } = await searchParams;
  return (
    <LinkPageColumn>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="text-ink-soft mt-4">{copy.intro}</p>
      <form
        action={requestAction}
        className="border-line mt-8 space-y-5 rounded-xl border bg-white p-6 shadow-sm"
      >
        <Field name="email" label={copy.label} type="email" required />
        <button type="submit" className={buttonVariants({ tone: 'dark' })}>
          {copy.button}
        </button>
      </form>
      {sent ? <Status text={copy.sent} /> : null}
      {typeof error === 'string' ? <ErrorStatus code={error} /> : null}
    </LinkPageColumn>
  );
}
