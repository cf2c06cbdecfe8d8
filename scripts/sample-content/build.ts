/**
 * Builds the embedded sample of WordPress content (content/wordpress/*.json, in the REST
 * API's own shape as `_embed=1` returns it) and its illustrations and documents in
 * public/sample-media. Run with `npx tsx scripts/sample-content/build.ts` after editing
 * insights.ts or special.ts. `npm run content:pull` replaces the JSON with a live site's.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { insights } from './insights';
import { caseStudies, specialPosts } from './special';
import { makePdf } from './pdf';
import { illustration } from './illustration';

const ROOT = path.resolve(__dirname, '..', '..');
const CONTENT_DIR = path.join(ROOT, 'content', 'wordpress');
const MEDIA_DIR = path.join(ROOT, 'public', 'sample-media');
const CMS = 'https://cms.hiddengrowth.co';
const MEDIA_URL = '/sample-media';
const TZ_OFFSET_HOURS = 8; // The sample site's timezone: Asia/Singapore.

interface TermDef {
  id: number;
  name: string;
  slug: string;
  description?: string;
}

const categoryDefs: TermDef[] = [
  { id: 1, name: 'Uncategorized', slug: 'uncategorized' },
  { id: 2, name: 'Insights', slug: 'insights' },
  {
    id: 3,
    name: 'Case Study',
    slug: 'case-study',
    description: 'The live case study, stage by stage.',
  },
  { id: 4, name: 'Research Methods', slug: 'research-methods' },
  // Shares a stage's name and slug: stage tags must be matched among tags only.
  { id: 5, name: 'Analysis', slug: 'analysis' },
];

const tagDefs: TermDef[] = [
  { id: 11, name: 'Jobs-to-Be-Done', slug: 'jobs-to-be-done' },
  { id: 12, name: 'Customer Interviews', slug: 'customer-interviews' },
  { id: 13, name: 'Pricing', slug: 'pricing' },
  { id: 14, name: 'Churn &amp; Retention', slug: 'churn-retention' },
  { id: 15, name: 'Positioning', slug: 'positioning' },
  { id: 16, name: 'Product–Market Fit', slug: 'product-market-fit' },
  { id: 17, name: 'Switching Behaviour', slug: 'switching-behaviour' },
  { id: 18, name: 'Sales Conversion', slug: 'sales-conversion' },
  { id: 19, name: 'Partnerships', slug: 'partnerships' },
  { id: 21, name: 'Recruitment', slug: 'recruitment' },
  { id: 22, name: 'Interviews', slug: 'interviews' },
  { id: 23, name: 'Analysis', slug: 'analysis' },
  // Created ahead of its stage: no posts yet. "Impact" does not exist at all.
  { id: 24, name: 'Insights', slug: 'insights' },
];

const byName = (defs: TermDef[], name: string) => {
  const found = defs.find((def) => def.name === name);
  if (!found) throw new Error(`Unknown term ${name}`);
  return found;
};

/** What wptexturize and esc_html do to typed text. */
function texturize(text: string): string {
  return text
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u2019/g, '&#8217;')
    .replace(/\u2018/g, '&#8216;')
    .replace(/\u201c/g, '&#8220;')
    .replace(/\u201d/g, '&#8221;')
    .replace(/\u2013/g, '&#8211;')
    .replace(/\u2014/g, '&#8212;')
    .replace(/\u2026/g, '&#8230;');
}

function gmt(local: string): string {
  const time = Date.parse(`${local}Z`) - TZ_OFFSET_HOURS * 3600_000;
  return new Date(time).toISOString().slice(0, 19);
}

function termJson(def: TermDef, taxonomy: 'category' | 'post_tag') {
  const base = taxonomy === 'category' ? 'category' : 'tag';
  return {
    id: def.id,
    link: `${CMS}/${base}/${def.slug}/`,
    name: def.name,
    slug: def.slug,
    taxonomy,
  };
}

interface PostInput {
  id: number;
  title: string;
  slug: string;
  date: string;
  categories: string[];
  tags: string[];
  excerptHtml: string;
  contentHtml: string;
  protected?: boolean;
  media: 'own' | 'none' | 'deleted';
  motif: string;
  seed: number;
}

const media: Record<string, unknown>[] = [];
const posts: Record<string, unknown>[] = [];
const imageJobs: { file: string; svg: string; width: number; height: number }[] = [];

