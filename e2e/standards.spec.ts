import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { missingRequired } from '../test/structured-data';
import { sitemapPaths, STATE_PATHS } from './support/pages';
import { sampleCaseStudies, sampleInsights } from './support/sample';

/**
 * What crawlers and validators read: the server's HTML of every page, as a page is sent (no
 * script runs). The Nu Html Checker is the W3C validator's engine, from the vnu-jar package,
 * run with the machine's Java.
 */
const VNU_JAR = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

async function serverHtml(request: APIRequestContext, paths: string[]) {
  const pages: { path: string; html: string; status: number }[] = [];
  for (const pagePath of paths) {
    const response = await request.get(pagePath, { maxRedirects: 0 });
    pages.push({ path: pagePath, html: await response.text(), status: response.status() });
  }
  return pages;
}

test.describe('standards', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);

  let pages: { path: string; html: string; status: number }[] = [];
  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    const listed = await sitemapPaths(request);
    expect(listed.length).toBeGreaterThan(20);
    pages = await serverHtml(request, [...listed, ...STATE_PATHS]);
  });

  test('the Nu Html Checker finds no error in the server HTML of any page or state', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
    const files = new Map<string, string>();
    pages.forEach((page, i) => {
      expect(page.status, page.path).toBeLessThan(500);
      expect(page.status, `${page.path} redirects`).not.toBe(307);
      const file = path.join(folder, `page-${i}.html`);
      fs.writeFileSync(file, page.html);
      files.set(`file:${file}`, page.path);
    });
    const output = execFileSync(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        // The checker's CSS parser predates the CSS that Tailwind v4 writes (@property, layers,
        // nesting and color-mix inside the inlined stylesheet) and reports it as errors; the
        // markup is what is checked here. Messages about CSS all begin with 'CSS:'.
        '--filterpattern',
        'CSS:.*',
        ...Array.from(files.keys(), (name) => name.slice('file:'.length)),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    fs.rmSync(folder, { recursive: true, force: true });
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message}`);
    expect(errors).toEqual([]);
  });

  test('every block of structured data has what search engines require', async () => {
    const found = new Map<string, string[]>();
    for (const page of pages) {
      const blocks = [
        ...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ];
      const types: string[] = [];
      for (const [, json] of blocks) {
        const data = JSON.parse(json!) as { '@type': string };
        expect(missingRequired(data), page.path).toEqual([]);
        types.push(data['@type']);
      }
      found.set(page.path, types);
    }
    expect(found.get('/')).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(found.get('/pricing')).toContain('Service');
    expect(found.get('/case-studies')).toContain('VideoObject');
    expect(found.get('/how-jobs-to-be-done-research-works')).toContain('VideoObject');
    const articles = [...found].filter(
      ([p]) => /^\/insights\/[^/?]+$/.test(p) && p !== '/insights/no-such-post',
    );
    expect(articles.length).toBeGreaterThan(10);
    for (const [articlePath, types] of articles) {
      expect(types, articlePath).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    }
    // Only the home page speaks for the firm and the site.
    expect([...found].filter(([, t]) => t.includes('Organization')).map(([p]) => p)).toEqual(['/']);
  });

  test('every listed page names its locale and URL; a 404 names no canonical', async () => {
    const meta = (html: string, property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    for (const page of pages.filter((p) => p.status === 200 && !p.path.includes('?'))) {
      expect(meta(page.html, 'og:locale'), page.path).toBe('en_GB');
      expect(meta(page.html, 'og:url'), page.path).toBe(canonical(page.html));
    }
    const home = pages.find((p) => p.path === '/')!.html;
    const homeDescription = /<meta name="description" content="([^"]*)"/.exec(home)?.[1];
    for (const [missing, title] of [
      ['/no-such-page', 'Page not found | Hidden Growth'],
      ['/insights/no-such-post', 'Post Not Found | Hidden Growth'],
    ] as const) {
      const page = pages.find((p) => p.path === missing)!;
      expect(page.status).toBe(404);
      expect(page.html).toContain(`<title>${title}</title>`);
      expect(canonical(page.html), missing).toBeUndefined();
      expect(meta(page.html, 'og:url'), missing).toBeUndefined();
      const description = /<meta name="description" content="([^"]*)"/.exec(page.html)?.[1];
      expect(description).toBeTruthy();
      expect(description).not.toBe(homeDescription);
    }
  });

  test('an article’s breadcrumb trail is the one a visitor sees above it', async ({ page }) => {
    for (const [slug, section] of [
      [sampleInsights[0]!.slug, 'Insights'],
      [sampleCaseStudies[0]!.slug, 'Case Studies'],
    ] as const) {
      await page.goto(`/insights/${slug}`);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      const shown = await trail.getByRole('listitem').allInnerTexts();
      const title = await page.getByRole('heading', { level: 1 }).innerText();
      expect(shown.map((text) => text.replace(/\s*›\s*$/, ''))).toEqual(['Home', section, title]);
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .map((s) => JSON.parse(s.textContent!))
            .find((d) => d['@type'] === 'BreadcrumbList'),
        );
      expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual(
        shown.map((text) => text.replace(/\s*›\s*$/, '')),
      );
      await expect(trail.getByRole('link', { name: section })).toHaveAttribute(
        'href',
        section === 'Insights' ? '/insights' : '/case-studies',
      );
    }
  });

  test('robots.txt lets crawlers read the noindex of the mail-link pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const rules = robots
      .split('\n')
      .filter((line) => /^(allow|disallow):/i.test(line))
      .map((line) => line.trim());
    // No rule that a first-match parser would apply before a longer, more specific one.
    expect(rules).toEqual(['Disallow: /api/', 'Disallow: /diagnostics/']);
    for (const mailLink of ['/confirm-subscription', '/unsubscribe']) {
      const html = pages.find((p) => p.path === mailLink)!.html;
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
    }
  });
});
