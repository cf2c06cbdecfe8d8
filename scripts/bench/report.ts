/**
 * Figures of `npm run bench:pages`: medians of several Lighthouse runs per page, the
 * JavaScript each page loads, and how they compare with an empty Next.js page, with the page's
 * content-only twin and with the aims.
 */
export interface RunResult {
  performance: number;
  /**
   * The performance score of the same run with each main-thread task timed by its CPU time
   * instead of its wall time: the time the page waited for a core shared with other work left out.
   */
  cpuPerformance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * The first paint in Lighthouse's own trace of the load (the page as Chromium drew it, before
   * any simulation), from the start of the navigation. Lighthouse's simulated paints count every
   * request and task that came before it, so a paint held here weighs on FCP and LCP.
   */
  firstPaintMs: number;
  /** Sum of the gzip sizes of every script the page loaded. */
  jsGzipBytes: number;
  /** The page's HTML as served, and gzipped. */
  htmlBytes: number;
  htmlGzipBytes: number;
}

export type PageResult = RunResult & {
  path: string;
  runs: number;
  /** The lowest and highest performance score of the runs: how noisy the machine was. */
  performanceRange: [number, number];
};

/** The JavaScript (gzip) of an empty Next.js 16 page, measured on this machine when the aims were set. */
export const DOCUMENTED_EMPTY_PAGE_JS_BYTES = 140 * 1024;
/** The performance score of that empty page when the aims were set. */
export const DOCUMENTED_EMPTY_PAGE_PERFORMANCE = 99;
/**
 * A first paint later than this in Lighthouse's own trace was held by Chromium rather than
 * drawn late by the page: once the renderer's frames go undrawn, Chromium sends it one frame a
 * second, so a held paint lands at about 0.3 s plus whole seconds (docs/benchmarks.md).
 */
export const HELD_FIRST_PAINT_MS = 1000;

/**
 * The aims, against the empty Next.js page measured in the same run: a page's performance at
 * most `performanceBelowEmpty` points under it (more than `performanceDefectBelowEmpty` under
 * it is a defect), its JavaScript at most `jsMarginBytes` (gzip) over it, or
 * `screenerJsMarginBytes` for the screener, whose steps are its content. No aim on HTML bytes:
 * what counts is what the visitor waits for.
 */
export const AIMS = {
  performanceBelowEmpty: 5,
  performanceDefectBelowEmpty: 8,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  jsMarginBytes: 30 * 1024,
  screenerJsMarginBytes: 50 * 1024,
} as const;

