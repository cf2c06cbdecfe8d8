import type { Thing, WithContext } from 'schema-dts';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { ArticleNav } from '@/components/article/article-nav';
import { ArticleBody } from '@/components/article/article-body';
import { RelatedPosts } from '@/components/article/related-posts';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs, articleTrail } from '@/components/article/breadcrumbs';
import { articlePage } from '@/content/article';
import { formatDate } from '@/lib/post-list/date';
import { metaDescription } from '@/lib/seo/description';
import { articleJsonLd } from '@/lib/seo/article';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import type { Post } from '@/lib/wordpress';

/** An article as the site shows it: a published post, or a draft in the editors' preview. */
export function ArticleView({ post }: { post: Post }) {
  const description = metaDescription(post.excerpt, articlePage.fallbackDescription);
  const trail = articleTrail(post);
  return (
    <article className="container-page max-w-3xl py-10 md:py-14">
      {articleJsonLd(post).map((data, index) => (
        <JsonLd key={index} data={data as WithContext<Thing>} />
      ))}
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <Breadcrumbs trail={trail} />
      <div className="mt-6">
        <ArticleNav isCaseStudy={post.isCaseStudy} />
      </div>
      <header className="mt-8">
        <p className="text-ink-soft text-sm">
          {articlePage.publishedOn} <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <h1 className="mt-2 text-3xl leading-tight font-bold md:text-4xl">{post.title}</h1>
      </header>
      {post.outdatedSince ? (
        <aside
          className="border-line bg-paper mt-6 rounded-lg border p-4"
          aria-labelledby="outdated-title"
        >
          <h2 id="outdated-title" className="font-semibold">
            {articlePage.outdatedTitle}
          </h2>
          <p className="text-ink-soft mt-1 text-sm">
            {articlePage.outdatedText(formatDate(post.outdatedSince))}
          </p>
        </aside>
      ) : null}
      {post.image ? (
        <div className="bg-paper relative mt-8 aspect-video overflow-hidden rounded-2xl">
          <OptimizedImage
            src={post.image.url}
            alt={post.image.alt}
            sourceWidth={post.image.width}
            fill
            // The article's largest paint: fetched first, at high priority.
            loading="eager"
            fetchPriority="high"
            sizes="(min-width: 768px) 720px, 100vw"
            className="object-cover"
          />
        </div>
      ) : null}
      {post.isProtected ? (
        <section
          className="border-line bg-paper mt-10 rounded-lg border p-6"
          aria-labelledby="protected-title"
        >
          <h2 id="protected-title" className="text-lg font-semibold">
            {articlePage.protectedTitle}
          </h2>
          <p className="text-ink-soft mt-2">{articlePage.protectedText}</p>
        </section>
      ) : (
        <ArticleBody
          html={post.contentHtml}
          slug={post.slug}
          videoDetails={{ description, uploadDate: post.date }}
        />
      )}
      <RelatedPosts post={post} />
    </article>
  );
}
