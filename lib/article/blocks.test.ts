import { log } from '@/lib/log';
import { prepareArticle } from './prepare';
import type { ArticleWidget } from './widgets';

/** The widgets of a post, in the order their placeholders were made. */
const widgetsOf = (html: string) => Object.values(prepareArticle(html).widgets);
/** The one widget a post's single block becomes. */
function onlyWidget(html: string): ArticleWidget {
  const widgets = widgetsOf(html);
  expect(widgets).toHaveLength(1);
  return widgets[0]!;
}

const VIDEO = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

describe('classifying the blocks of a post', () => {
  it('reads a YouTube embed figure whose wrapper holds the URL as text', () => {
    const prepared = prepareArticle(
      `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\n${VIDEO}\n</div><figcaption class="wp-element-caption">A switch interview</figcaption></figure>`,
    );
    expect(Object.values(prepared.widgets)).toEqual([
      { kind: 'video', url: VIDEO, title: 'A switch interview', caption: 'A switch interview' },
    ]);
    expect(prepared.html).toBe('<div data-widget="w1"></div>');
  });

  it('reads a YouTube embed figure with its oEmbed iframe', () => {
    expect(
      onlyWidget(
        '<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper"><iframe title="Choosing an accountant" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed"></iframe></div></figure>',
      ),
    ).toEqual({
      kind: 'video',
      url: 'https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed',
      title: 'Choosing an accountant',
    });
  });

  it('reads a YouTube URL in an embed figure without the provider class', () => {
    expect(
      onlyWidget(
        `<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">${VIDEO}</div></figure>`,
      ),
    ).toMatchObject({ kind: 'video', url: VIDEO });
  });

  it.each([
    ['youtube.com', 'https://www.youtube.com/embed/ScMzIvxBSi4'],
    ['youtube-nocookie.com', 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4'],
  ])('reads a %s iframe anywhere in the post', (_host, src) => {
    const prepared = prepareArticle(
      `<section><p>Watch:</p><iframe src="${src}" title="Mattress"></iframe></section>`,
    );
    expect(Object.values(prepared.widgets)).toEqual([
      { kind: 'video', url: src, title: 'Mattress' },
    ]);
    expect(prepared.html).toBe('<section><p>Watch:</p><div data-widget="w1"></div></section>');
  });

  it('reads a data-video-url block with its title', () => {
    expect(
      onlyWidget(
        '<div data-video-url="https://youtu.be/ScMzIvxBSi4" data-video-title="A new mattress"></div>',
      ),
    ).toEqual({ kind: 'video', url: 'https://youtu.be/ScMzIvxBSi4', title: 'A new mattress' });
  });

  it('reads a data-pdf-url block with its id and title', () => {
    expect(
      onlyWidget(
        '<div data-pdf-url="/sample-media/guide.pdf" id="guide" data-pdf-title="Interview guide"></div>',
      ),
    ).toEqual({
      kind: 'pdf',
      url: '/sample-media/guide.pdf',
      title: 'Interview guide',
      anchorId: 'guide',
    });
  });

  it('turns a File block linking a PDF into one PDF widget, with or without its preview', () => {
    const file = (preview: string) =>
      `<div class="wp-block-file" id="summary">${preview}<a id="wp-block-file--media-1" href="https://cms.example.com/wp-content/uploads/summary.pdf">Forces summary</a><a href="https://cms.example.com/wp-content/uploads/summary.pdf" class="wp-block-file__button" download>Download</a></div>`;
    const expected = {
      kind: 'pdf',
      url: 'https://cms.example.com/wp-content/uploads/summary.pdf',
      title: 'Forces summary',
      anchorId: 'summary',
    };
    expect(onlyWidget(file(''))).toEqual(expected);
    const prepared = prepareArticle(
      file(
        '<object class="wp-block-file__embed" data="/summary.pdf" type="application/pdf"></object>',
      ),
    );
    expect(Object.values(prepared.widgets)).toEqual([expected]);
    expect(prepared.html).toBe('<div data-widget="w1"></div>');
  });

  it('leaves a File block linking anything else as a link', () => {
    const prepared = prepareArticle(
      '<div class="wp-block-file"><a href="/sample-media/worksheet.csv">Worksheet (CSV)</a></div>',
    );
    expect(prepared.widgets).toEqual({});
    expect(prepared.html).toBe(
      '<div class="wp-block-file"><a href="/sample-media/worksheet.csv">Worksheet (CSV)</a></div>',
    );
  });

  it('turns another provider’s embed into a plain link, captioned or not', () => {
    expect(
      onlyWidget(
        '<figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper">https://vimeo.com/123456789</div><figcaption>Our workshop</figcaption></figure>',
      ),
    ).toEqual({ kind: 'link', href: 'https://vimeo.com/123456789', text: 'Our workshop' });
    expect(
      onlyWidget(
        '<figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper">https://vimeo.com/123456789</div></figure>',
      ),
    ).toEqual({
      kind: 'link',
      href: 'https://vimeo.com/123456789',
      text: 'https://vimeo.com/123456789',
    });
  });

  it('places a data-toc block’s table of contents there, listing only its levels', () => {
    const prepared = prepareArticle(
      '<p>Intro</p><div data-toc data-toc-levels="h2"></div><h2>Method</h2><h3>Sample</h3><h2>Findings</h2><div data-toc></div>',
    );
    expect(Object.values(prepared.widgets)).toEqual([
      {
        kind: 'toc',
        headings: [
          { id: 'method', text: 'Method', level: 2 },
          { id: 'findings', text: 'Findings', level: 2 },
        ],
      },
    ]);
    expect(prepared.html).toMatch(/^<p>Intro<\/p><div data-widget="w1"><\/div><h2 id="method">/);
  });

  it('puts an automatic table of contents of h2 and h3 on top', () => {
    const prepared = prepareArticle('<p>Intro</p><h2>Method</h2><h4>Deep</h4><h3>Sample</h3>');
    expect(Object.values(prepared.widgets)).toEqual([
      {
        kind: 'toc',
        headings: [
          { id: 'method', text: 'Method', level: 2 },
          { id: 'sample', text: 'Sample', level: 3 },
        ],
      },
    ]);
    expect(prepared.html).toMatch(/^<div data-widget="w1"><\/div><p>Intro<\/p>/);
  });

  it('recognises blocks inside an accordion’s panels, from details or from data', () => {
    const prepared = prepareArticle(
      `<details><summary>Watch</summary><div data-video-url="${VIDEO}"></div></details>` +
        `<div data-accordion><script type="application/json">${JSON.stringify([
          {
            id: 'a',
            title: 'Q',
            contentHtml: `<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>`,
          },
        ]).replace(/</g, '\\u003c')}</script></div>`,
    );
    const kinds = Object.entries(prepared.widgets).map(([key, widget]) => [key, widget.kind]);
    // Data blocks are read first (a panel's video before its accordion), then the rest in order.
    expect(kinds).toEqual([
      ['w1', 'video'],
      ['w2', 'accordion'],
      ['w3', 'video'],
      ['w4', 'accordion'],
    ]);
    const fromData = prepared.widgets.w2;
    const fromDetails = prepared.widgets.w4;
    if (fromData?.kind !== 'accordion' || fromDetails?.kind !== 'accordion') {
      throw new Error('expected two accordions');
    }
    expect(fromData.items[0]!.contentHtml).toBe('<div data-widget="w1"></div>');
    expect(fromDetails.items[0]!.contentHtml).toBe('<div data-widget="w3"></div>');
  });
});

describe('a post cannot forge a placeholder', () => {
  it('loses a placeholder it wrote for a widget that exists', () => {
    const fourForces = {
      interviewee: 'Buyer',
      switchingFrom: [],
      switchingTo: [],
      setup: [],
      pushes: [],
      pulls: [],
      habits: [],
      anxieties: [],
      observations: [],
    };
    const prepared = prepareArticle(
      `<div data-widget="w1">forged</div><div data-four-forces><script type="application/json">${JSON.stringify(fourForces)}</script></div><div data-widget="w1"></div>`,
    );
    expect(prepared.html.match(/data-widget="w1"/g)).toHaveLength(1);
    expect(prepared.html).toBe('<div>forged</div><div data-widget="w1"></div><div></div>');
  });

  it('loses a placeholder written inside an accordion item’s HTML', () => {
    const prepared = prepareArticle(
      `<div data-accordion><script type="application/json">${JSON.stringify([
        { id: 'a', title: 'Q', contentHtml: '<div data-widget="w1">x</div>' },
      ]).replace(/</g, '\\u003c')}</script></div>`,
    );
    const widget = prepared.widgets.w1;
    if (widget?.kind !== 'accordion') throw new Error('expected an accordion');
    expect(widget.items[0]!.contentHtml).toBe('<div>x</div>');
  });
});

describe('unsafe URLs in blocks', () => {
  it.each([
    ['a javascript: PDF', '<div data-pdf-url="javascript:alert(1)" data-pdf-title="x"></div>'],
    ['a protocol-relative PDF', '<div data-pdf-url="//evil.example/x.pdf"></div>'],
    ['a data: PDF', '<div data-pdf-url="data:application/pdf;base64,AAAA"></div>'],
    ['a javascript: video', '<div data-video-url="javascript:alert(1)"></div>'],
    [
      'a File block linking a javascript: PDF',
      '<div class="wp-block-file"><a href="javascript:alert(1)//x.pdf">x.pdf</a></div>',
    ],
    [
      'another provider’s embed with a javascript: URL',
      '<figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper">javascript:alert(1)</div></figure>',
    ],
    [
      'an iframe from another host',
      '<iframe src="https://evil.example/embed/aqz-KE-bpKQ"></iframe>',
    ],
    [
      'a YouTube iframe that is not a video',
      '<iframe src="https://www.youtube.com/channel/UC1"></iframe>',
    ],
    [
      'a look-alike YouTube iframe',
      '<iframe src="https://youtube.com.evil.example/embed/aqz-KE-bpKQ"></iframe>',
    ],
  ])('makes no widget of %s', (_name, html) => {
    const prepared = prepareArticle(html);
    expect(prepared.widgets).toEqual({});
    expect(prepared.html).not.toMatch(/javascript:|evil\.example|data:|<iframe/);
  });

  it('keeps a look-alike YouTube host as a video the player refuses', () => {
    const url = 'https://youtube.com.evil.example/watch?v=M7lc1UVf-VE';
    expect(onlyWidget(`<div data-video-url="${url}"></div>`)).toEqual({ kind: 'video', url });
    expect(
      onlyWidget(
        `<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">${url}</div></figure>`,
      ),
    ).toEqual({ kind: 'link', href: url, text: url });
  });

  it('drops a broken data block with a warning and keeps the rest', () => {
    const warn = jest.spyOn(log, 'warn').mockImplementation(() => {});
    const prepared = prepareArticle(
      `<div data-accordion><script type="application/json">[{"title": 1}]</script></div><div data-video-url="${VIDEO}"></div>`,
      { slug: 'faq' },
    );
    expect(Object.values(prepared.widgets)).toEqual([{ kind: 'video', url: VIDEO }]);
    expect(warn).toHaveBeenCalledWith(
      'article.block_dropped',
      expect.objectContaining({ kind: 'accordion', slug: 'faq' }),
    );
    warn.mockRestore();
  });
});
