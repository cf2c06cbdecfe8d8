import { IntentLink } from '@/components/ui/intent-link';
import { PostCard } from '@/components/insights/post-card';
import { articlePage } from '@/content/article';
import { getAdjacentCaseStudies, getRelatedPosts, type PostSummary } from '@/lib/wordpress';

/** Under the article: up to three posts sharing a tag, or a case study's previous and next updates. */
export async function RelatedPosts({ post }: { post: PostSummary }) {
  if (post.isCaseStudy) {
    const { previous, next } = await getAdjacentCaseStudies(post);
    if (!previous && !next) return null;
    return (
      <nav aria-labelledby="case-study-nav" className="border-line mt-16 border-t pt-10">
        <h2 id="case-study-nav" className="text-xl font-semibold">
          {articlePage.caseStudyNavHeading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {previous ? (
            <li>
              <IntentLink
                href={`/insights/${previous.slug}`}
                rel="prev"
                className="border-line hover:bg-paper block rounded-lg border p-5"
              >
                <span className="text-ink-soft block text-xs font-semibold tracking-wide uppercase">
                  ← {articlePage.previousUpdate}
                </span>
                <span className="mt-1 block font-semibold">{previous.title}</span>
              </IntentLink>
            </li>
          ) : (
            <li aria-hidden="true" />
          )}
          {next ? (
            <li>
              <IntentLink
                href={`/insights/${next.slug}`}
                rel="next"
                className="border-line hover:bg-paper block rounded-lg border p-5 text-right"
              >
                <span className="text-ink-soft block text-xs font-semibold tracking-wide uppercase">
                  {articlePage.nextUpdate} →
                </span>
                <span className="mt-1 block font-semibold">{next.title}</span>
              </IntentLink>
            </li>
          ) : null}
        </ul>
      </nav>
    );
  }
  const related = await getRelatedPosts(post, 3);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="border-line mt-16 border-t pt-10">
      <h2 id="related-heading" className="text-xl font-semibold">
        {articlePage.relatedHeading}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {related.map((item) => (
          <PostCard
            key={item.id}
            post={item}
            ctaLabel={articlePage.readMore}
            protectedText={articlePage.protectedText}
          />
        ))}
      </div>
    </section>
  );
}
