// Records WordPress REST answers (status, the headers the adapter reads, body) as fixtures.
import fs from 'node:fs';
const base = process.argv[2];
const out = process.argv[3];
const calls = {
  'posts-page1': '/posts?_embed=1&per_page=2&page=1&categories_exclude=3',
  'posts-past-end': '/posts?_embed=1&per_page=2&page=999',
  'posts-no-embed': '/posts?per_page=2&page=1&search=spreadsheet',
  tags: '/tags?per_page=100',
  'categories-case-study': '/categories?search=Case%20Study',
  'media-include': '/media?include=IDS&per_page=100',
  'post-deleted-image': '/posts?slug=research-ops-recordings&_embed=1',
  'post-protected': '/posts?slug=client-debrief-q2-pricing-study&_embed=1',
};
const result = {};
let mediaIds = '';
for (const [name, path] of Object.entries(calls)) {
  const url = `${base}/wp-json/wp/v2${path.replace('IDS', mediaIds)}`;
  const response = await fetch(url);
  const body = await response.json();
  if (name === 'posts-no-embed') mediaIds = body.map((p) => p.featured_media).join(',');
  const strip = (value) =>
    JSON.parse(JSON.stringify(value, (k, v) => (k === '_links' ? undefined : v)));
  // WordPress embeds its whole API index for a deleted featured image; its routes are trimmed.
  for (const post of Array.isArray(body) ? body : []) {
    for (const item of post._embedded?.['wp:featuredmedia'] ?? [])
      if (item.routes) item.routes = {};
  }
  result[name] = {
    request: path.replace('IDS', mediaIds),
    status: response.status,
    headers: Object.fromEntries(
      ['content-type', 'x-wp-total', 'x-wp-totalpages']
        .filter((h) => response.headers.has(h))
        .map((h) => [h, response.headers.get(h)]),
    ),
    body: strip(body),
  };
}
fs.writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
console.log(
  Object.keys(result)
    .map((k) => `${k}:${result[k].status}`)
    .join(' '),
);
