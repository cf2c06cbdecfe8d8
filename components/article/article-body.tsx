import { prepareArticle } from '@/lib/article/prepare';
import { renderArticleHtml } from './article-html';

/**
 * A post's body as the site shows it: its untrusted HTML is prepared (sanitised, its blocks
 * classified into widgets, headings given ids, the table of contents placed) and rendered on
 * the server. The prose styles come from the article route's stylesheet.
 */
export function ArticleBody({ html, slug }: { html: string; slug?: string }) {
  const prepared = prepareArticle(html, { slug });
  return (
    <div className="prose prose-slate prose-headings:scroll-mt-24 prose-a:text-accent-strong mt-10 max-w-none">
      {renderArticleHtml(prepared.html, prepared.widgets)}
    </div>
  );
}
