/**
 * Against a real WordPress (Debian's package, started and seeded with the embedded sample by
 * wordpress-tests/run.sh): the REST source, the snapshot source's agreement with it on every
 * list query, and the plugin revalidating a running site within seconds of an edit.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyBuild } from '../scripts/copy-build.mjs';
import { pullContent } from '../scripts/content-pull';
import { STAGES } from '../lib/wordpress/constants';
import { createContentApi, type ContentApi } from '../lib/wordpress/queries';
import { createRestTransport } from '../lib/wordpress/rest';
import { signPreview } from '../lib/wordpress/preview-token';
import { createSnapshotTransport } from '../lib/wordpress/snapshot';
import type { PostPage } from '../lib/wordpress/types';
import { SERVER_NAME, startNginx, type Nginx } from '../test/engines/nginx';
import { request as rawRequest, type Answer } from '../test/engines/request';

const WP_URL = process.env.HG_WP_URL ?? 'http://127.0.0.1:3113';
const SITE_PORT = process.env.HG_SITE_PORT ?? '3114';
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
/** The deploy kit's nginx in front of the site, and the public address the site is told. */
const NGINX_PORT = Number(process.env.HG_NGINX_PORT ?? 3115);
const PUBLIC_URL = `https://${SERVER_NAME}`;
const WORK = process.env.HG_WP_WORK ?? path.join(path.dirname(__dirname), '.wordpress-test');
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
  let nginx: Nginx;
  let output = '';
  let previewAccount: { user: string; password: string };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-wp-'));
  /** The copy of the build the site runs from, where it keeps the pages it renders. */
  const siteDist = '.next/wordpress-suite';
  const siteBuild = path.join(ROOT, siteDist);

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
    // The site's preview account: an Editor's application password, made by WordPress.
    previewAccount = JSON.parse(php('preview.php', 'setup'));
    // The build as a server runs it, in a copy without the pages and data it has kept so far
    // (served from the embedded sample by the browser tests, say), as a deployment of its own
    // would start.
    copyBuild(path.join(ROOT, '.next'), siteBuild);
    site = spawn(process.execPath, [path.join(ROOT, 'dist', 'server.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: siteDist,
        PORT: SITE_PORT,
        HOSTNAME: '127.0.0.1',
        WORDPRESS_URL: WP_URL,
        WORDPRESS_REVALIDATE_SECRET: SECRET,
        WORDPRESS_PREVIEW_USER: previewAccount.user,
        WORDPRESS_PREVIEW_PASSWORD: previewAccount.password,
        DATA_DIR: dataDir,
        // The public address behind the kit's nginx, whose refresh server the webhook uses.
        SITE_URL: PUBLIC_URL,
        CACHE_REFRESH_URL: `http://127.0.0.1:${NGINX_PORT + 5}`,
        // Images served publicly from a media host of their own (a CDN in front of WordPress).
        WORDPRESS_MEDIA_URLS: `${WP_URL},https://media.example.com`,
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
      if (up) {
        nginx = await startNginx({ port: NGINX_PORT, upstreamPort: Number(SITE_PORT) });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the site did not start:\n${output}`);
  });

  afterAll(async () => {
    await nginx?.stop();
    if (site.pid && site.exitCode === null && site.signalCode === null) {
      const gone = new Promise((resolve) => site.once('exit', resolve));
      process.kill(-site.pid, 'SIGTERM');
      await gone;
    }
    fs.rmSync(siteBuild, { recursive: true, force: true });
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

  describe('the editors’ preview', () => {
    const FORCES = fs
      .readFileSync(path.join(ROOT, 'content/wordpress/posts.json'), 'utf8')
      .match(/<div data-four-forces>.*?<\/div>/)![0]
      .replace(/\\"/g, '"');
    /** Every answer that carried draft text, to check none of them may be cached. */
    const draftAnswers: { url: string; cacheControl: string | null }[] = [];
    const drafts: string[] = [];

    /** A browser's cookies for the site: set, replaced and deleted as Set-Cookie says. */
    function cookieJar() {
      const cookies = new Map<string, string>();
      return {
        cookies,
        header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        take(response: Response) {
          for (const line of response.headers.getSetCookie()) {
            const [pair, ...attributes] = line.split(';');
            const [name, value] = [
              pair!.slice(0, pair!.indexOf('=')),
              pair!.slice(pair!.indexOf('=') + 1),
            ];
            const expired = attributes.some(
              (a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now(),
            );
            if (!value || expired) cookies.delete(name.trim());
            else cookies.set(name.trim(), value);
          }
        },
      };
    }
    type Jar = ReturnType<typeof cookieJar>;

    async function get(url: string, jar?: Jar) {
      const response = await fetch(new URL(url, SITE_URL), {
        redirect: 'manual',
        headers: jar ? { cookie: jar.header() } : {},
      });
      jar?.take(response);
      const html = await response.text();
      if (drafts.some((text) => html.includes(text))) {
        draftAnswers.push({ url, cacheControl: response.headers.get('cache-control') });
      }
      return { response, html };
    }

    /** Follows a Preview link as the editor's browser does: to the page it redirects to. */
    async function follow(link: string, jar: Jar) {
      const opened = await get(link, jar);
      expect(opened.response.status).toBe(303);
      expect(opened.response.headers.get('cache-control')).toBe('private, no-store');
      const location = opened.response.headers.get('location')!;
      const page = await get(location, jar);
      return { location, ...page };
    }

    it('opens a draft written by the editor on the site: bar, widget, noindex, no cache', async () => {
      const title = `Draft on the site ${Date.now()}`;
      drafts.push(title);
      const html = `<p>Written in WordPress, not yet published.</p>${FORCES}`;
      const draft = JSON.parse(php('preview.php', 'draft', title, html)) as {
        id: number;
        slug: string;
        link: string;
      };
      expect(draft.slug).toBe('');
      expect(draft.link.startsWith(`${SITE_URL}/api/preview?post=${draft.id}&revision=0&`)).toBe(
        true,
      );
      // Someone who may not edit the post is not handed the site's link.
      const other = JSON.parse(php('preview.php', 'link', String(draft.id), 'contributor'));
      expect(other.link.startsWith(WP_URL)).toBe(true);

      const jar = cookieJar();
      const page = await follow(draft.link, jar);
      expect(page.location).toBe(`/insights/preview/${draft.id}`);
      expect([...jar.cookies.keys()].sort()).toEqual(['__prerender_bypass', 'hg_preview']);
      expect(page.response.status).toBe(200);
      expect(page.html).toContain(title);
      expect(page.html).toContain('Forces acting on the switch');
      expect(page.html).toContain('A missed delivery lost the firm its largest retail client.');
      expect(page.html).toContain('Preview — not published');
      expect(page.html).toContain('Exit preview');
      expect(page.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(page.html).not.toContain('type="application/json"');

      // A preview answers within a second on loopback (the best of three, the machine is shared).
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        expect((await get(page.location, jar)).response.status).toBe(200);
        times.push(performance.now() - started);
      }
      console.log(`preview answered in ${times.map((t) => Math.round(t)).join(', ')} ms`);
      expect(Math.min(...times)).toBeLessThan(1000);

      // Without the cookies the path is a 404 with no trace of the draft.
      const visitor = await get(page.location);
      expect(visitor.response.status).toBe(404);
      expect(visitor.html).not.toContain(title);
      // Nor does the preview cookie alone, or Draft Mode alone, show it.
      for (const name of ['__prerender_bypass', 'hg_preview']) {
        const half = cookieJar();
        half.cookies.set(name, jar.cookies.get(name)!);
        const answer = await get(page.location, half);
        expect(answer.response.status).toBe(404);
        expect(answer.html).not.toContain(title);
      }
    });

    it('opens a draft with a slug at its article URL, which visitors get as 404', async () => {
      const title = `Slugged draft ${Date.now()}`;
      const slug = `slugged-draft-${Date.now()}`;
      drafts.push(title);
      const draft = JSON.parse(php('preview.php', 'draft', title, '<p>Soon.</p>', slug));
      const jar = cookieJar();
      const page = await follow(draft.link, jar);
      expect(page.location).toBe(`/insights/${slug}`);
      expect(page.html).toContain(title);
      expect(page.html).toContain('Preview — not published');
      expect(page.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      const visitor = await get(`/insights/${slug}`);
      expect(visitor.response.status).toBe(404);
      expect(visitor.html).not.toContain(title);
      // Nothing of a draft reaches the lists, the sitemap or the feed, in preview or not.
      for (const url of ['/insights', '/case-studies', '/sitemap.xml', '/insights/feed.xml']) {
        for (const who of [undefined, jar]) {
          const answer = await get(url, who);
          expect(answer.response.status).toBe(200);
          for (const text of drafts) expect(answer.html).not.toContain(text);
          expect(answer.html).not.toContain(slug);
        }
      }
    });

    it('refuses a tampered link and one past its expiry, setting no cookie', async () => {
      const draft = JSON.parse(php('preview.php', 'draft', `Refused ${Date.now()}`, '<p>x</p>'));
      const link = new URL(draft.link);
      const tampered = new URL(link);
      tampered.searchParams.set('post', String(draft.id - 1));
      const expires = Math.floor(Date.now() / 1000) - 1;
      const claim = { post: draft.id as number, revision: 0, expires };
      const expired = new URL(link);
      expired.searchParams.set('expires', String(expires));
      expired.searchParams.set('signature', signPreview(SECRET, claim));
      const cases: [URL, string][] = [
        [tampered, 'The preview link’s signature is not valid.'],
        [expired, 'The preview link has expired.'],
        [new URL('/api/preview', SITE_URL), 'The preview link is incomplete or malformed.'],
      ];
      for (const [url, reason] of cases) {
        const jar = cookieJar();
        const answer = await get(url.href, jar);
        expect(answer.response.status).toBe(401);
        expect(answer.html).toContain('This preview link cannot be used');
        expect(answer.html).toContain(reason);
        expect(answer.response.headers.get('cache-control')).toBe('private, no-store');
        expect(jar.cookies.size).toBe(0);
      }
    });

    it('shows unsaved changes to a published post to the editor only, until Exit preview', async () => {
      const slug = 'twelve-interviews-are-enough';
      const heading = (html: string) => html.match(/<h1[^>]*>([^<]*)</)?.[1];
      // What visitors see before: the published title.
      const published = heading((await get(`/insights/${slug}`)).html)!;
      expect(published).toBeTruthy();
      const title = `Unsaved change ${Date.now()}`;
      drafts.push(title);
      const autosave = JSON.parse(php('preview.php', 'autosave', slug, title));
      expect(autosave.link).toContain(`revision=${autosave.autosave}&`);

      const jar = cookieJar();
      const page = await follow(autosave.link, jar);
      expect(page.location).toBe(`/insights/${slug}`);
      expect(page.html).toContain(title);
      expect(page.html).toContain('Preview — not published');
      const visitor = await get(`/insights/${slug}`);
      expect(visitor.response.status).toBe(200);
      expect(heading(visitor.html)).toBe(published);
      expect(visitor.html).not.toContain(title);
      expect(visitor.html).not.toContain('Preview — not published');

      // 'Exit preview' is a plain form post back to the published page.
      const to = page.html.match(/name="to" value="([^"]+)"/)![1]!;
      expect(to).toBe(`/insights/${slug}`);
      const exit = await fetch(`${SITE_URL}/api/preview/exit`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: jar.header(),
          origin: SITE_URL,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ to }).toString(),
      });
      jar.take(exit);
      expect(exit.status).toBe(303);
      expect(exit.headers.get('location')).toBe(`/insights/${slug}`);
      expect(jar.cookies.size).toBe(0);
      const after = await get(`/insights/${slug}`, jar);
      expect(heading(after.html)).toBe(published);
      expect(after.html).not.toContain(title);
      expect(after.html).not.toContain('Preview — not published');
    });

    it('sends a logged-in editor from WordPress’s own preview page to the site', async () => {
      const draft = JSON.parse(
        php('preview.php', 'draft', `From WordPress ${Date.now()}`, '<p>x</p>'),
      );
      const login = JSON.parse(php('preview.php', 'login')) as { name: string; value: string };
      const url = `${WP_URL}/?p=${draft.id}&preview=true`;
      const asEditor = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: `${login.name}=${login.value}` },
      });
      expect(asEditor.status).toBe(302);
      const location = asEditor.headers.get('location')!;
      expect(location.startsWith(`${SITE_URL}/api/preview?post=${draft.id}&`)).toBe(true);
      expect((await follow(location, cookieJar())).response.status).toBe(200);
      // A visitor is not logged in: WordPress itself refuses the draft.
      expect((await fetch(url, { redirect: 'manual' })).status).toBe(404);
    });

    it('never lets an answer with draft text be cached, nor keeps it anywhere', () => {
      expect(draftAnswers.length).toBeGreaterThanOrEqual(5);
      for (const answer of draftAnswers) {
        expect(answer).toEqual({
          url: answer.url,
          cacheControl: expect.stringMatching(/^private, .*no-store/),
        });
      }
      // Not in the store's last-good copy, nor in Next's cache or rendered pages.
      const places = [
        dataDir,
        path.join(siteBuild, 'cache'),
        path.join(siteBuild, 'server', 'app', 'insights'),
        path.join(siteBuild, 'server', 'route-cache'),
      ];
      let control = 0;
      for (const place of places) {
        for (const file of walk(place)) {
          const text = fs.readFileSync(file).toString('latin1');
          // A control: published answers are kept there, so the scan reads what is kept.
          if (text.includes('four-forces-worked-example')) control++;
          for (const draft of drafts)
            expect({ file, kept: text.includes(draft) }).toEqual({ file, kept: false });
        }
      }
      expect(control).toBeGreaterThan(1);
    });
  });
  /** A command of wordpress-tests/redirects.php, its JSON answer. */
  const wp = (...args: string[]) => JSON.parse(php('redirects.php', ...args));
  /** A request through the kit's nginx, as a visitor makes it (not decompressed). */
  const viaNginx = (pathname: string, headers: Record<string, string> = {}) =>
    rawRequest(`${nginx.url}${pathname}`, { ca: nginx.ca, headers });
  /** A request to the site itself, past nginx. */
  const direct = (pathname: string) => fetch(`${SITE_URL}${pathname}`, { redirect: 'manual' });
  /**
   * An answer's Location. A redirect Next 16.4 has just rendered names it twice, the same
   * address (fetch joins them); browsers take it as one.
   */
  const locationOf = (answer: Response) =>
    [...new Set((answer.headers.get('location') ?? '').split(', '))].join(', ');
  const html = async (pathname: string) => (await direct(pathname)).text();
  /** Polls until `check` holds of the page, for a webhook's change to show (SWR caches). */
  async function pageWhere(pathname: string, check: (text: string) => boolean, seconds = 20) {
    const started = Date.now();
    let text = '';
    while (Date.now() - started < seconds * 1000) {
      text = await html(pathname);
      if (check(text)) return text;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${pathname} never showed what was expected:\n${text.slice(0, 2000)}`);
  }
  const head = (text: string) => text.slice(0, text.indexOf('</head>'));
  const jsonLd = (text: string) =>
    [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
  const nodes = (text: string) =>
    jsonLd(text).flatMap((item) => (item['@graph'] as Record<string, unknown>[]) ?? [item]);
  const sitemapUrls = async (via: 'nginx' | 'site' = 'site') => {
    const text =
      via === 'nginx' ? (await viaNginx('/sitemap.xml')).text() : await html('/sitemap.xml');
    return [
      ...text.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g),
    ].map((m) => ({ loc: m[1]!, lastmod: m[2] }));
  };

  describe('an SEO plugin’s metadata, in Yoast SEO’s REST shape', () => {
    const stamp = Date.now().toString(36);
    const shaped = `yoast-shaped-${stamp}`;
    const hidden = `yoast-noindex-${stamp}`;
    const wpHost = new URL(WP_URL).host;

    beforeAll(() => {
      wp('plugin', 'activate', 'yoast-rest-shape.php');
      wp(
        'create',
        shaped,
        'A post with an SEO title',
        JSON.stringify({
          _yoast_wpseo_title: 'The editor’s SEO title - Hidden Growth test CMS',
          _yoast_wpseo_metadesc: 'The editor’s own description for search results.',
          '_yoast_wpseo_opengraph-image': `${WP_URL}/wp-content/uploads/share-card.png`,
        }),
      );
      wp(
        'create',
        hidden,
        'A post kept out of search',
        JSON.stringify({
          '_yoast_wpseo_meta-robots-noindex': '1',
        }),
      );
    });

    afterAll(() => {
      wp('option', 'blog_public', '1');
      wp('plugin', 'deactivate', 'yoast-rest-shape.php');
    });

    it('takes the title, description and share image; the canonical stays the site’s own', async () => {
      const page = await html(`/insights/${shaped}`);
      expect(page).toContain('<title>The editor’s SEO title | Hidden Growth</title>');
      expect(page).toContain(
        '<meta name="description" content="The editor’s own description for search results."/>',
      );
      // WordPress's image, from the public media host.
      expect(page).toContain(
        '<meta property="og:image" content="https://media.example.com/wp-content/uploads/share-card.png"/>',
      );
      expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/insights/${shaped}"/>`);
      expect(page).toContain(
        `<meta property="og:url" content="${PUBLIC_URL}/insights/${shaped}"/>`,
      );
      expect(head(page)).not.toMatch(/<meta name="robots"/);
      // Neither the head's tags nor the structured data name WordPress's host.
      for (const tag of head(page).match(/<(meta|link)[^>]*>/g) ?? []) {
        expect(tag).not.toContain(wpHost);
      }
      expect(JSON.stringify(jsonLd(page))).not.toContain(wpHost);
    });

    it('merges the structured data without a second Organization or WebSite node', async () => {
      const all = nodes(await html(`/insights/${shaped}`));
      const typed = (type: string) => all.filter((node) => node['@type'] === type);
      expect(typed('Organization')).toEqual([]);
      expect(typed('WebSite')).toEqual([]);
      expect(typed('BlogPosting')).toHaveLength(1);
      expect(typed('BreadcrumbList')).toHaveLength(1);
      expect(typed('BlogPosting')[0]).toMatchObject({
        description: 'The editor’s own description for search results.',
        url: `${PUBLIC_URL}/insights/${shaped}`,
        wordCount: expect.any(Number),
      });
    });

    it('honours a post’s own noindex, and leaves the post out of the sitemap', async () => {
      const page = await html(`/insights/${hidden}`);
      expect(page).toContain('<meta name="robots" content="noindex, follow"/>');
      const urls = await pageWhere('/sitemap.xml', (text) => text.includes(shaped));
      expect(urls).toContain(`${PUBLIC_URL}/insights/${shaped}<`);
      expect(urls).not.toContain(hidden);
    });

    it('ignores the noindex of WordPress’s “Discourage search engines”, keeping the post’s own', async () => {
      wp('option', 'blog_public', '0');
      // WordPress says it on every post it sends; an edit brings each one to the site again.
      php('edit.php', shaped, 'A post with an SEO title, read again');
      php('edit.php', hidden, 'A post kept out of search, read again');
      const api = (await (await fetch(`${WP_URL}/wp-json/wp/v2/posts?slug=${shaped}`)).json()) as {
        yoast_head_json: { robots: { index: string } };
      }[];
      expect(api[0]!.yoast_head_json.robots.index).toBe('noindex');
      const page = await pageWhere(`/insights/${shaped}`, (text) => text.includes('read again'));
      expect(head(page)).not.toMatch(/<meta name="robots"/);
      const kept = await pageWhere(`/insights/${hidden}`, (text) => text.includes('read again'));
      expect(kept).toContain('<meta name="robots" content="noindex, follow"/>');
      const sitemap = await pageWhere('/sitemap.xml', (text) => text.includes(shaped));
      expect(sitemap).not.toContain(hidden);
      wp('option', 'blog_public', '1');
    });

    it('is the site’s own page, as before, without the field', async () => {
      wp('plugin', 'deactivate', 'yoast-rest-shape.php');
      php('edit.php', shaped, 'A post without its SEO plugin');
      const page = await pageWhere(`/insights/${shaped}`, (text) =>
        text.includes('A post without its SEO plugin'),
      );
      expect(page).toContain('<title>A post without its SEO plugin | Hidden Growth</title>');
      expect(page).toContain(
        '<meta name="description" content="The excerpt of A post with an SEO title."/>',
      );
      expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/insights/${shaped}"/>`);
      expect(head(page)).not.toMatch(/<meta name="robots"/);
      expect(
        nodes(page)
          .map((node) => node['@type'])
          .sort(),
      ).toEqual(['BlogPosting', 'BreadcrumbList']);
    });
  });

  describe('a renamed post keeps its readers and its rank', () => {
    const stamp = Date.now().toString(36);
    const [A, B, C] = ['a', 'b', 'c'].map((name) => `renamed-${name}-${stamp}`) as [
      string,
      string,
      string,
    ];
    /** The sitemap's addresses before the renames, crawled again after them. */
    let before: { loc: string }[] = [];

    /** Every answer nginx gives an address, compressed and not. */
    const bothEncodings = (pathname: string) =>
      Promise.all([viaNginx(pathname, { 'accept-encoding': 'gzip' }), viaNginx(pathname)]);
    const expectRedirect = (answer: Answer, to: string) =>
      expect({ status: answer.status, location: answer.headers.location }).toEqual({
        status: 308,
        location: `/insights/${to}`,
      });

    beforeAll(async () => {
      wp('create', A, 'A post renamed twice');
      await pageWhere(`/insights/${A}`, (text) => text.includes('A post renamed twice'));
      await pageWhere('/sitemap.xml', (text) => text.includes(A));
      // nginx holds the page (both encodings) before any rename.
      for (const headers of [{ 'accept-encoding': 'gzip' }, {}] as Record<string, string>[]) {
        const started = Date.now();
        for (;;) {
          const answer = await viaNginx(`/insights/${A}`, headers);
          if (answer.headers['x-cache-status'] === 'HIT' && answer.status === 200) break;
          if (Date.now() - started > 30_000) throw new Error(`nginx never kept /insights/${A}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      before = await sitemapUrls('nginx');
      expect(before.map((url) => url.loc)).toContain(`${PUBLIC_URL}/insights/${A}`);
    });

    it('answers A and B each with one 308 to C, and C with the page, behind nginx at once', async () => {
      // The webhook is sent, and answered, before the editor's save returns.
      const first = wp('rename', A, B);
      expect(first.slug).toBe(B);
      for (const answer of await bothEncodings(`/insights/${A}`)) expectRedirect(answer, B);
      const renamedAt = Date.now();
      const second = wp('rename', B, C);
      expect(second.oldSlugs).toEqual(expect.arrayContaining([A, B]));
      // Never the old page from nginx's cache once the webhook is answered: every spelling.
      for (let i = 0; i < 10; i++) {
        for (const answer of [
          ...(await bothEncodings(`/insights/${A}`)),
          ...(await bothEncodings(`/insights/${B}`)),
          await viaNginx(`/insights/${A}?utm_source=newsletter`),
        ]) {
          expectRedirect(answer, C);
        }
      }
      const page = await viaNginx(`/insights/${C}`);
      expect(page.status).toBe(200);
      expect(page.text()).toContain(`<link rel="canonical" href="${PUBLIC_URL}/insights/${C}"/>`);
      expect(page.text()).toContain('A post renamed twice');
      console.log(`old addresses redirected from nginx within ${Date.now() - renamedAt} ms`);
    });

    it('lists only C in the sitemap, with a fresh lastmod', async () => {
      const urls = await sitemapUrls('nginx');
      const locs = urls.map((url) => url.loc);
      expect(locs).toContain(`${PUBLIC_URL}/insights/${C}`);
      expect(locs).not.toContain(`${PUBLIC_URL}/insights/${A}`);
      expect(locs).not.toContain(`${PUBLIC_URL}/insights/${B}`);
      const lastmod = urls.find((url) => url.loc.endsWith(`/insights/${C}`))!.lastmod!;
      expect(Date.now() - Date.parse(lastmod)).toBeLessThan(5 * 60 * 1000);
      expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    });

    it('answers every address the sitemap listed before with 200, or one 308 to a 200', async () => {
      expect(before.length).toBeGreaterThan(40);
      const crawl = async ({ loc }: { loc: string }) => {
        const answer = await viaNginx(new URL(loc).pathname);
        if (answer.status !== 308) return { loc, status: answer.status };
        const next = await viaNginx(answer.headers.location!);
        return { loc, status: answer.status, then: next.status };
      };
      // Six at a time, as a crawler might.
      const results = [];
      for (let i = 0; i < before.length; i += 6) {
        results.push(...(await Promise.all(before.slice(i, i + 6).map(crawl))));
      }
      for (const result of results) {
        expect(result).toEqual(
          result.status === 200
            ? { loc: result.loc, status: 200 }
            : { loc: result.loc, status: 308, then: 200 },
        );
      }
      expect(results.filter((result) => result.status === 308).map((result) => result.loc)).toEqual(
        [`${PUBLIC_URL}/insights/${A}`],
      );
    });

    it('reads a rule stored as the Redirection plugin stores it, while that plugin is active', async () => {
      const route = async (pathname: string) =>
        (await (
          await fetch(
            `${WP_URL}/wp-json/hidden-growth/v1/redirect?path=${encodeURIComponent(pathname)}`,
          )
        ).json()) as { to: string | null; status: number };
      // A campaign address of the website, and the old permalink of a post (Redirection's
      // "Modified Posts" rule names WordPress's own addresses).
      wp('redirection-rule', '/insights/spring-campaign/', `/insights/${C}`, '301');
      const link = new URL(
        wp('create', `redirection-target-${stamp}`, 'A redirection target').link,
      );
      wp('redirection-rule', `/2019/05/06/an-older-permalink-${stamp}/`, link.pathname, '302');
      expect(await route('/insights/spring-campaign')).toEqual({ to: null, status: 404 });
      wp('plugin', 'activate', 'redirection-tables.php');
      try {
        expect(await route('/insights/spring-campaign')).toEqual({
          to: `/insights/${C}`,
          status: 301,
        });
        expect(await route(`/insights/an-older-permalink-${stamp}`)).toEqual({
          to: `/insights/redirection-target-${stamp}`,
          status: 302,
        });
        // Core's old slugs, whatever plugin is active: one hop to the address now.
        expect(await route(`/insights/${A}`)).toEqual({ to: `/insights/${C}`, status: 301 });
        expect(await route('/insights/never-existed')).toEqual({ to: null, status: 404 });
        // Bounded: a path longer than any slug is refused.
        const long = await fetch(
          `${WP_URL}/wp-json/hidden-growth/v1/redirect?path=/insights/${'a'.repeat(2000)}`,
        );
        expect(long.status).toBe(400);
        // The website follows it: one 308 to the address of this site.
        const answer = await direct('/insights/spring-campaign');
        expect(answer.status).toBe(308);
        expect(locationOf(answer)).toBe(`/insights/${C}`);
        const temporary = await direct(`/insights/an-older-permalink-${stamp}`);
        expect(temporary.status).toBe(307);
      } finally {
        wp('plugin', 'deactivate', 'redirection-tables.php');
      }
    });

    it('keeps redirecting A and B to C with WordPress stopped', async () => {
      const pid = Number(fs.readFileSync(path.join(WORK, 'run', 'php.pid'), 'utf8'));
      process.kill(-pid, 'SIGTERM');
      for (let i = 0; i < 40; i++) {
        const up = await fetch(`${WP_URL}/wp-json/`).then(
          () => true,
          () => false,
        );
        if (!up) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // Past the pages' 10 s, so that the site renders them again without WordPress.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      for (let round = 0; round < 2; round++) {
        for (const slug of [A, B]) {
          const answer = await direct(`/insights/${slug}`);
          expect({ slug, status: answer.status, location: locationOf(answer) }).toEqual({
            slug,
            status: 308,
            location: `/insights/${C}`,
          });
          // The second time, a redirect the site rendered again, WordPress being away.
          if (round === 1) expect(answer.headers.get('x-nextjs-cache')).toBe('HIT');
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      for (const slug of [A, B]) {
        for (const answer of await bothEncodings(`/insights/${slug}`)) expectRedirect(answer, C);
      }
      const locs = (await sitemapUrls()).map((url) => url.loc);
      expect(locs).toContain(`${PUBLIC_URL}/insights/${C}`);
      expect(locs).not.toContain(`${PUBLIC_URL}/insights/${A}`);
    });
  });
});

function* walk(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
