import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { ArticleView } from '@/components/article/article-view';
import { NotFoundAnswer } from '@/components/errors/not-found-answer';
import { PreviewBar } from '@/components/preview/preview-bar';
import { articlePage } from '@/content/article';
import { articleMetadata } from '@/lib/seo/article';
import { notFoundMetadata } from '@/lib/seo/metadata';
import {
  activePreview,
  findArticleRedirect,
  getAllPostSlugs,
  getPostBySlug,
  lookupArticleRedirect,
  previewRobots,
  WordPressError,
  type Post,
  type Redirect,
} from '@/lib/wordpress';
import PostNotFound from './not-found';
import './article.css';

// Prerendered, and rendered again at most every 10 s, so nginx (s-maxage=10) shows an edit soon.
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

/**
 * The post, where a renamed post's old address went, or nothing. The site's own record of
 * renames comes first, so an old address keeps redirecting while WordPress is down; then the
 * post; then WordPress's own redirects.
 */
const loadArticle = cache(
  async (slug: string): Promise<{ post: Post } | { redirect: Redirect } | { post: null }> => {
    const renamed = await findArticleRedirect(slug);
    if (renamed) return { redirect: renamed };
    const post = await loadPost(slug);
    if (post) return { post };
    const found = await lookupArticleRedirect(slug);
    return found ? { redirect: found } : { post: null };
  },
);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  // An editor's preview (Draft Mode and the preview cookie) shows the draft; never indexed.
  const preview = await activePreview({ slug });
  const loaded = preview ? { post: preview.post } : await loadArticle(slug);
  if ('redirect' in loaded) return {};
  const { post } = loaded;
  if (!post) return notFoundMetadata(articlePage.notFoundTitle, articlePage.notFoundText);
  const metadata = articleMetadata(post);
  return preview ? { ...metadata, robots: previewRobots } : metadata;
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
  const loaded = await loadArticle(slug);
  // 308 (307 for a temporary rule), kept in the page cache like the page itself.
  if ('redirect' in loaded) {
    if (loaded.redirect.permanent) permanentRedirect(loaded.redirect.to);
    redirect(loaded.redirect.to);
  }
  if (!loaded.post) {
    return (
      <NotFoundAnswer>
        <PostNotFound />
      </NotFoundAnswer>
    );
  }
  return <ArticleView post={loaded.post} />;
}
