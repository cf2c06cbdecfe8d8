/**
 * Against a real WordPress (Debian's package, started and seeded with the embedded sample by
 * wordpress-tests/run.sh): the REST source, the snapshot source's agreement with it on every
 * list query, and the plugin revalidating a running site within seconds of an edit.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pullContent } from '../scripts/content-pull';
import { STAGES } from '../lib/wordpress/constants';
import { createContentApi, type ContentApi } from '../lib/wordpress/queries';
import { createRestTransport } from '../lib/wordpress/rest';
import { createSnapshotTransport } from '../lib/wordpress/snapshot';
import type { PostPage } from '../lib/wordpress/types';

const WP_URL = process.env.HG_WP_URL ?? 'http://127.0.0.1:3113';
const SITE_PORT = process.env.HG_SITE_PORT ?? '3114';
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const SECRET = 'real-wordpress-suite-secret-0123456789';
const HERE = __dirname;
const ROOT = path.dirname(HERE);

const rest = createContentApi(createRestTransport({ baseUrl: WP_URL, revalidateSeconds: false }));
const sample = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/wordpress/posts.json'), 'utf8'),
) as {
  categories: number[];
}[];

/** Drops the one field that differs by design: whether an answer came from the keep. */
const plain = (page: PostPage) => ({ ...page, stale: undefined });

describe('the REST source against WordPress', () => {
  it('lists the seeded insights, 12 a page, with totals from the headers', async () => {
    const page = await rest.getInsights({ page: 1 });
    const expected = sample.filter((p) => !p.categories.includes(3)).length;
    expect(page.total).toBe(expected);
    expect(page.totalPages).toBe(Math.ceil(expected / 12));
    expect(page.posts).toHaveLength(12);
    expect(page.posts.some((p) => p.isCaseStudy)).toBe(false);
  });

  it('answers a page past the last one with an empty page', async () => {
    const page = await rest.getInsights({ page: 50 });
    expect(page.posts).toEqual([]);
  });

  it('lists the case study oldest first, by stage, with the missing stage empty', async () => {
    const all = await rest.getCaseStudies({});
    expect(all.total).toBeGreaterThanOrEqual(8);
    const dates = all.posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort());
    const stages = await rest.getStageTags();
    expect(stages.map((s) => s.stage)).toEqual([...STAGES]);
    expect(stages.find((s) => s.stage === 'Impact')?.tag).toBeNull();
    expect((await rest.getCaseStudies({ stage: 'Impact' })).total).toBe(0);
    expect((await rest.getCaseStudies({ stage: 'Analysis' })).total).toBeGreaterThan(0);
  });

  it('decodes the titles WordPress escapes and names an untitled post', async () => {
    const post = await rest.getPostBySlug('sales-and-marketing-alignment-shared-story');
    expect(post?.title).toBe('Sales & marketing alignment starts with one shared story');
    const refs = await rest.getAllPostRefs();
    const numeric = refs.find((ref) => /^\d+$/.test(ref.slug));
    expect((await rest.getPostBySlug(numeric!.slug))?.title).toBe('Untitled');
  });

  it('finds a post by its non-Latin slug', async () => {
    const post = await rest.getPostBySlug('顧客インタビューの始め方');
    expect(post?.slug).toMatch(/^%e9%a1%a7/);
  });

  it('keeps the contract’s data blocks in the post HTML', async () => {
    const post = await rest.getPostBySlug('four-forces-worked-example');
    expect(post?.contentHtml).toContain('<div data-four-forces><script type="application/json">');
    const faq = await rest.getPostBySlug('customer-research-faq');
    expect(faq?.contentHtml).toMatch(/<details class="wp-block-details" open>/);
  });

  it('gives no image for a deleted featured image and no body for a protected post', async () => {
    expect((await rest.getPostBySlug('research-ops-recordings'))?.image).toBeNull();
    const locked = await rest.getPostBySlug('client-debrief-q2-pricing-study');
    expect(locked).toMatchObject({ isProtected: true, contentHtml: '', excerpt: '' });
  });
});

