import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Accordion } from '@/components/widgets/accordion';
import { VideoPlayer } from '@/components/widgets/video-player';
import { articlePage } from '@/content/article';
import { slugify } from '@/lib/article/headings';
import { pdfViewerSource } from '@/lib/article/pdf';
import type { ArticleWidget, WidgetKind, WidgetOf } from '@/lib/article/widgets';
import { FourForcesTable } from './four-forces-table';
import { PdfViewerLazy } from './pdf-viewer-lazy';
import { TableOfContents } from './table-of-contents';

interface WidgetProps<K extends WidgetKind> {
  widget: WidgetOf<K>;
  /** The placeholder's key: unique within the article. */
  id: string;
  renderHtml: (html: string) => ReactNode;
}

/** One component per kind of widget; a new kind does not compile until it has one. */
const WIDGETS: { [K in WidgetKind]: (props: WidgetProps<K>) => ReactNode } = {
  video: VideoBlock,
  pdf: PdfBlock,
  accordion: AccordionBlock,
  'four-forces': ({ widget }) => <FourForcesTable data={widget.data} />,
  toc: ({ widget }) => <TableOfContents headings={widget.headings} />,
  link: ({ widget }) => (
    <p>
      <a href={widget.href} target="_blank" rel="noopener noreferrer">
        {widget.text}
      </a>
    </p>
  ),
};

export function ArticleWidgetView({
  widget,
  ...props
}: Omit<WidgetProps<WidgetKind>, 'widget'> & { widget: ArticleWidget }) {
  const Widget = WIDGETS[widget.kind] as (props: WidgetProps<WidgetKind>) => ReactNode;
  return <Widget widget={widget} {...props} />;
}

function VideoBlock({ widget }: WidgetProps<'video'>) {
  const player = (
    <VideoPlayer videoUrl={widget.url} title={widget.title || articlePage.videoFallbackTitle} />
  );
  if (!widget.caption) return <div className="not-prose my-8">{player}</div>;
  return (
    <figure className="not-prose my-8">
      {player}
      <figcaption className="text-ink-soft mt-2 text-center text-sm">{widget.caption}</figcaption>
    </figure>
  );
}

/** The PDF viewer for files it may load (this site's and the media host's), else a link. */
function PdfBlock({ widget }: WidgetProps<'pdf'>) {
  const title = widget.title || articlePage.pdfFallbackTitle;
  const source = pdfViewerSource(widget.url);
  return (
    <div id={widget.anchorId} className="not-prose">
      {source ? (
        <PdfViewerLazy
          src={source}
          downloadUrl={widget.url}
          title={title}
          buttonClassName={buttonVariants({ tone: 'dark', size: 'sm' })}
        />
      ) : (
        <p className="my-6">
          <a href={widget.url} className="text-accent-strong font-semibold underline" download>
            {articlePage.pdfDownload}: {title}
          </a>
        </p>
      )}
    </div>
  );
}

function AccordionBlock({ widget, id, renderHtml }: WidgetProps<'accordion'>) {
  return (
    <div className="not-prose my-8">
      <Accordion
        allowMultiple={widget.allowMultiple}
        items={widget.items.map((item) => ({
          id: `${id}-${slugify(item.id) || 'item'}`,
          title: item.title,
          initiallyOpen: item.initiallyOpen,
          content: (
            <div className="prose prose-slate max-w-none">{renderHtml(item.contentHtml)}</div>
          ),
        }))}
      />
    </div>
  );
}
