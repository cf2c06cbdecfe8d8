// Builds the site, serves it on its own port, and prints per page the median Lighthouse
// scores (mobile, Lighthouse 12) of several runs, their spread, the same runs re-scored on CPU
// time, the JavaScript (gzip) each page loads, and the margins over an empty Next.js page built
// from this same Next.js in .bench/empty-app and over the page's content-only twin (its own
// server HTML, CSS and images without the site's scripts, in .bench/twin-app). Each page gets
// one warm-up run; the recorded runs go round robin.
// Add pages to PAGES below, or pass --page for one-off runs (article pages, for example).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { IMAGE_FORMATS } from '@/lib/images';
// .mts: Lighthouse is an ES module whose page functions are sent to the browser as source;
// loaded through tsx's CommonJS path they would be recompiled with helpers (`__name`) that
// the page does not have.
import { cpuTimePerformance } from './cpu-time.mjs';
import { formatReport, roundRobin, summarise, type RunResult } from './report';
import { extractTwin } from './twin';

const USAGE = `npm run bench:pages [-- options]
  --runs N          recorded runs per page (default 5), after one warm-up run each
  --page PATH       adds a page to the default list (repeatable)
  --only PATH       measures only this page (repeatable)
  --port N          port of the site (default 3190); the empty page and the twins use the next two
  --skip-build      serves the last build of the site
  --no-baseline     leaves out the empty Next.js page
  --no-twins        leaves out the content-only twins
  --save-traces     keeps each recorded run's trace and report in .bench/traces (open a trace
                    in Chrome DevTools' Performance panel)`;

const PAGES = [
  '/',
  '/services',
  '/startups',
  '/pricing',
  '/about-you',
  '/how-jobs-to-be-done-research-works',
  '/terms',
  '/privacy',
  '/insights',
  '/case-studies',
  '/book-your-growth-call',
  // Articles: one with every kind of widget but the PDF viewer, one with the PDF viewer.
  '/insights/four-forces-worked-example',
  '/insights/switch-interview-guide-pdf',
];

/** Article pages whose initial scripts must not carry the PDF viewer or pdf.js. */
const PDF_ARTICLES = ['/insights/switch-interview-guide-pdf'];
/** Text found only in the PDF viewer's own module and in pdf.js. */
const PDF_CODE_MARKERS = ['Unable to load PDF viewer', 'GlobalWorkerOptions'];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const root = fileURLToPath(new URL('../..', import.meta.url));
const benchDir = path.join(root, '.bench');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function parseArgs(argv: string[]) {
  const options = {
    runs: 5,
    pages: [...PAGES],
    only: [] as string[],
    build: true,
    baseline: true,
    twins: true,
    saveTraces: false,
    port: 3190,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (!next) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--runs') options.runs = Number(value());
    else if (arg === '--page') options.pages.push(value());
    else if (arg === '--only') options.only.push(value());
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--skip-build') options.build = false;
    else if (arg === '--no-baseline') options.baseline = false;
    else if (arg === '--no-twins') options.twins = false;
    else if (arg === '--save-traces') options.saveTraces = true;
    else if (arg === '--help') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown option ${arg}`);
  }
  if (options.only.length) options.pages = options.only;
  if (!Number.isInteger(options.runs) || options.runs < 1)
    throw new Error('--runs must be 1 or more');
  return options;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** Serves the app in `cwd`: the site through its own server, the baseline apps with next start. */
async function serve(cwd: string, port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const command =
    cwd === root ? ['dist/server.js'] : [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'];
  const server = spawn(process.execPath, command, {
    cwd,
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).status < 500) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`server in ${cwd} did not start on port ${port}`);
}

/** A minimal Next.js app (one empty page) built with the same Next.js as the site. */
function writeEmptyApp(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  // Its own config file, or Next.js would pick up the site's next.config.ts above it.
  writeFileSync(path.join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(
    path.join(dir, 'app', 'layout.js'),
    "export const metadata = { title: 'Empty', description: 'An empty Next.js page, the benchmark baseline.' };\n" +
      'export default function RootLayout({ children }) {\n' +
      '  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  writeFileSync(
    path.join(dir, 'app', 'page.js'),
    'export default function Page() {\n  return <main><h1>Empty page</h1></main>;\n}\n',
  );
}

/**
 * A Next.js app (this same Next.js) with one route per page, each serving the page's
 * content-only twin: its server HTML, inline CSS and image preloads from the running site,
 * without any of the site's scripts. Images are the site's own files (public/ is copied), sized
 * by the twin's own image optimiser with the site's formats.
 */
async function writeTwinApp(dir: string, pages: string[], siteOrigin: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { images: { formats: ${JSON.stringify(IMAGE_FORMATS)} } };\n`,
  );
  cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
  cpSync(path.join(root, 'app', 'favicon.ico'), path.join(dir, 'public', 'favicon.ico'));
  let layout: { lang: string; bodyClassName: string } | null = null;
  for (const page of pages) {
    const response = await fetch(new URL(page, siteOrigin));
    if (!response.ok) throw new Error(`${page} answered ${response.status}; no twin made`);
    const twin = extractTwin(await response.text());
    // Linked style sheets travel in the twin as text too, so it draws like the page.
    for (const href of twin.stylesheets)
      twin.css += `\n${await (await fetch(new URL(href, siteOrigin))).text()}`;
    layout ??= { lang: twin.lang, bodyClassName: twin.bodyClassName };
    const routeDir = path.join(dir, 'app', ...page.split('/').filter(Boolean));
    mkdirSync(routeDir, { recursive: true });
    writeFileSync(path.join(routeDir, 'twin.json'), JSON.stringify(twin));
    writeFileSync(
      path.join(routeDir, 'page.js'),
      "import { preload } from 'react-dom';\n" +
        "import twin from './twin.json';\n" +
        'export const metadata = { title: twin.title };\n' +
        'export default function Page() {\n' +
        "  for (const { href, ...options } of twin.imagePreloads) preload(href, { as: 'image', ...options });\n" +
        '  return (\n    <>\n' +
        '      <style href="twin" precedence="default">{twin.css}</style>\n' +
        "      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: twin.bodyHtml }} />\n" +
        '    </>\n  );\n}\n',
    );
  }
  writeFileSync(
    path.join(dir, 'app', 'layout.js'),
    'export default function RootLayout({ children }) {\n' +
      `  return <html lang=${JSON.stringify(layout?.lang ?? 'en')}><body className=${JSON.stringify(layout?.bodyClassName ?? '')}>{children}</body></html>;\n}\n`,
  );
}

