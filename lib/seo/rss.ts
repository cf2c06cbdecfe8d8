/** RSS 2.0 for the insights feed: plain strings in, one escaped XML document out. */
export interface RssItem {
  title: string;
  url: string;
  description: string;
  date: string;
  categories: string[];
}

export interface RssChannel {
  title: string;
  url: string;
  feedUrl: string;
  description: string;
  items: RssItem[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

export function renderRss(channel: RssChannel): string {
  const latest = channel.items[0]?.date;
  const items = channel.items
    .map((item) =>
      [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
        `      <pubDate>${rfc822(item.date)}</pubDate>`,
        `      <description>${escapeXml(item.description)}</description>`,
        ...item.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
        '    </item>',
      ].join('\n'),
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.url)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en-gb</language>',
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${rfc822(latest)}</lastBuildDate>`] : []),
    items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