describe('the snapshot source agrees with WordPress on every list query', () => {
  let snapshot: ContentApi;

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulled-'));
    await pullContent(WP_URL, dir);
    snapshot = createContentApi(createSnapshotTransport(dir));
  });

  it('tags, categories and stages', async () => {
    expect(await snapshot.getAllTags()).toEqual(await rest.getAllTags());
    expect(await snapshot.getTopicTags()).toEqual(await rest.getTopicTags());
    expect(await snapshot.getAllCategories()).toEqual(await rest.getAllCategories());
    expect(await snapshot.getCaseStudyCategory()).toEqual(await rest.getCaseStudyCategory());
    expect(await snapshot.getStageTags()).toEqual(await rest.getStageTags());
  });

  it('insights: every page, every topic, searches and their combinations', async () => {
    const first = await rest.getInsights({ page: 1 });
    const queries: { page?: number; search?: string; tagId?: number }[] = [];
    for (let page = 1; page <= first.totalPages + 1; page++) queries.push({ page });
    for (const tag of await rest.getAllTags())
      queries.push({ tagId: tag.id }, { tagId: tag.id, page: 2 });
    const searches = [
      'spreadsheet',
      'Spreadsheet audit',
      '"four forces"',
      'churn -spreadsheet',
      'interview guide',
      'the',
      'pricing',
      'zzqqxx',
      '顧客',
    ];
    for (const search of searches) queries.push({ search }, { search, page: 2 });
    queries.push({ search: 'interview', tagId: 13 }, { search: 'buyers', tagId: 17, page: 1 });
    for (const query of queries) {
      const [a, b] = await Promise.all([snapshot.getInsights(query), rest.getInsights(query)]);
      expect({ query, result: plain(a) }).toEqual({ query, result: plain(b) });
    }
    expect(queries.length).toBeGreaterThan(40);
  });

  it('case studies: every stage, pages and searches', async () => {
    const queries: { page?: number; search?: string; stage?: (typeof STAGES)[number] }[] = [
      {},
      { page: 2 },
    ];
    for (const stage of STAGES) queries.push({ stage }, { stage, search: 'interviews' });
    for (const search of ['spreadsheet', 'audit', 'zzqqxx']) queries.push({ search });
    for (const query of queries) {
      const [a, b] = await Promise.all([
        snapshot.getCaseStudies(query),
        rest.getCaseStudies(query),
      ]);
      expect({ query, result: plain(a) }).toEqual({ query, result: plain(b) });
    }
  });

  it('the feed, the sitemap, the timeline, every article and its neighbours', async () => {
    expect(await snapshot.getLatestInsights(20)).toEqual(await rest.getLatestInsights(20));
    const refs = await rest.getAllPostRefs();
    expect(await snapshot.getAllPostRefs()).toEqual(refs);
    expect(await snapshot.getCaseStudyTimeline()).toEqual(await rest.getCaseStudyTimeline());
    for (const ref of refs) {
      const [a, b] = await Promise.all([
        snapshot.getPostBySlug(ref.slug),
        rest.getPostBySlug(ref.slug),
      ]);
      expect(a).toEqual(b);
      expect(await snapshot.getRelatedPosts(a!)).toEqual(await rest.getRelatedPosts(b!));
      expect(await snapshot.getAdjacentCaseStudies(a!)).toEqual(
        await rest.getAdjacentCaseStudies(b!),
      );
    }
  });
});

describe('the plugin revalidates the site', () => {
  let site: ChildProcess;
  let output = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-wp-'));

  const php = (script: string, ...args: string[]) =>
    execFileSync('php', [path.join(HERE, script), ...args], {
      env: { ...process.env, HG_WP_URL: WP_URL },
      encoding: 'utf8',
    });

  async function titlesOnInsights(): Promise<string> {
    const response = await fetch(`${SITE_URL}/insights`);
    return response.text();
  }

  beforeAll(async () => {
    php('configure.php', `${SITE_URL}/api/revalidate`, SECRET);
    // The build as a server runs it: the standalone folder through the site's own entry.
    const server = path.join(ROOT, '.next', 'standalone', 'server.js');
    site = spawn(process.execPath, [server, '--port', SITE_PORT, '--hostname', '127.0.0.1'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WORDPRESS_URL: WP_URL,
        WORDPRESS_REVALIDATE_SECRET: SECRET,
        DATA_DIR: dataDir,
        SITE_URL,
        LOG_LEVEL: 'info',
      },
      detached: true,
    });
    site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; i < 120; i++) {
      const up = await fetch(`${SITE_URL}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the site did not start:\n${output}`);
  });

  afterAll(() => {
    if (site.pid) process.kill(-site.pid, 'SIGTERM');
  });

  async function waitFor(text: string, seconds: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < seconds * 1000) {
      if ((await titlesOnInsights()).includes(text)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`"${text}" did not appear within ${seconds} s`);
  }

  it('shows an edit made in WordPress within seconds (the data cache alone would wait 5 minutes)', async () => {
    expect(await titlesOnInsights()).toContain('Twelve interviews are usually enough');
    const title = `Twelve interviews, revisited ${Date.now()}`;
    php('edit.php', 'twelve-interviews-are-enough', title);
    const waited = await waitFor(title, 10);
    console.log(`edit visible on the site after ${waited} ms`);
    expect(output).toMatch(/"event":"wordpress.revalidated"/);
  });

  it('renders its seeded widget posts as articles, read from WordPress', async () => {
    const posts: [string, string[]][] = [
      [
        'four-forces-worked-example',
        [
          'Forces acting on the switch',
          'A missed delivery lost the firm its largest retail client.',
          'On this page',
        ],
      ],
      [
        'how-a-switch-interview-unfolds',
        ['aria-label="Play video: ', 'On this page', 'id="what-we-listen-for-2"'],
      ],
      [
        'switch-interview-guide-pdf',
        [
          'aria-label="PDF: Switch-interview guide"',
          'Open PDF: Switch-interview guide',
          'Four forces worksheet (CSV)',
        ],
      ],
      [
        'customer-research-faq',
        ['<details', 'Who runs the interviews?', 'How many interviews do you run?'],
      ],
    ];
    for (const [slug, expected] of posts) {
      // A new title proves the page was rendered from WordPress, not from the build's snapshot.
      const title = `${slug} read from WordPress ${Date.now()}`;
      php('edit.php', slug, title);
      let html = '';
      const started = Date.now();
      while (Date.now() - started < 15_000) {
        html = await (await fetch(`${SITE_URL}/insights/${slug}`)).text();
        if (html.includes(title)) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(html).toContain(title);
      for (const text of expected) expect(html).toContain(text);
      expect(html).not.toContain('type="application/json"');
      expect(html).not.toMatch(/\son[a-z]+="/i);
    }
  });

  it('delivers edits made in quick succession, none dropped', async () => {
    const before = (output.match(/"event":"wordpress.revalidated"/g) ?? []).length;
    const titles = [1, 2, 3].map((n) => `Quick edit ${n} ${Date.now()}`);
    for (const title of titles) php('edit.php', 'twelve-interviews-are-enough', title);
    await waitFor(titles[2]!, 10);
    const after = (output.match(/"event":"wordpress.revalidated"/g) ?? []).length;
    expect(after - before).toBe(3);
  });
});
