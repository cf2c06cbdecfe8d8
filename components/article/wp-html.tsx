import parse, {
  domToReact,
  Element,
  Text,
  type DOMNode,
  type HTMLReactParserOptions,
} from 'html-react-parser';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { IntentLink } from '@/components/ui/intent-link';
import { Accordion } from '@/components/widgets/accordion';
import { VideoPlayer } from '@/components/widgets/video-player';
import { articlePage } from '@/content/article';
import { pdfViewerSource } from '@/lib/article/pdf';
import type { ArticleWidget, Heading } from '@/lib/article/prepare';
import { slugify } from '@/lib/article/headings';
import { safeHttpUrl } from '@/lib/article/urls';
import { youTubeVideoId } from '@/lib/article/youtube';
import { FourForcesTable } from './four-forces-table';
import { PdfViewerLazy } from './pdf-viewer-lazy';
import { TableOfContents } from './table-of-contents';

interface WpHtmlProps {
  /** Sanitised HTML from prepareArticle (never raw post HTML). */
  html: string;
  widgets?: Record<string, ArticleWidget>;
  headings?: Heading[];
  tocLevels?: number[];
}

/**
 * Rebuilds sanitised post HTML as React on the server: the contract's blocks become widgets,
 * internal links become client-side links and sized images become optimised images.
 */
export function WpHtml({ html, widgets = {}, headings = [], tocLevels = [2, 3] }: WpHtmlProps) {
  const options: HTMLReactParserOptions = {
    replace(node) {
      if (!(node instanceof Element)) return undefined;
      const attribs = node.attribs;
      const children = () => domToReact(node.children as DOMNode[], options);

      const widgetKey = attribs['data-widget'];
      if (widgetKey && widgets[widgetKey]) return renderWidget(widgetKey, widgets[widgetKey]);

      if ('data-toc' in attribs) return <TableOfContents headings={headings} levels={tocLevels} />;

      if (node.name === 'div' && attribs['data-video-url'] !== undefined) {
        return (
          <div className="not-prose my-8">
            <VideoPlayer
              videoUrl={attribs['data-video-url']}
              title={attribs['data-video-title'] || articlePage.videoFallbackTitle}
            />
          </div>
        );
      }

      if (node.name === 'div' && attribs['data-pdf-url'] !== undefined) {
        return renderPdf(
          attribs['data-pdf-url'],
          attribs['data-pdf-title'] || 'PDF document',
          attribs.id,
        );
      }

      if (node.name === 'figure' && hasClass(node, 'wp-block-embed')) return renderEmbed(node);

      if (node.name === 'div' && hasClass(node, 'wp-block-file')) {
        const link = findFirst(
          node,
          (el) => el.name === 'a' && /\.pdf(?:$|[?#])/i.test(el.attribs.href ?? ''),
        );
        if (link) return renderPdf(link.attribs.href!, textOf(link) || 'PDF document', attribs.id);
        return undefined;
      }

      if (node.name === 'iframe') {
        const src = attribs.src;
        if (youTubeVideoId(src ?? '')) {
          return (
            <div className="not-prose my-8">
              <VideoPlayer videoUrl={src} title={attribs.title || articlePage.videoFallbackTitle} />
            </div>
          );
        }
        return <span />;
      }

      if (node.name === 'a' && attribs.href?.startsWith('/') && !attribs.href.startsWith('//')) {
        return (
          <IntentLink href={attribs.href} id={attribs.id} title={attribs.title}>
            {children()}
          </IntentLink>
        );
      }

      if (node.name === 'img') return renderImage(attribs);
      return undefined;
    },
  };

  function renderWidget(key: string, widget: ArticleWidget) {
    if (widget.kind === 'four-forces') return <FourForcesTable data={widget.data} />;
    return (
      <div className="not-prose my-8">
        <Accordion
          allowMultiple={widget.allowMultiple}
          items={widget.items.map((item) => ({
            id: `${key}-${slugify(item.id) || 'item'}`,
            title: item.title,
            initiallyOpen: item.initiallyOpen,
            content: (
              <div className="prose prose-slate max-w-none">{parse(item.contentHtml, options)}</div>
            ),
          }))}
        />
      </div>
    );
  }

  function renderEmbed(figure: Element) {
    const iframe = findFirst(figure, (el) => el.name === 'iframe');
    const wrapperText = textOf(
      figure.children.find(
        (c): c is Element => c instanceof Element && hasClass(c, 'wp-block-embed__wrapper'),
      ) ?? figure,
    );
    const url = iframe?.attribs.src ?? wrapperText.trim().split(/\s+/)[0] ?? '';
    const caption = findFirst(figure, (el) => el.name === 'figcaption');
    const title =
      (caption && textOf(caption)) || iframe?.attribs.title || articlePage.videoFallbackTitle;
    const isYoutube =
      hasClass(figure, 'is-provider-youtube') || hasClass(figure, 'wp-block-embed-youtube');
    if (isYoutube || youTubeVideoId(url)) {
      return (
        <figure className="not-prose my-8">
          <VideoPlayer videoUrl={url} title={title} />
          {caption ? (
            <figcaption className="text-ink-soft mt-2 text-center text-sm">
              {textOf(caption)}
            </figcaption>
          ) : null}
        </figure>
      );
    }
    // Other providers stay plain links (CONTENT-CONTRACT.md).
    const safe = safeHttpUrl(url);
    return safe ? (
      <p>
        <a href={safe.toString()} target="_blank" rel="noopener noreferrer">
          {title !== articlePage.videoFallbackTitle ? title : safe.toString()}
        </a>
      </p>
    ) : (
      <span />
    );
  }

  function renderPdf(rawUrl: string, title: string, id?: string) {
    const safe =
      rawUrl.startsWith('/') && !rawUrl.startsWith('//') ? rawUrl : safeHttpUrl(rawUrl)?.toString();
    if (!safe) return <span />;
    const source = pdfViewerSource(safe);
    return (
      <div id={id} className="not-prose">
        {source ? (
          <PdfViewerLazy src={source} downloadUrl={safe} title={title} />
        ) : (
          <p className="my-6">
            <a href={safe} className="text-accent-strong font-semibold underline" download>
              {articlePage.pdfDownload}: {title}
            </a>
          </p>
        )}
      </div>
    );
  }

  return <>{parse(html, options)}</>;
}

function renderImage(attribs: Record<string, string>) {
  const src = attribs.src;
  if (!src) return <span />;
  const width = Number(attribs.width);
  const height = Number(attribs.height);
  const alt = attribs.alt ?? '';
  if (
    Number.isFinite(width) &&
    Number.isFinite(height) &&
    width > 0 &&
    height > 0 &&
    (src.startsWith('/') || safeHttpUrl(src))
  ) {
    return (
      <OptimizedImage
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes="(min-width: 768px) 720px, 100vw"
        className="h-auto max-w-full"
      />
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- an image without known dimensions cannot use next/image
  return <img src={src} alt={alt} loading="lazy" decoding="async" className="h-auto max-w-full" />;
}

function hasClass(element: Element, name: string) {
  return (element.attribs.class ?? '').split(/\s+/).includes(name);
}

function findFirst(element: Element, predicate: (el: Element) => boolean): Element | undefined {
  for (const child of element.children) {
    if (!(child instanceof Element)) continue;
    if (predicate(child)) return child;
    const found = findFirst(child, predicate);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: Element): string {
  let text = '';
  for (const child of node.children) {
    if (child instanceof Text) text += child.data;
    else if (child instanceof Element) text += textOf(child);
  }
  return text.replace(/\s+/g, ' ').trim();
}
