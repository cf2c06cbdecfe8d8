import { JsonLd } from '@/components/seo/json-ld';
import { articlePage } from '@/content/article';
import { prepareArticle } from '@/lib/article/prepare';
import { videoObjectJsonLd } from '@/lib/seo/json-ld';
import { renderArticleHtml } from './article-html';

interface ArticleBodyProps {
  html: string;
  slug?: string;
  /** A VideoObject's description and date where an embedded video's caption gives none. */
  videoDetails?: { description: string; uploadDate: string };
}

/** A post's body: its untrusted HTML sanitised, its blocks made widgets, rendered on the server. */
export function ArticleBody({ html, slug, videoDetails }: ArticleBodyProps) {
  const prepared = prepareArticle(html, { slug });
  const videos = videoDetails
    ? Object.values(prepared.widgets).flatMap((widget) => {
        if (widget.kind !== 'video') return [];
        const data = videoObjectJsonLd({
          url: widget.url,
          name: widget.title || articlePage.videoFallbackTitle,
          description: widget.caption || videoDetails.description,
          uploadDate: videoDetails.uploadDate,
        });
        return data ? [data] : [];
      })
    : [];
  return (
    <div className="prose prose-slate prose-headings:scroll-mt-24 prose-a:text-accent-strong mt-10 max-w-none">
      {videos.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      {renderArticleHtml(prepared.html, prepared.widgets)}
    </div>
  );
}
