import parse, {
  domToReact,
  Element,
  type DOMNode,
  type HTMLReactParserOptions,
} from 'html-react-parser';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { safeHttpUrl } from '@/lib/article/urls';
import { PLACEHOLDER_ATTRIBUTE, type ArticleWidget } from '@/lib/article/widgets';
import { ArticleWidgetView } from './article-widget';

/**
 * A prepared (sanitised) article's HTML as React: placeholders become their widgets, internal
 * links intent links and images optimised images; the rest is rendered as it is.
 */
export function renderArticleHtml(html: string, widgets: Record<string, ArticleWidget>): ReactNode {
  const options: HTMLReactParserOptions = {
    replace(node) {
      if (!(node instanceof Element)) return undefined;
      const { name, attribs } = node;
      const key = attribs[PLACEHOLDER_ATTRIBUTE];
      if (key !== undefined) {
        const widget = widgets[key];
        return widget ? (
          <ArticleWidgetView
            id={key}
            widget={widget}
            renderHtml={(inner) => parse(inner, options)}
          />
        ) : (
          <></>
        );
      }
      if (name === 'a' && attribs.href?.startsWith('/') && !attribs.href.startsWith('//')) {
        return (
          <IntentLink href={attribs.href} id={attribs.id} title={attribs.title}>
            {domToReact(node.children as DOMNode[], options)}
          </IntentLink>
        );
      }
      if (name === 'img') return <PostImage attribs={attribs} />;
      return undefined;
    },
  };
  return parse(html, options);
}

/** A post image: optimised when its size is known, a plain lazy image otherwise. */
function PostImage({ attribs }: { attribs: Record<string, string> }) {
  const { src, alt = '' } = attribs;
  if (!src) return null;
  const width = Number(attribs.width);
  const height = Number(attribs.height);
  const sized = [width, height].every((n) => Number.isFinite(n) && n > 0);
  if (sized && (src.startsWith('/') || safeHttpUrl(src))) {
    return (
      <OptimizedImage
        src={src}
        alt={alt}
        width={width}
        height={height}
        sourceWidth={width}
        sizes="(min-width: 768px) 720px, 100vw"
        className="h-auto max-w-full"
      />
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- an image without known dimensions cannot use next/image
  return <img src={src} alt={alt} loading="lazy" decoding="async" className="h-auto max-w-full" />;
}