/**
 * The scripts a page names in its HTML (what its first load runs before anything is loaded
 * on demand) and whether any of them holds the PDF viewer's code.
 */
async function pdfCodeInFirstLoad(pageUrl: string): Promise<boolean> {
  const html = await (await fetch(pageUrl)).text();
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+as="script"[^>]*href="([^"]+)"/g),
  ].map((match) => new URL(match[1]!.replace(/&amp;/g, '&'), pageUrl).toString());
  for (const url of new Set(sources)) {
    const code = await (await fetch(url)).text();
    if (PDF_CODE_MARKERS.some((marker) => code.includes(marker))) return true;
  }
  return false;
}

async function gzipBytesOf(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body).length;
  }
  return total;
}

/** The page's HTML as the server sends it, raw and gzipped. */
async function htmlBytesOf(url: string): Promise<{ htmlBytes: number; htmlGzipBytes: number }> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { htmlBytes: body.length, htmlGzipBytes: gzipSync(body).length };
}

const tracesDir = path.join(benchDir, 'traces');

/** A file name for a run's trace: the page's address without its port, and the run's number. */
function traceName(url: string, run: number): string {
  const { port, pathname } = new URL(url);
  const page = pathname === '/' ? 'home' : pathname.slice(1).replace(/[^a-z0-9-]+/gi, '_');
  return `${page}-${port}-run${run}`;
}

/**
 * One Lighthouse run of a page in a fresh Chrome; with `saveAs`, its trace and report are kept
 * in .bench/traces under that name.
 */
