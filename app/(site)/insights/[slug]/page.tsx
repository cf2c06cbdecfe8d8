import type { Metadata } from 'next';
import { ArticleView } from '@/components/article/article-view';
import { NotFoundAnswer } from '@/components/errors/not-found-answer';
import { PreviewBar } from '@/components/preview/preview-bar';
import { articlePage } from '@/content/article';
import { metaDescription } from '@/lib/seo/description';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import {
  activePreview,
  getAllPostSlugs,
  getPostBySlug,
  previewRobots,
  WordPressError,
  type Post,
} from '@/lib/wordpress';
import PostNotFound from './not-found';
import './article.css';

// Articles are prerendered. The page is rendered again at most every 10 s from the fetched
// post, which is read from WordPress at most every 5 minutes or at once after the webhook: a
// cache in front (the deploy kit's nginx), told s-maxage=10, shows an edit within seconds.
export const revalidate = 10;

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
  // An editor's preview (Draft Mode and the preview cookie) shows the draft; never indexed.
  const preview = await activePreview({ slug });
  const post = preview?.post ?? (await loadPost(slug));
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
    ...(preview ? { robots: previewRobots } : {}),
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
  const preview = await activePreview({ slug });
  if (preview) {
    return (
      <>
        <PreviewBar exitPath={preview.exitPath} />
        <ArticleView post={preview.post} />
      </>
    );
  }
  const post = await loadPost(slug);
  if (!post) {
    return (
      <NotFoundAnswer>
        <PostNotFound />
      </NotFoundAnswer>
    );
  }
  return <ArticleView post={post} />;
}
