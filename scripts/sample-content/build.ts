/**
 * Builds the embedded sample of WordPress content from content/sample-posts: the snapshot's
 * JSON (posts, tags, categories, media, in the REST API's own shape as `_embed=1` returns it)
 * and its media files (each featured image's SVG as WebP in two sizes; other files as they are).
 *
 * content/sample-posts holds one Markdown file per post, its front matter the post's fields:
 *   id, title, slug, date (the site's local time), categories and tags (by name), excerpt
 *   (left out: WordPress's automatic one), protected (a password-protected post), and
 *   featured_media { id, image (a file in media/), alt } or { id, deleted: true } (an image
 *   deleted after it was chosen) or nothing.
 * taxonomy.yaml lists the categories and tags, and media/ the images and attachments.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { SNAPSHOT_FILES } from '@/lib/wordpress/snapshot';
import {
  automaticExcerpt,
  escapeHtml,
  renderContent,
  texturize,
  writtenExcerpt,
} from './wordpress-html';

const CMS = 'https://cms.hiddengrowth.co';
const MEDIA_URL = '/sample-media';
const TZ_OFFSET_HOURS = 8; // The sample site's timezone: Asia/Singapore.
const IMAGE_SIZES = [
  { name: 'full', suffix: '', width: 1200, height: 675 },
  { name: 'medium_large', suffix: '-768x432', width: 768, height: 432 },
] as const;
const AUTHOR = {
  id: 1,
  name: 'Hidden Growth',
  url: '',
  description: '',
  link: `${CMS}/author/hidden-growth/`,
  slug: 'hidden-growth',
};

const term = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().default(''),
});
type Term = z.infer<typeof term>;
const taxonomySchema = z.object({ categories: z.array(term), tags: z.array(term) });
type Taxonomy = z.infer<typeof taxonomySchema>;

const frontMatterSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  date: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
  categories: z.array(z.string()).min(1),
  tags: z.array(z.string()),
  excerpt: z.string().optional(),
  protected: z.boolean().default(false),
  featured_media: z
    .union([
      z.object({ id: z.number(), image: z.string().endsWith('.svg'), alt: z.string() }),
      z.object({ id: z.number(), deleted: z.literal(true) }),
    ])
    .optional(),
});
type FrontMatter = z.infer<typeof frontMatterSchema>;

interface SamplePost extends FrontMatter {
  markdown: string;
}

function readPost(file: string): SamplePost {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1]!));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return { ...parsed.data, markdown: match[2]! };
}

function gmt(local: string): string {
  const time = Date.parse(`${local}Z`) - TZ_OFFSET_HOURS * 3600_000;
  return new Date(time).toISOString().slice(0, 19);
}

function byName(terms: Term[], name: string, file: string): Term {
  const found = terms.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${file}: unknown category or tag ${name}`);
  return found;
}

const termBase = (taxonomy: 'category' | 'post_tag') =>
  taxonomy === 'category' ? 'category' : 'tag';

/** A term as a post embeds it. */
function embeddedTerm(def: Term, taxonomy: 'category' | 'post_tag') {
  return {
    id: def.id,
    link: `${CMS}/${termBase(taxonomy)}/${def.slug}/`,
    name: escapeHtml(def.name),
    slug: def.slug,
    taxonomy,
  };
}

/** A term as /categories or /tags lists it, with the number of posts that carry it. */
function listedTerm(def: Term, taxonomy: 'category' | 'post_tag', count: number) {
  return {
    id: def.id,
    count,
    description: def.description,
    link: `${CMS}/${termBase(taxonomy)}/${def.slug}/`,
    name: escapeHtml(def.name),
    slug: def.slug,
    taxonomy,
    ...(taxonomy === 'category' ? { parent: 0 } : {}),
    meta: [],
  };
}

function mediaItem(post: SamplePost, id: number, image: string, alt: string) {
  const base = path.basename(image, '.svg');
  const month = post.date.slice(0, 7).replace('-', '/');
  const sizes = Object.fromEntries(
    [...IMAGE_SIZES].reverse().map(({ name, suffix, width, height }) => [
      name,
      {
        file: `${base}${suffix}.webp`,
        width,
        height,
        mime_type: 'image/webp',
        source_url: `${MEDIA_URL}/${base}${suffix}.webp`,
      },
    ]),
  );
  return {
    id,
    date: post.date,
    date_gmt: gmt(post.date),
    slug: base,
    type: 'attachment',
    link: `${CMS}/${month}/${base}/`,
    title: { rendered: base.replace(/-/g, ' ') },
    author: 1,
    caption: { rendered: '' },
    alt_text: alt,
    media_type: 'image',
    mime_type: 'image/webp',
    media_details: { width: 1200, height: 675, file: `${month}/${base}.webp`, sizes },
    post: post.id,
    source_url: `${MEDIA_URL}/${base}.webp`,
  };
}

