/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prepareArticle } from '@/lib/article/prepare';
import { ArticleWidgetView } from './article-widget';

/** Prepares a post and renders its widgets' server HTML, as a visitor without JavaScript gets it. */
function renderWidgets(html: string) {
  const { widgets } = prepareArticle(html, { slug: 'test' });
  document.body.innerHTML = renderToStaticMarkup(
    <>
      {Object.entries(widgets).map(([id, widget]) => (
        <ArticleWidgetView
          key={id}
          id={id}
          widget={widget}
          renderHtml={(inner) => <div dangerouslySetInnerHTML={{ __html: inner }} />}
        />
      ))}
    </>,
  );
}

const json = (value: unknown) =>
  `<script type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

describe('article widgets', () => {
  it('renders videos as players titled by caption, iframe title or the fallback', () => {
    renderWidgets(
      '<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper">https://www.youtube.com/watch?v=M7lc1UVf-VE</div><figcaption>First interview</figcaption></figure>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Second interview"></iframe>' +
        '<div data-video-url="https://youtu.be/ScMzIvxBSi4"></div>',
    );
    expect(
      screen
        .getAllByRole('button', { name: /^Play video:/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Play video: First interview', 'Play video: Second interview', 'Play video: Video']);
    expect(screen.getByText('First interview', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('shows a look-alike YouTube host as an invalid video, never as a player', () => {
    renderWidgets(
      '<div data-video-url="https://youtube.com.evil.example/watch?v=M7lc1UVf-VE"></div>',
    );
    expect(screen.getByText('Invalid YouTube URL')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders a PDF this site may load as the on-demand viewer, any other as a download link', () => {
    renderWidgets(
      '<div data-pdf-url="/media/guide.pdf" id="guide" data-pdf-title="Guide"></div>' +
        '<div class="wp-block-file"><a href="https://elsewhere.example/summary.pdf">Summary</a></div>',
    );
    const viewer = screen.getByRole('region', { name: 'PDF: Guide' });
    expect(viewer.closest('#guide')).not.toBeNull();
    expect(within(viewer).getByRole('button', { name: 'Open PDF: Guide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF: Summary' })).toHaveAttribute(
      'href',
      'https://elsewhere.example/summary.pdf',
    );
  });

  it('renders another provider’s embed as a link opening in a new tab', () => {
    renderWidgets(
      '<figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper">https://vimeo.com/123456789</div><figcaption>Workshop</figcaption></figure>',
    );
    const link = screen.getByRole('link', { name: 'Workshop' });
    expect(link).toHaveAttribute('href', 'https://vimeo.com/123456789');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders accordions with their panels and ids, and the four-forces table', () => {
    renderWidgets(
      '<details open><summary>How many?</summary><p>Twelve.</p></details><details><summary>Who?</summary><p>Buyers.</p></details>' +
        `<div data-four-forces>${json({
          interviewee: 'Operations lead',
          switchingFrom: ['Spreadsheets'],
          switchingTo: ['A routing tool'],
          setup: [],
          pushes: ['Missed deliveries'],
          pulls: [],
          habits: [],
          anxieties: [],
          observations: [],
        })}</div>`,
    );
    const first = screen.getByText('How many?').closest('details');
    expect(first).toHaveAttribute('open');
    expect(first).toHaveAttribute('id', 'w2-details-1');
    expect(within(first!).getByText('Twelve.')).toBeInTheDocument();
    expect(screen.getByText('Who?').closest('details')).not.toHaveAttribute('open');
    const table = screen.getByRole('table', { name: 'Forces acting on the switch' });
    expect(within(table).getByText('Missed deliveries')).toBeInTheDocument();
  });

  it('renders the table of contents with links to its headings', () => {
    renderWidgets('<h2>Method</h2><h3>Sample</h3><h4>Deep</h4>');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#method', '#sample']);
  });
});
