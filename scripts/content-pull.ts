/**
 * `npm run content:pull` writes a live WordPress's public content into content/wordpress in
 * the REST API's own shape, for the snapshot source to answer from:
 *   posts.json (with _embed), tags.json, categories.json, media.json.
 *
 *   npm run content:pull                        # from WORDPRESS_URL
 *   npm run content:pull -- --url https://cms.example.com --out /tmp/snapshot
 */
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '../lib/config';
import { createRestTransport } from '../lib/wordpress/rest';
import { SNAPSHOT_FILES } from '../lib/wordpress/snapshot';
import type { Query, WordPressTransport } from '../lib/wordpress/transport';

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/** Links and the embedded API index (WordPress's answer for a deleted image) are dropped. */
function clean(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, inner: unknown) => {
      if (key === '_links') return undefined;
      if (key === 'routes' && inner && typeof inner === 'object') return {};
      return inner;
    }),
  );
}

async function pullAll(
  transport: WordPressTransport,
  endpoint: string,
  query: Query,
): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 1; ; page++) {
    const response = await transport.request(
      endpoint,
      { ...query, per_page: 100, page },
      { tags: [] },
    );
    const batch = response.body as unknown[];
    items.push(...batch);
    const totalPages = response.totalPages ?? page;
    if (batch.length === 0 || page >= totalPages) break;
  }
  return items;
}

export async function pullContent(baseUrl: string, outDir: string) {
  const transport = createRestTransport({ baseUrl, revalidateSeconds: false, timeoutMs: 15_000 });
  const [posts, tags, categories, media] = await Promise.all([
    pullAll(transport, '/posts', { _embed: 1 }),
    pullAll(transport, '/tags', {}),
    pullAll(transport, '/categories', {}),
    pullAll(transport, '/media', {}),
  ]);
  fs.mkdirSync(outDir, { recursive: true });
  const files: [string, unknown[]][] = [
    [SNAPSHOT_FILES.posts, posts],
    [SNAPSHOT_FILES.tags, tags],
    [SNAPSHOT_FILES.categories, categories],
    [SNAPSHOT_FILES.media, media],
  ];
  // Every file is complete before any is replaced, so a failed pull leaves the old snapshot.
  for (const [file, data] of files) {
    fs.writeFileSync(path.join(outDir, `${file}.tmp`), `${JSON.stringify(clean(data), null, 2)}\n`);
  }
  for (const [file] of files)
    fs.renameSync(path.join(outDir, `${file}.tmp`), path.join(outDir, file));
  return {
    posts: posts.length,
    tags: tags.length,
    categories: categories.length,
    media: media.length,
  };
}

async function main() {
  const url = arg('url') ?? getConfig().wordpress.url;
  if (!url) {
    console.error('Set WORDPRESS_URL or pass --url https://your-wordpress.example');
    process.exit(2);
  }
  const out = path.resolve(arg('out') ?? path.join('content', 'wordpress'));
  const counts = await pullContent(url, out);
  console.log(
    `Pulled ${counts.posts} posts, ${counts.tags} tags, ${counts.categories} categories and ${counts.media} media items from ${url} into ${out}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