const DELETED_MEDIA = {
  code: 'rest_post_invalid_id',
  message: 'Invalid post ID.',
  data: { status: 404 },
};

function postJson(post: SamplePost, file: string, taxonomy: Taxonomy) {
  const categories = post.categories.map((name) => byName(taxonomy.categories, name, file));
  const tags = post.tags.map((name) => byName(taxonomy.tags, name, file));
  const featured = post.featured_media;
  const media =
    featured && 'image' in featured
      ? mediaItem(post, featured.id, featured.image, featured.alt)
      : null;
  const excerpt =
    post.excerpt === undefined ? automaticExcerpt(post.markdown) : writtenExcerpt(post.excerpt);
  const embedded: Record<string, unknown> = {
    author: [AUTHOR],
    'wp:term': [
      categories.map((c) => embeddedTerm(c, 'category')),
      tags.map((t) => embeddedTerm(t, 'post_tag')),
    ],
  };
  if (featured) embedded['wp:featuredmedia'] = [media ?? DELETED_MEDIA];
  const json = {
    id: post.id,
    date: post.date,
    date_gmt: gmt(post.date),
    guid: { rendered: `${CMS}/?p=${post.id}` },
    modified: post.date,
    modified_gmt: gmt(post.date),
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link: `${CMS}/${post.date.slice(0, 10).replace(/-/g, '/')}/${post.slug}/`,
    title: { rendered: texturize(post.title) },
    // A password-protected post's text is withheld from the REST API.
    content: {
      rendered: post.protected ? '' : renderContent(post.markdown),
      protected: post.protected,
    },
    excerpt: { rendered: post.protected ? '' : excerpt, protected: post.protected },
    author: 1,
    featured_media: featured?.id ?? 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories: categories.map((c) => c.id),
    tags: tags.map((t) => t.id),
    _embedded: embedded,
  };
  return { json, media };
}

export interface SampleOutput {
  /** Where the snapshot's JSON files go (content/wordpress). */
  contentDir: string;
  /** Where the media files go (public/sample-media); emptied first. */
  mediaDir: string;
}

export async function buildSampleContent(sourceDir: string, out: SampleOutput) {
  const taxonomy = taxonomySchema.parse(
    parseYaml(fs.readFileSync(path.join(sourceDir, 'taxonomy.yaml'), 'utf8')),
  );
  const files = fs
    .readdirSync(sourceDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(sourceDir, name));
  const sources = files
    .map((file) => ({ file, post: readPost(file) }))
    .sort((a, b) => a.post.id - b.post.id);
  const built = sources.map(({ file, post }) => postJson(post, file, taxonomy));
  // Newest first, as WordPress lists them.
  const posts = built.map(({ json }) => json).sort((a, b) => b.date.localeCompare(a.date));
  const media = built.flatMap(({ media: item }) => (item ? [item] : []));
  const count = (key: 'categories' | 'tags', id: number) =>
    posts.filter((post) => post[key].includes(id)).length;

  fs.mkdirSync(out.contentDir, { recursive: true });
  const write = (file: string, data: unknown) =>
    fs.writeFileSync(path.join(out.contentDir, file), `${JSON.stringify(data, null, 2)}\n`);
  write(SNAPSHOT_FILES.posts, posts);
  write(
    SNAPSHOT_FILES.tags,
    taxonomy.tags.map((def) => listedTerm(def, 'post_tag', count('tags', def.id))),
  );
  write(
    SNAPSHOT_FILES.categories,
    taxonomy.categories.map((def) => listedTerm(def, 'category', count('categories', def.id))),
  );
  write(SNAPSHOT_FILES.media, media);

  const mediaSource = path.join(sourceDir, 'media');
  for (const item of media) {
    if (!fs.existsSync(path.join(mediaSource, `${item.slug}.svg`)))
      throw new Error(`post ${item.post}: no media/${item.slug}.svg`);
  }
  fs.rmSync(out.mediaDir, { recursive: true, force: true });
  fs.mkdirSync(out.mediaDir, { recursive: true });
  let images = 0;
  for (const name of fs.readdirSync(mediaSource)) {
    const source = path.join(mediaSource, name);
    if (!name.endsWith('.svg')) {
      fs.copyFileSync(source, path.join(out.mediaDir, name));
      continue;
    }
    const svg = fs.readFileSync(source);
    for (const { suffix, width, height } of IMAGE_SIZES) {
      await sharp(svg)
        .resize(width, height)
        .webp({ quality: 78 })
        .toFile(path.join(out.mediaDir, `${path.basename(name, '.svg')}${suffix}.webp`));
      images++;
    }
  }
  return { posts: posts.length, media: media.length, images };
}
