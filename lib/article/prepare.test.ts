import { log } from '@/lib/log';
import { prepareArticle } from './prepare';

const fourForces = {
  interviewee: 'Operations lead, logistics SME',
  switchingFrom: ['Spreadsheets'],
  switchingTo: ['A routing tool'],
  setup: ['Growing order volume.'],
  pushes: ['Missed deliveries'],
  pulls: ['Live tracking'],
  habits: ['Morning stand-up over the sheet'],
  anxieties: ['Migration effort'],
  observations: ['Price was never mentioned first.'],
};
const block = (attr: string, json: string) =>
  `<div ${attr}><script type="application/json">${json}</script></div>`;

describe('prepareArticle', () => {
  it('reads a valid four-forces block into a widget placeholder', () => {
    const prepared = prepareArticle(
      `<p>Intro</p>${block('data-four-forces', JSON.stringify(fourForces))}`,
    );
    expect(Object.values(prepared.widgets)).toEqual([{ kind: 'four-forces', data: fourForces }]);
    expect(prepared.html).toContain('<div data-widget="w1"></div>');
    expect(prepared.html).not.toContain('application/json');
  });

  it.each([
    ['broken JSON', '{"interviewee": '],
    ['a missing field', JSON.stringify({ ...fourForces, pulls: undefined })],
    ['a field of the wrong type', JSON.stringify({ ...fourForces, pushes: 'not a list' })],
  ])('drops a four-forces block with %s, logs a warning and keeps the rest', (_name, json) => {
    const warn = jest.spyOn(log, 'warn').mockImplementation(() => {});
    const prepared = prepareArticle(`<p>Before</p>${block('data-four-forces', json)}<p>After</p>`, {
      slug: 'x',
    });
    expect(prepared.widgets).toEqual({});
    expect(prepared.html).toBe('<p>Before</p><p>After</p>');
    expect(warn).toHaveBeenCalledWith(
      'article.block_dropped',
      expect.objectContaining({ kind: 'four-forces', slug: 'x' }),
    );
    warn.mockRestore();
  });

  it('reads an accordion data block with its allow-multiple flag', () => {
    const items = [
      {
        id: '1',
        title: 'How many interviews?',
        contentHtml: '<p>About 12.</p>',
        initiallyOpen: true,
      },
      { id: '2', title: 'Who do you talk to?', contentHtml: '<p>Buyers and switchers.</p>' },
    ];
    const prepared = prepareArticle(
      block('data-accordion data-allow-multiple="true"', JSON.stringify(items)),
    );
    expect(Object.values(prepared.widgets)[0]).toEqual({
      kind: 'accordion',
      allowMultiple: true,
      items: [
        {
          id: '1',
          title: 'How many interviews?',
          contentHtml: '<p>About 12.</p>',
          initiallyOpen: true,
        },
        {
          id: '2',
          title: 'Who do you talk to?',
          contentHtml: '<p>Buyers and switchers.</p>',
          initiallyOpen: false,
        },
      ],
    });
  });

  it('groups consecutive details into one accordion and keeps separated ones apart', () => {
    const prepared = prepareArticle(
      '<details class="wp-block-details" open><summary>One</summary><p>A</p></details>\n  ' +
        '<details><summary>Two</summary><p>B</p></details><p>Break</p><details><summary>Three</summary><p>C</p></details>',
    );
    const widgets = Object.values(prepared.widgets);
    expect(widgets).toHaveLength(2);
    expect(widgets[0]).toEqual({
      kind: 'accordion',
      allowMultiple: false,
      items: [
        { id: 'details-1', title: 'One', contentHtml: '<p>A</p>', initiallyOpen: true },
        { id: 'details-2', title: 'Two', contentHtml: '<p>B</p>', initiallyOpen: false },
      ],
    });
    expect(prepared.html).not.toContain('<details');
    expect(prepared.html).toContain('<p>Break</p>');
  });

  it('gives headings stable ids and numbers repeats', () => {
    const prepared = prepareArticle(
      '<h2>Method</h2><h3 id="editor-set">Sample</h3><h2>Method</h2><h4>Deep</h4>',
    );
    expect(prepared.headings).toEqual([
      { id: 'method', text: 'Method', level: 2 },
      { id: 'editor-set', text: 'Sample', level: 3 },
      { id: 'method-2', text: 'Method', level: 2 },
      { id: 'deep', text: 'Deep', level: 4 },
    ]);
    expect(prepared.html).toContain('<h2 id="method-2">');
  });

  it('places an automatic h2/h3 table of contents when there are two or more such headings', () => {
    expect(prepareArticle('<h2>A</h2><h3>B</h3>').toc).toEqual({ mode: 'auto', levels: [2, 3] });
    expect(prepareArticle('<h2>Only one</h2><h4>Deep</h4>').toc.mode).toBe('none');
  });

  it('uses a data-toc block’s own levels, or h2-h5 without them', () => {
    expect(prepareArticle('<div data-toc data-toc-levels="h2,h4"></div><h2>A</h2>').toc).toEqual({
      mode: 'block',
      levels: [2, 4],
    });
    expect(prepareArticle('<div data-toc></div><h2>A</h2>').toc).toEqual({
      mode: 'block',
      levels: [2, 3, 4, 5],
    });
  });

  it('ignores a forged widget placeholder', () => {
    const prepared = prepareArticle('<div data-widget="w9">x</div>');
    expect(prepared.html).toBe('<div>x</div>');
  });

  it('decodes entities into characters once', () => {
    expect(prepareArticle('<p>R&amp;D &#8217;s</p>').html).toBe('<p>R&amp;D ’s</p>');
  });
});
