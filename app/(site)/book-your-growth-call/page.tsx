import { IntentLink } from '@/components/ui/intent-link';
import { Screener } from '@/components/screener/screener';
import { screenerPage } from '@/content/screener-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: screenerPage.metaTitle,
  description: screenerPage.metaDescription,
  path: '/book-your-growth-call',
});

// Static: each screener step posts to its Server Action, answered with this page without a script.
export default function BookYourGrowthCallPage() {
  const { intro } = screenerPage;
  return (
    <div className="bg-paper">
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto grid max-w-2xl gap-6">
          <header className="grid gap-2">
            <p className="label-caps text-accent-strong">{screenerPage.pageTitle}</p>
            <h1 className="section-title text-ink">{screenerPage.heading}</h1>
          </header>
          <Screener
            intro={
              <section aria-labelledby="screener-intro" className="grid gap-2">
                <h2 id="screener-intro" className="text-ink text-lg font-semibold">
                  {intro.title}
                </h2>
                <p className="text-ink-soft">{intro.body}</p>
                <p className="text-ink-soft text-sm">
                  {intro.termsLead}{' '}
                  <IntentLink href={intro.termsHref} className="text-ink font-medium underline">
                    {intro.termsLabel}
                  </IntentLink>
                  .
                </p>
              </section>
            }
          />
        </div>
      </div>
    </div>
  );
}
