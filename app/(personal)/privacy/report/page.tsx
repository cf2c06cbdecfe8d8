import type { Metadata } from 'next';
import { LinkPageColumn, type LinkPageProps, WayOnLink } from '@/components/layout/link-page';
import { ErrorStatus, Field, Status } from '@/components/privacy/field';
import { buttonVariants } from '@/components/ui/button';
import { privacyOpenPage, privacyReport as copy } from '@/content/privacy';
import { buildReport, PURPOSES } from '@/lib/privacy';
import { correctAction, currentAddress, eraseAction, withdrawAction } from '@/lib/privacy/client';
import { pageMetadata } from '@/lib/seo/metadata';
import { fill } from '@/lib/text';

export const metadata: Metadata = pageMetadata({ ...copy, path: '/privacy/report' });

/** What a form's post did, in words (the `done` of its redirect). */
function doneText(done: string): string {
  if (done === 'erase') return copy.erase.done;
  if (done === 'verify') return copy.correct.verify;
  if (done === 'manual') return `${copy.correct.done} ${copy.correct.manual}`;
  if (done.startsWith('withdraw:')) return copy.withdraw.done!;
  return copy.correct.done;
}

const section = 'border-line mt-10 rounded-xl border bg-white p-6 shadow-sm print:hidden';

/**
 * /privacy/report: everything held for the address of the session the mailed link opened (an
 * HTTP-only cookie, for an hour), printable as it stands, with the JSON export, and the forms
 * that correct, withdraw and erase. Each form posts without the page's script.
 */
export default async function PrivacyReportPage({ searchParams }: LinkPageProps) {
  const { done, error } = await searchParams;
  const email = await currentAddress();
  const said =
    typeof done === 'string' ? (
      <Status text={doneText(done)} />
    ) : typeof error === 'string' ? (
      <ErrorStatus code={error} />
    ) : null;
  if (!email) {
    return (
      <LinkPageColumn centered>
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        {said ?? <Status text={copy.expired} />}
        <WayOnLink href="/privacy/requests" label={privacyOpenPage.again} />
      </LinkPageColumn>
    );
  }
  const report = await buildReport(email);
  return (
    <section className="container-page py-16 sm:py-24">
      <div className="mx-auto w-full max-w-3xl">
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        <p className="text-ink-soft mt-4">{fill(copy.intro, { email })}</p>
        {said}
        <p className="mt-4 print:hidden">
          <a
            href="/api/privacy/report"
            download
            className={buttonVariants({ tone: 'outline', size: 'sm' })}
          >
            {copy.json}
          </a>
        </p>
        <p className="text-ink-soft mt-2 text-sm print:hidden">{copy.print}</p>
        {Object.entries(report.sections).map(([key, rows]) => (
          <div key={key} className="mt-8">
            <h2 className="text-xl font-semibold">{copy.sections[key] ?? key}</h2>
            {rows.length === 0 ? (
              <p className="text-ink-soft mt-2">{copy.none}</p>
            ) : (
              rows.map((row, i) => (
                <dl
                  key={i}
                  className="border-line mt-3 grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 border-t pt-3 text-sm"
                >
                  {Object.entries(row).map(([field, value]) => (
                    <div key={field} className="contents">
                      <dt className="font-semibold">{field.replace(/_/g, ' ')}</dt>
                      <dd className="break-words">{value === null ? '—' : String(value)}</dd>
                    </div>
                  ))}
                </dl>
              ))
            )}
          </div>
        ))}
        <h2 className="mt-8 text-xl font-semibold">{copy.disclosures}</h2>
        {report.disclosures.length === 0 ? (
          <p className="text-ink-soft mt-2">{copy.noDisclosures}</p>
        ) : (
          <ul className="mt-2 list-disc pl-6 text-sm">
            {report.disclosures.map((d, i) => (
              <li key={i}>
                {d.at.slice(0, 10)}: {d.service} ({d.what})
              </li>
            ))}
          </ul>
        )}

        <form action={correctAction} className={`${section} space-y-5`}>
          <h2 className="text-xl font-semibold">{copy.correct.title}</h2>
          <Field name="name" label={copy.correct.name} />
          <Field name="website" label={copy.correct.website} type="url" />
          <Field name="email" label={copy.correct.email} type="email" />
          <button type="submit" className={buttonVariants({ tone: 'dark', size: 'md' })}>
            {copy.correct.button}
          </button>
        </form>

        <div className={section}>
          <h2 className="text-xl font-semibold">{copy.withdraw.title}</h2>
          {PURPOSES.map((purpose) => (
            <form
              key={purpose}
              action={withdrawAction}
              className="mt-4 flex flex-wrap items-center gap-4"
            >
              <input type="hidden" name="purpose" value={purpose} />
              <p className="flex-1">{copy.withdraw[purpose]}</p>
              <button
                type="submit"
                aria-label={`${copy.withdraw.button}: ${purpose}`}
                className={buttonVariants({ tone: 'outline', size: 'sm' })}
              >
                {copy.withdraw.button}
              </button>
            </form>
          ))}
        </div>

        <form action={eraseAction} className={`${section} space-y-4`}>
          <h2 className="text-xl font-semibold">{copy.erase.title}</h2>
          <p>{copy.erase.explain}</p>
          <label className="flex items-center gap-3">
            <input type="checkbox" name="confirm" value="yes" required className="size-5" />
            {copy.erase.confirm}
          </label>
          <button type="submit" className={buttonVariants({ tone: 'dark', size: 'md' })}>
            {copy.erase.button}
          </button>
        </form>
      </div>
    </section>
  );
}
