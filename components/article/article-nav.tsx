import { IntentLink } from '@/components/ui/intent-link';
import { articlePage } from '@/content/article';

/** Back buttons by kind of post (SPEC.md): case studies lead back to /case-studies. */
export function ArticleNav({ isCaseStudy }: { isCaseStudy: boolean }) {
  const primary = isCaseStudy
    ? { label: articlePage.backToCaseStudies, href: '/case-studies' }
    : { label: articlePage.backToInsights, href: '/insights' };
  const secondary = isCaseStudy
    ? { label: articlePage.viewInsights, href: '/insights' }
    : { label: articlePage.viewCaseStudies, href: '/case-studies' };
  return (
    <nav aria-label="Article" className="flex flex-wrap items-center gap-3">
      <IntentLink
        href={primary.href}
        className="bg-ink hover:bg-ink-soft rounded-md px-4 py-2 text-sm font-semibold text-white"
      >
        <span aria-hidden="true">← </span>
        {primary.label}
      </IntentLink>
      <IntentLink
        href={secondary.href}
        className="border-line hover:bg-paper rounded-md border px-4 py-2 text-sm font-semibold"
      >
        {secondary.label}
      </IntentLink>
    </nav>
  );
}
