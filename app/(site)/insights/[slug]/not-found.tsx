import { IntentLink } from '@/components/ui/intent-link';
import { articlePage } from '@/content/article';

export default function PostNotFound() {
  return (
    <section className="container-page flex max-w-3xl flex-col items-start gap-5 py-20">
      <h1 className="text-3xl font-bold">{articlePage.notFoundTitle}</h1>
      <p className="text-ink-soft">{articlePage.notFoundText}</p>
      <div className="flex flex-wrap gap-3">
        <IntentLink
          href="/insights"
          className="bg-ink hover:bg-ink-soft rounded-md px-4 py-2 text-sm font-semibold text-white"
        >
          {articlePage.backToInsights}
        </IntentLink>
        <IntentLink
          href="/case-studies"
          className="border-line hover:bg-paper rounded-md border px-4 py-2 text-sm font-semibold"
        >
          {articlePage.viewCaseStudies}
        </IntentLink>
      </div>
    </section>
  );
}
