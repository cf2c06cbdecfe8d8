import { IntentLink } from '@/components/ui/intent-link';
import { articlePage } from '@/content/article';
import { buttonVariants } from '@/components/ui/button';

/** The back buttons above an article: to the post's own list, and to the other list. */
export function ArticleNav({ isCaseStudy }: { isCaseStudy: boolean }) {
  const primary = isCaseStudy
    ? { label: articlePage.backToCaseStudies, href: '/case-studies' }
    : { label: articlePage.backToInsights, href: '/insights' };
  const secondary = isCaseStudy
    ? { label: articlePage.viewInsights, href: '/insights' }
    : { label: articlePage.viewCaseStudies, href: '/case-studies' };
  return (
    <nav aria-label="Article" className="flex flex-wrap items-center gap-3">
      <IntentLink href={primary.href} className={buttonVariants({ tone: 'dark', size: 'sm' })}>
        <span aria-hidden="true">← </span>
        {primary.label}
      </IntentLink>
      <IntentLink href={secondary.href} className={buttonVariants({ tone: 'subtle', size: 'sm' })}>
        {secondary.label}
      </IntentLink>
    </nav>
  );
}
