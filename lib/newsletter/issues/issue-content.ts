import { prepareArticle } from '@/lib/article/prepare';
import { metaDescription } from '@/lib/seo/description';
import { absoluteUrl } from '@/lib/seo/metadata';
import type { Post } from '@/lib/wordpress';
import { htmlToText } from '@/lib/wordpress/text';
import type { Topic } from '@/lib/newsletter/subscribers';

/** What an issue holds of one post: the article pipeline's view of it, as plain values. */
export interface IssueItemContent {
  postId: number;
  topic: Topic;
  title: string;
  excerpt: string;
  link: string;
  imageUrl: string | null;
  imageAlt: string | null;
  /** The opening of the article as plain text, for the text part. */
  text: string;
  publishedAt: string;
}

/** How much of the article's opening the text part carries. */
export const ITEM_TEXT_LIMIT = 600;

/**
 * Prepares a post for an issue through its page's pipeline (sanitised, blocks classified, then
 * text), with absolute link and image; a case-study update belongs to the case-study topic.
 */
export function prepareIssueItem(post: Post): IssueItemContent {
  const body = htmlToText(prepareArticle(post.contentHtml, { slug: post.slug }).html);
  const excerpt = post.excerpt || metaDescription(post.contentHtml, '', 300);
  return {
    postId: post.id,
    topic: post.isCaseStudy ? 'case-study' : 'insights',
    title: post.title,
    excerpt,
    link: absoluteUrl(`/insights/${post.slug}`),
    imageUrl: post.image ? absoluteUrl(post.image.url) : null,
    imageAlt: post.image ? post.image.alt || post.title : null,
    text: cutAtWord(body, ITEM_TEXT_LIMIT),
    publishedAt: post.date,
  };
}

function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