function mediaFor(post: PostInput) {
  const id = 500 + posts.length + 1;
  const base =
    `${post.id}-${post.slug.startsWith('%') ? 'customer-interviews-japan' : post.slug}`.slice(
      0,
      60,
    );
  const { svg, alt } = illustration(post.motif, post.seed);
  imageJobs.push({ file: `${base}.webp`, svg, width: 1200, height: 675 });
  imageJobs.push({ file: `${base}-768x432.webp`, svg, width: 768, height: 432 });
  const month = post.date.slice(0, 7).replace('-', '/');
  const item = {
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
    media_details: {
      width: 1200,
      height: 675,
      file: `${month}/${base}.webp`,
      sizes: {
        medium_large: {
          file: `${base}-768x432.webp`,
          width: 768,
          height: 432,
          mime_type: 'image/webp',
          source_url: `${MEDIA_URL}/${base}-768x432.webp`,
        },
        full: {
          file: `${base}.webp`,
          width: 1200,
          height: 675,
          mime_type: 'image/webp',
          source_url: `${MEDIA_URL}/${base}.webp`,
        },
      },
    },
    post: post.id,
    source_url: `${MEDIA_URL}/${base}.webp`,
  };
  media.push(item);
  return item;
}

function addPost(post: PostInput) {
  const categories = post.categories.map((name) => byName(categoryDefs, name));
  const tags = post.tags.map((name) => byName(tagDefs, name));
  const item = post.media === 'own' ? mediaFor(post) : null;
  const month = post.date.slice(0, 10).replace(/-/g, '/');
  const embedded: Record<string, unknown> = {
    author: [
      {
        id: 1,
        name: 'Hidden Growth',
        url: '',
        description: '',
        link: `${CMS}/author/hidden-growth/`,
        slug: 'hidden-growth',
      },
    ],
    'wp:term': [
      categories.map((c) => termJson(c, 'category')),
      tags.map((t) => termJson(t, 'post_tag')),
    ],
  };
  if (item) embedded['wp:featuredmedia'] = [item];
  if (post.media === 'deleted') {
    embedded['wp:featuredmedia'] = [
      { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
    ];
  }
  posts.push({
    id: post.id,
    date: post.date,
    date_gmt: gmt(post.date),
    guid: { rendered: `${CMS}/?p=${post.id}` },
    modified: post.date,
    modified_gmt: gmt(post.date),
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link: `${CMS}/${month}/${post.slug}/`,
    title: { rendered: post.title },
    content: {
      rendered: post.protected ? '' : post.contentHtml,
      protected: Boolean(post.protected),
    },
    excerpt: {
      rendered: post.protected ? '' : post.excerptHtml,
      protected: Boolean(post.protected),
    },
    author: 1,
    featured_media: item ? item.id : post.media === 'deleted' ? 999 : 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories: categories.map((c) => c.id),
    tags: tags.map((t) => t.id),
    _embedded: embedded,
  });
}

function paragraphs(list: string[]) {
  return list.map((p) => `<p>${texturize(p)}</p>`).join('\n\n');
}

const MOTIFS: Record<string, string> = {
  'Jobs-to-Be-Done': 'job',
  'Customer Interviews': 'interview',
  Pricing: 'price',
  'Churn &amp; Retention': 'loop',
  Positioning: 'target',
  'Product–Market Fit': 'fit',
  'Switching Behaviour': 'switch',
  'Sales Conversion': 'funnel',
};

insights.forEach((insight, index) => {
  const body = [
    `<p>${texturize(insight.intro)}</p>`,
    ...insight.sections.map((section) =>
      [
        `<h2 class="wp-block-heading">${texturize(section.heading)}</h2>`,
        paragraphs(section.paragraphs),
        section.list
          ? `<ul class="wp-block-list">\n${section.list.map((li) => `<li>${texturize(li)}</li>`).join('\n')}\n</ul>`
          : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
    ),
  ].join('\n\n');
  const words = [insight.intro, ...insight.sections.flatMap((s) => s.paragraphs)]
    .join(' ')
    .split(/\s+/);
  const excerptHtml = insight.autoExcerpt
    ? `<p>${texturize(words.slice(0, 55).join(' '))} [&hellip;]</p>\n`
    : `<p>${texturize(insight.excerpt)}</p>\n`;
  addPost({
    id: 101 + index,
    title: insight.title,
    slug: insight.slug,
    date: insight.date,
    categories: insight.categories ?? ['Insights'],
    tags: insight.tags,
    excerptHtml,
    contentHtml: `\n${body}\n`,
    media: 'own',
    motif: insight.motif ?? MOTIFS[insight.tags[0]!] ?? 'job',
    seed: index + 1,
  });
});

specialPosts.forEach((post, index) => {
  addPost({
    ...post,
    media: post.media ?? 'own',
    motif: post.motif ?? 'interview',
    seed: 100 + index,
  });
});

caseStudies.forEach((study, index) => {
  addPost({
    id: 301 + index,
    title: study.title,
    slug: study.slug,
    date: study.date,
    categories: ['Case Study'],
    tags: [...study.stages, ...(study.topics ?? [])],
    excerptHtml: `<p>${texturize(study.excerpt)}</p>\n`,
    contentHtml: `\n${paragraphs(study.paragraphs)}\n`,
    media: 'own',
    motif: `stage-${study.stages[0]!.toLowerCase()}`,
    seed: 200 + index,
  });
});

posts.sort((a, b) => String(b.date).localeCompare(String(a.date)));

const count = (key: 'categories' | 'tags', id: number) =>
  posts.filter((post) => (post[key] as number[]).includes(id)).length;

const categories = categoryDefs.map((def) => ({
  id: def.id,
  count: count('categories', def.id),
  description: def.description ?? '',
  link: `${CMS}/category/${def.slug}/`,
  name: def.name,
  slug: def.slug,
  taxonomy: 'category',
  parent: 0,
  meta: [],
}));

const tags = tagDefs.map((def) => ({
  id: def.id,
  count: count('tags', def.id),
  description: def.description ?? '',
  link: `${CMS}/tag/${def.slug}/`,
  name: def.name,
  slug: def.slug,
  taxonomy: 'post_tag',
  meta: [],
}));

async function main() {
  fs.mkdirSync(CONTENT_DIR, { recursive: true });
  fs.rmSync(MEDIA_DIR, { recursive: true, force: true });
  fs.mkdirSync(MEDIA_DIR, { recursive: true });
  const write = (file: string, data: unknown) =>
    fs.writeFileSync(path.join(CONTENT_DIR, file), `${JSON.stringify(data, null, 2)}\n`);
  write('posts.json', posts);
  write('tags.json', tags);
  write('categories.json', categories);
  write('media.json', media);

  for (const job of imageJobs) {
    await sharp(Buffer.from(job.svg))
      .resize(job.width, job.height)
      .webp({ quality: 78 })
      .toFile(path.join(MEDIA_DIR, job.file));
  }

  fs.writeFileSync(
    path.join(MEDIA_DIR, 'switch-interview-guide.pdf'),
    makePdf('Switch-interview guide', [
      [
        'Hidden Growth - Switch-interview guide',
        '',
        '1. Set the scene: when did you first think about solving this?',
        '2. What was going on that day? Who else was involved?',
        '3. What did you try before? What did it cost you?',
        '4. When did you start actively looking? What triggered it?',
        '5. What nearly stopped you from switching?',
      ],
      [
        'Follow-ups for each force',
        '',
        'Push: what was wrong with the old way?',
        'Pull: what did you picture life would be like afterwards?',
        'Habit: what did you like about the old way?',
        'Anxiety: what worried you about the new way?',
      ],
    ]),
  );
  fs.writeFileSync(
    path.join(MEDIA_DIR, 'four-forces-summary.pdf'),
    makePdf('Four forces summary', [
      [
        'The four forces of progress',
        '',
        'Push of the situation + Pull of the new solution',
        'must outweigh',
        'Habits of the present + Anxiety of the new solution',
      ],
    ]),
  );
  fs.writeFileSync(
    path.join(MEDIA_DIR, 'forces-worksheet.csv'),
    'force,statement,interviewee,minute\npush,,,\npull,,,\nhabit,,,\nanxiety,,,\n',
  );
  console.log(
    `Wrote ${posts.length} posts, ${tags.length} tags, ${categories.length} categories, ${media.length} media and ${imageJobs.length} images.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
