import type { Metadata } from 'next';
import { MissingPageReporter } from '@/components/errors/missing-page-reporter';
import { IntentLink } from '@/components/ui/intent-link';
import { articlePage } from '@/content/article';
import { buttonVariants } from '@/components/ui/button';
import { notFoundMetadata } from '@/lib/seo/metadata';

/** The answer's own title and description: without them it would carry the home page's. */
export const metadata: Metadata = notFoundMetadata(
  articlePage.notFoundTitle,
  articlePage.notFoundText,
);

export default function PostNotFound() {
  return (
    <section className="container-page flex max-w-3xl flex-col items-start gap-5 py-20">
      <MissingPageReporter />
      <h1 className="text-3xl font-bold">{articlePage.notFoundTitle}</h1>
      <p className="text-ink-soft">{articlePage.notFoundText}</p>
      <div className="flex flex-wrap gap-3">
        <IntentLink href="/insights" className={buttonVariants({ tone: 'dark', size: 'sm' })}>
          {articlePage.backToInsights}
        </IntentLink>
        <IntentLink href="/case-studies" className={buttonVariants({ tone: 'subtle', size: 'sm' })}>
          {articlePage.viewCaseStudies}
        </IntentLink>
      </div>
    </section>
  );
}
