import type { Metadata } from 'next';
import { Field, Status } from '@/components/privacy/field';
import { buttonVariants } from '@/components/ui/button';
import { privacyErrors, privacyRequestPage as copy } from '@/content/privacy';
import { requestAction } from '@/lib/privacy/client';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: '/privacy/requests',
});

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * /privacy/requests: one address field. The answer is the same whether or not the address is
 * known (the lookup and the mail are a job's); the form posts without the page's script.
 */
export default async function PrivacyRequestsPage({ searchParams }: Props) {
  const { sent, error } = await searchParams;
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-lg">
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
        {typeof error === 'string' ? (
          <Status
            text={
              Object.hasOwn(privacyErrors, error) ? privacyErrors[error]! : privacyErrors.failed!
            }
            error
          />
        ) : null}
      </div>
    </section>
  );
}
