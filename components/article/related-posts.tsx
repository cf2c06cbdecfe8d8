import type { ReactNode } from 'react';
import { PostCard } from '@/components/post-list/post-card';
import { IntentLink } from '@/components/ui/intent-link';
import { articlePage } from '@/content/article';
import { cn } from '@/lib/utils';
import {
  getAdjacentCaseStudies,
  getRelatedPosts,
  type PostLink,
  type PostSummary,
} from '@/lib/wordpress';

/** Under the article: up to three posts sharing a tag, or a case study's previous and next updates. */
export async function RelatedPosts({ post }: { post: PostSummary }) {
  if (post.isCaseStudy) {
    const { previous, next } = await getAdjacentCaseStudies(post);
    if (!previous && !next) return null;
    return (
      <Block as="nav" id="case-study-nav" title={articlePage.caseStudyNavHeading}>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {previous ? (
            <li>
              <Neighbour post={previous} rel="prev" label={`← ${articlePage.previousUpdate}`} />
            </li>
          ) : (
            <li aria-hidden="true" />
          )}
          {next ? (
            <li>
              <Neighbour post={next} rel="next" label={`${articlePage.nextUpdate} →`} />
            </li>
          ) : null}
        </ul>
      </Block>
    );
  }
  const related = await getRelatedPosts(post, 3);
  if (related.length === 0) return null;
  return (
    <Block as="section" id="related-heading" title={articlePage.relatedHeading}>
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
    </Block>
  );
}

function Block({
  as: Tag,
  id,
  title,
  children,
}: {
  as: 'nav' | 'section';
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className="border-line mt-16 border-t pt-10">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </Tag>
  );
}

/** The previous or next update of the case study; the next one is aligned right. */
function Neighbour({ post, rel, label }: { post: PostLink; rel: 'prev' | 'next'; label: string }) {
  return (
    <IntentLink
      href={`/insights/${post.slug}`}
      rel={rel}
      className={cn(
        'border-line hover:bg-paper block rounded-lg border p-5',
        rel === 'next' && 'text-right',
      )}
    >
      <span className="text-ink-soft block text-xs font-semibold tracking-wide uppercase">
        {label}
      </span>
      <span className="mt-1 block font-semibold">{post.title}</span>
    </IntentLink>
  );
}