async function measureOnce(url: string, saveAs?: string): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (saveAs) {
      mkdirSync(tracesDir, { recursive: true });
      writeFileSync(
        path.join(tracesDir, `${saveAs}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
      writeFileSync(path.join(tracesDir, `${saveAs}.report.json`), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    // What Chromium drew, in Lighthouse's own (unsimulated) trace of the load.
    const observed =
      (audits.metrics?.details as { items?: { observedFirstPaint?: number }[] } | undefined)
        ?.items?.[0] ?? {};
    const cpuPerformance = await cpuTimePerformance(result);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests =
      (
        audits['network-requests']?.details as {
          items?: { url: string; resourceType?: string }[];
        }
      )?.items ?? [];
    const scripts = [
      ...new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url)),
    ];
    return {
      performance: score('performance'),
      cpuPerformance,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
      firstPaintMs: observed.observedFirstPaint ?? 0,
      jsGzipBytes: await gzipBytesOf(scripts),
      ...(await htmlBytesOf(url)),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Every page's runs. One unrecorded run per page first warms the server (on-demand renders,
 * resized images), so no median carries a cold start; then the recorded runs go round
 * robin over the pages, so a slow spell of the machine does not fall on one page alone.
 */
async function measureAll(
  urls: string[],
  runs: number,
  saveTraces: boolean,
): Promise<Map<string, RunResult[]>> {
  for (const url of urls) {
    console.error(`Warming ${url}…`);
    await measureOnce(url);
  }
  const results = new Map(urls.map((url) => [url, [] as RunResult[]]));
  const order = roundRobin(urls, runs);
  for (const [index, url] of order.entries()) {
    const round = Math.floor(index / urls.length) + 1;
    console.error(`Run ${round}/${runs}: ${url}`);
    results.get(url)!.push(await measureOnce(url, saveTraces ? traceName(url, round) : undefined));
  }
  return results;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const sitePort = options.port;
  const emptyPort = options.port + 1;
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: path.join(benchDir, 'data'),
    SITE_URL: `http://127.0.0.1:${sitePort}`,
  };
  const emptyDir = path.join(benchDir, 'empty-app');
  const twinDir = path.join(benchDir, 'twin-app');
  const twinPort = options.port + 2;
  // Next.js resolves from the site's node_modules when it builds the baseline apps.
  const baselineBuildEnv = { ...env, NODE_PATH: path.join(root, 'node_modules') };

  if (options.build) run('npm', ['run', 'build'], root, env);
  const emptyBuilt = existsSync(path.join(emptyDir, '.next', 'BUILD_ID'));
  if (options.baseline && (options.build || !emptyBuilt)) {
    writeEmptyApp(emptyDir);
    run(process.execPath, [nextBin, 'build'], emptyDir, baselineBuildEnv);
  }

  const servers: ChildProcess[] = [];
  const stop = () => servers.forEach((server) => server.kill());
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    servers.push(await serve(root, sitePort, env));
    const emptyUrl = `http://127.0.0.1:${emptyPort}/`;
    if (options.baseline) servers.push(await serve(emptyDir, emptyPort, env));
    const pageUrl = (page: string) => `http://127.0.0.1:${sitePort}${page}`;
    const twinUrl = (page: string) => `http://127.0.0.1:${twinPort}${page}`;
    if (options.twins) {
      // Made afresh from what the site serves now, so a twin always matches its page.
      await writeTwinApp(twinDir, options.pages, `http://127.0.0.1:${sitePort}`);
      run(process.execPath, [nextBin, 'build'], twinDir, baselineBuildEnv);
      servers.push(await serve(twinDir, twinPort, env));
    }
    const urls = [
      ...(options.baseline ? [emptyUrl] : []),
      ...options.pages.flatMap((page) =>
        options.twins ? [pageUrl(page), twinUrl(page)] : [pageUrl(page)],
      ),
    ];
    if (options.saveTraces) rmSync(tracesDir, { recursive: true, force: true });
    const results = await measureAll(urls, options.runs, options.saveTraces);
    const emptyPage = options.baseline ? summarise('/', results.get(emptyUrl)!) : null;
    const pages = options.pages.map((page) => summarise(page, results.get(pageUrl(page))!));
    const twins = new Map(
      options.twins
        ? options.pages.map((page) => [page, summarise(page, results.get(twinUrl(page))!)])
        : [],
    );
    console.log(`\nLighthouse 12, mobile, median of ${options.runs} runs\n`);
    console.log(formatReport(pages, emptyPage, twins));
    for (const page of PDF_ARTICLES.filter((p) => options.pages.includes(p))) {
      const present = await pdfCodeInFirstLoad(`http://127.0.0.1:${sitePort}${page}`);
      console.log(
        `PDF viewer code in the first load of ${page}: ${present ? 'YES (should load on demand)' : 'no'}`,
      );
    }
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