/** The page held to the screener's JavaScript margin. */
export const SCREENER_PATH = '/book-your-growth-call';

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure across runs (each figure on its own). */
export function summarise(path: string, runs: RunResult[]): PageResult {
  const pick = (key: keyof RunResult) => median(runs.map((run) => run[key]));
  return {
    path,
    runs: runs.length,
    performance: pick('performance'),
    cpuPerformance: pick('cpuPerformance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    firstPaintMs: pick('firstPaintMs'),
    jsGzipBytes: pick('jsGzipBytes'),
    htmlBytes: pick('htmlBytes'),
    htmlGzipBytes: pick('htmlGzipBytes'),
    performanceRange: [
      Math.min(...runs.map((run) => run.performance)),
      Math.max(...runs.map((run) => run.performance)),
    ],
  };
}

/**
 * The order of the measured runs: round after round, each round one run of every target.
 * A machine that slows down for a while (other work, thermal limits) then weighs on every
 * page alike instead of on the few measured during that while.
 */
export function roundRobin<T>(targets: T[], rounds: number): T[] {
  const order: T[] = [];
  for (let round = 0; round < rounds; round++) order.push(...targets);
  return order;
}

/**
 * What a page misses of the aims, in words; empty when it meets them all. `empty` is the empty
 * page's JavaScript and performance score in the same run.
 */
export function missedAims(
  page: PageResult,
  empty: { jsGzipBytes: number; performance: number },
): string[] {
  const misses: string[] = [];
  const below = empty.performance - page.performance;
  if (below > AIMS.performanceBelowEmpty) {
    const defect = below > AIMS.performanceDefectBelowEmpty ? ' (a defect)' : '';
    misses.push(`performance ${page.performance}, ${below} under the empty page${defect}`);
  }
  if (page.accessibility < AIMS.accessibility) misses.push(`accessibility ${page.accessibility}`);
  if (page.bestPractices < AIMS.bestPractices) misses.push(`best practices ${page.bestPractices}`);
  if (page.seo < AIMS.seo) misses.push(`SEO ${page.seo}`);
  if (Number(page.cls.toFixed(3)) > AIMS.cls) misses.push(`CLS ${page.cls.toFixed(3)}`);
  const margin = page.jsGzipBytes - empty.jsGzipBytes;
  const allowed = page.path === SCREENER_PATH ? AIMS.screenerJsMarginBytes : AIMS.jsMarginBytes;
  if (margin > allowed) misses.push(`JS margin ${kb(margin)} kB > ${kb(allowed)} kB`);
  return misses;
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function signedKb(bytes: number): string {
  return `${bytes >= 0 ? '+' : ''}${kb(bytes)}`;
}

function signed(value: number): string {
  return `${value > 0 ? '+' : ''}${value}`;
}

/**
 * A plain-text table: one row per page, then the baseline, then the misses. `twins` holds, by
 * page path, the figures of the page's content-only twin (its server HTML and CSS with no
 * script of the site, in an otherwise empty Next.js app), where they were measured.
 */
export function formatReport(
  pages: PageResult[],
  emptyPage: PageResult | null,
  twins: ReadonlyMap<string, PageResult> = new Map(),
): string {
  const measuredEmpty = emptyPage?.jsGzipBytes ?? null;
  const withTwins = twins.size > 0;
  const header = [
    'page',
    'perf',
    'range',
    'CPU',
    'a11y',
    'best',
    'seo',
    'CLS',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'paint ms',
    ...(emptyPage ? ['perf vs empty'] : []),
    ...(withTwins ? ['twin', 'vs twin', 'CPU vs twin'] : []),
    'JS gzip kB',
    ...(measuredEmpty !== null ? ['vs empty (measured)'] : []),
    'vs empty (140 kB)',
    'HTML kB',
    'HTML gzip kB',
  ];
  const twinCells = (page: PageResult) => {
    const twin = twins.get(page.path);
    if (!twin) return ['', '', ''];
    return [
      `${twin.performance} (${twin.cpuPerformance})`,
      signed(page.performance - twin.performance),
      signed(page.cpuPerformance - twin.cpuPerformance),
    ];
  };
  const row = (page: PageResult) => [
    page.path,
    String(page.performance),
    `${page.performanceRange[0]}-${page.performanceRange[1]}`,
    String(page.cpuPerformance),
    String(page.accessibility),
    String(page.bestPractices),
    String(page.seo),
    page.cls.toFixed(3),
    String(Math.round(page.fcpMs)),
    String(Math.round(page.lcpMs)),
    String(Math.round(page.tbtMs)),
    String(Math.round(page.firstPaintMs)),
    ...(emptyPage ? [signed(page.performance - emptyPage.performance)] : []),
    ...(withTwins ? twinCells(page) : []),
    kb(page.jsGzipBytes),
    ...(measuredEmpty !== null ? [signedKb(page.jsGzipBytes - measuredEmpty)] : []),
    signedKb(page.jsGzipBytes - DOCUMENTED_EMPTY_PAGE_JS_BYTES),
    kb(page.htmlBytes),
    kb(page.htmlGzipBytes),
  ];
  const rows = [
    header,
    ...pages.map(row),
    // The empty page has no twin, so its twin cells stay blank.
    ...(emptyPage ? [row({ ...emptyPage, path: '(empty Next.js page)' })] : []),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((r) => r[column]!.length)));
  const lines = rows.map((r) => r.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));

  const reference = {
    jsGzipBytes: measuredEmpty ?? DOCUMENTED_EMPTY_PAGE_JS_BYTES,
    performance: emptyPage?.performance ?? DOCUMENTED_EMPTY_PAGE_PERFORMANCE,
  };
  const misses = pages.flatMap((page) =>
    missedAims(page, reference).map((miss) => `  ${page.path}: ${miss}`),
  );
  lines.push(
    '',
    `Aims: performance at most ${AIMS.performanceBelowEmpty} under the empty page's (${reference.performance}${emptyPage ? ' this run' : ', documented'}; more than ${AIMS.performanceDefectBelowEmpty} under is a defect), accessibility/best practices/SEO ${AIMS.accessibility}, CLS ${AIMS.cls}, JS ≤ ${kb(AIMS.jsMarginBytes)} kB gzip above the empty page (${kb(AIMS.screenerJsMarginBytes)} kB for ${SCREENER_PATH}; ${measuredEmpty !== null ? `measured ${kb(measuredEmpty)} kB` : 'documented 140 kB'}).`,
    misses.length ? `Missed:\n${misses.join('\n')}` : 'Every page meets every aim.',
  );
  lines.push(
    "CPU: the performance score of the same runs with each main-thread task timed by its CPU time, not its wall time (Lighthouse's own model, re-run): what is left once the waits for a core shared with Chrome's other processes, Lighthouse and the server are taken out.",
  );
  const held = [...pages, ...(emptyPage ? [emptyPage] : [])]
    .filter((page) => page.firstPaintMs > HELD_FIRST_PAINT_MS)
    .map((page) => (page === emptyPage ? '(empty Next.js page)' : page.path));
  if (held.length)
    lines.push(
      `First paint held (median over ${HELD_FIRST_PAINT_MS} ms in the trace): ${held.join(', ')}. Chromium drew the first frame a second or more late, and Lighthouse's simulated FCP and LCP then count every script loaded before it: see "What holds the first paint" in docs/benchmarks.md.`,
    );
  if (withTwins)
    lines.push(
      'twin: the page\'s content-only twin, its own server HTML, CSS and images with no script of the site, served by an otherwise empty Next.js app (score, and CPU score in brackets); "vs twin" is what the site\'s code costs over its content.',
    );
  if (emptyPage && emptyPage.performance < DOCUMENTED_EMPTY_PAGE_PERFORMANCE)
    lines.push(
      `The empty page itself scored ${emptyPage.performance} this run (${DOCUMENTED_EMPTY_PAGE_PERFORMANCE} when the aim was set): the machine is slower now, so read "perf vs empty" beside the scores.`,
    );
  return lines.join('\n');
}
