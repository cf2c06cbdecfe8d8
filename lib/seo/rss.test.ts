import { renderRss } from './rss';

describe('RSS 2.0 feed', () => {
  it('escapes text and carries the channel and item fields', () => {
    const xml = renderRss({
      title: 'Insights',
      url: 'https://example.com/insights',
      feedUrl: 'https://example.com/insights/feed.xml',
      description: 'News & notes',
      items: [
        {
          title: 'Sales & marketing <together>',
          url: 'https://example.com/insights/a',
          description: 'Why “do nothing” wins',
          date: '2025-06-24T01:00:00.000Z',
          categories: ['Churn & Retention'],
        },
      ],
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Sales &amp; marketing &lt;together&gt;</title>');
    expect(xml).toContain('<pubDate>Tue, 24 Jun 2025 01:00:00 GMT</pubDate>');
    expect(xml).toContain('<guid isPermaLink="true">https://example.com/insights/a</guid>');
    expect(xml).toContain('<category>Churn &amp; Retention</category>');
    expect(xml).toContain('rel="self"');
  });
});
