/**
 * `npm run content:sample` builds the embedded WordPress sample from content/sample-posts
 * (Markdown posts, their categories and tags, their images and attachments) into
 * content/wordpress/*.json and public/sample-media. `npm run content:pull` replaces the JSON
 * with a live site's instead.
 *
 *   npm run content:sample                   # in place
 *   npm run content:sample -- --out /tmp/x   # into /tmp/x/content/wordpress, /tmp/x/public/sample-media
 */
import path from 'node:path';
import { buildSampleContent } from './sample-content/build';

const root = path.resolve(__dirname, '..');
const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? '') : root;

buildSampleContent(path.join(root, 'content', 'sample-posts'), {
  contentDir: path.join(out, 'content', 'wordpress'),
  mediaDir: path.join(out, 'public', 'sample-media'),
}).then(
  ({ posts, media, images }) =>
    console.log(`Wrote ${posts} posts, ${media} media and ${images} images.`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
