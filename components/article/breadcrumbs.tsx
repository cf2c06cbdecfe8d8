import { IntentLink } from '@/components/ui/intent-link';
import { articlePage } from '@/content/article';
import type { Crumb } from '@/lib/seo/json-ld';

/** Home › Insights (or Case Studies) › the title; the page's BreadcrumbList uses it too. */
export function articleTrail(post: { title: string; slug: string; isCaseStudy: boolean }): Crumb[] {
  return [
    { name: articlePage.breadcrumbHome, path: '/' },
    post.isCaseStudy
      ? { name: articlePage.breadcrumbCaseStudies, path: '/case-studies' }
      : { name: articlePage.breadcrumbInsights, path: '/insights' },
    { name: post.title, path: `/insights/${post.slug}` },
  ];
}

/** The trail as links, the current page last and unlinked. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label={articlePage.breadcrumbLabel} className="text-ink-soft text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-ink line-clamp-1 font-medium">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <IntentLink
                    href={crumb.path}
                    className="hover:text-ink underline-offset-2 hover:underline"
                  >
                    {crumb.name}
                  </IntentLink>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
