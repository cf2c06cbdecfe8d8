import type { Metadata } from 'next';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { ArticleNav } from '@/components/article/article-nav';
import { NotFoundAnswer } from '@/components/errors/not-found-answer';
import { ArticleBody } from '@/components/article/article-body';
import { RelatedPosts } from '@/components/article/related-posts';
import { articlePage } from '@/content/article';
import { formatDate } from '@/lib/post-list/date';
import { metaDescription } from '@/lib/seo/description';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs, articleTrail } from '@/components/article/breadcrumbs';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { getAllPostSlugs, getPostBySlug, WordPressError, type Post } from '@/lib/wordpress';
import PostNotFound from './not-found';
import './article.css';

// Articles are prerendered and refreshed at most every 5 minutes, or at once by the webhook.
export const revalidate = 300;

type Params = Promise<{ slug: string }>;

export async function generateStaticParams() {
  return (await getAllPostSlugs()).map((slug) => ({ slug }));
}

async function loadPost(slug: string): Promise<Post | null> {
  try {
    return await getPostBySlug(slug);
  } catch (error) {
    // The digest reaches the error view in production, where messages are hidden.
    const status = error instanceof WordPressError && error.status > 0 ? error.status : null;
    throw Object.assign(new Error('The article could not be loaded'), {
      digest: status ? `wordpress-status:${status}` : 'wordpress-unavailable',
    });
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const post = await loadPost(slug);
  // Next adds noindex to the not-found answer itself.
  if (!post) return notFoundMetadata(articlePage.notFoundTitle, articlePage.notFoundText);
  const description = metaDescription(post.excerpt, articlePage.fallbackDescription);
  const base = pageMetadata({
    title: post.title,
    description,
    path: `/insights/${post.slug}`,
    image: post.image
      ? {
          url: post.image.url,
          width: post.image.width ?? undefined,
          height: post.image.height ?? undefined,
          alt: post.image.alt,
        }
      : undefined,
  });
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: post.date,
      modifiedTime: post.modified,
    },
  };
}

export default async function ArticlePage({ params }: { params: Params }) {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) {
    return (
      <NotFoundAnswer>
        <PostNotFound />
      </NotFoundAnswer>
    );
  }

  const description = metaDescription(post.excerpt, articlePage.fallbackDescription);
  const trail = articleTrail(post);
  const jsonLd = blogPostingJsonLd({
    title: post.title,
    description,
    path: `/insights/${post.slug}`,
    datePublished: post.date,
    dateModified: post.modified,
    image: post.image?.url,
  });

  return (
    <article className="container-page max-w-3xl py-10 md:py-14">
      <JsonLd data={jsonLd} />
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
      {post.image ? (
        <div className="bg-paper relative mt-8 aspect-video overflow-hidden rounded-2xl">
          <OptimizedImage
            src={post.image.url}
            alt={post.image.alt}
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
