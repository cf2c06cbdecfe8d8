import { formatReport, median, missedAims, roundRobin, summarise, type RunResult } from './report';

const run = (overrides: Partial<RunResult> = {}): RunResult => ({
  performance: 99,
  cpuPerformance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  fcpMs: 1100,
  lcpMs: 1500,
  tbtMs: 20,
  firstPaintMs: 150,
  jsGzipBytes: 150 * 1024,
  htmlBytes: 60 * 1024,
  htmlGzipBytes: 12 * 1024,
  ...overrides,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([99, 97, 100, 98, 99])).toBe(99);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('summarise', () => {
  it('reports the median of each figure across the runs', () => {
    const result = summarise('/pricing', [
      run({ performance: 90, cpuPerformance: 97, lcpMs: 3000, fcpMs: 1300, firstPaintMs: 1200 }),
      run({ performance: 99, cpuPerformance: 95, lcpMs: 1200, fcpMs: 1000, firstPaintMs: 120 }),
      run({ performance: 98, cpuPerformance: 96, lcpMs: 1800, fcpMs: 1100, firstPaintMs: 200 }),
    ]);
    expect(result).toMatchObject({
      path: '/pricing',
      runs: 3,
      performance: 98,
      cpuPerformance: 96,
      fcpMs: 1100,
      lcpMs: 1800,
      firstPaintMs: 200,
    });
  });

  it('keeps the lowest and highest performance score, so the noise of the runs shows', () => {
    const result = summarise('/pricing', [
      run({ performance: 96 }),
      run({ performance: 91 }),
      run({ performance: 99 }),
    ]);
    expect(result.performanceRange).toEqual([91, 99]);
  });
});

describe('roundRobin', () => {
  it('measures every target once per round, round after round', () => {
    expect(roundRobin(['empty', '/', '/pricing'], 2)).toEqual([
      'empty',
      '/',
      '/pricing',
      'empty',
      '/',
      '/pricing',
    ]);
    expect(roundRobin(['/'], 0)).toEqual([]);
  });
});

describe('missedAims', () => {
  const empty = { jsGzipBytes: 140 * 1024, performance: 99 };

  it('is empty for a page within every aim, however large its HTML', () => {
    expect(missedAims(summarise('/', [run({ htmlBytes: 190 * 1024 })]), empty)).toEqual([]);
    expect(missedAims(summarise('/', [run({ performance: 94 })]), empty)).toEqual([]);
  });

  it('names each aim a page misses', () => {
    const page = summarise('/', [
      run({ performance: 93, seo: 92, cls: 0.02, jsGzipBytes: 175 * 1024 }),
    ]);
    expect(missedAims(page, empty)).toEqual([
      'performance 93, 6 under the empty page',
      'SEO 92',
      'CLS 0.020',
      'JS margin 35.0 kB > 30.0 kB',
    ]);
  });

  it('calls a page more than 8 points under the empty page a defect', () => {
    expect(missedAims(summarise('/', [run({ performance: 90 })]), empty)).toEqual([
      'performance 90, 9 under the empty page (a defect)',
    ]);
  });

  it('gives the screener 50 kB of JavaScript over the empty page, the others 30', () => {
    const js = { jsGzipBytes: 185 * 1024 };
    expect(missedAims(summarise('/book-your-growth-call', [run(js)]), empty)).toEqual([]);
    expect(missedAims(summarise('/pricing', [run(js)]), empty)).toEqual([
      'JS margin 45.0 kB > 30.0 kB',
    ]);
  });
});

describe('formatReport', () => {
  it('prints each page with its margins over the measured and the documented empty page', () => {
    const text = formatReport(
      [summarise('/', [run({ jsGzipBytes: 160 * 1024 })])],
      summarise('/', [run({ jsGzipBytes: 130 * 1024 })]),
    );
    expect(text).toMatch(
      /^\/\s+99\s+99-99\s+99\s+100\s+100\s+100\s+0\.000\s+1100\s+1500\s+20\s+150\s+0\s+160\.0\s+\+30\.0\s+\+20\.0\s+60\.0\s+12\.0\s*$/m,
    );
    expect(text).toMatch(/^\(empty Next\.js page\)/m);
    expect(text).toContain('Every page meets every aim.');
    expect(text).not.toContain('The empty page itself scored');
    expect(text).not.toMatch(/vs twin/);
  });

  it('sets each page beside its content-only twin, by wall-time and by CPU-time score', () => {
    const text = formatReport(
      [
        summarise('/terms', [run({ performance: 80, cpuPerformance: 93 })]),
        summarise('/pricing', [run({ performance: 85, cpuPerformance: 94 })]),
      ],
      summarise('/', [run({ performance: 93, cpuPerformance: 97 })]),
      new Map([['/terms', summarise('/terms', [run({ performance: 84, cpuPerformance: 92 })])]]),
    );
    expect(text).toMatch(/^page\s.*\sperf vs empty\s+twin\s+vs twin\s+CPU vs twin\s/m);
    expect(text).toMatch(/^\/terms\s+80\s+80-80\s+93\s.*\s-13\s+84 \(92\)\s+-4\s+\+1\s+150\.0\s/m);
    // A page measured without a twin, and the empty page, leave the twin cells blank.
    expect(text).toMatch(/^\/pricing\s+85\s+85-85\s+94\s.*\s-8\s+150\.0\s/m);
    expect(text).toMatch(/^\(empty Next\.js page\)\s+93\s+93-93\s+97\s.*\s0\s+150\.0\s/m);
    expect(text).toContain("twin: the page's content-only twin");
  });

  it('gives each score beside the empty page and says when that page scored below its documented 99', () => {
    const text = formatReport(
      [
        summarise('/slow', [run({ performance: 88 })]),
        summarise('/fast', [run({ performance: 92 })]),
      ],
      summarise('/', [run({ performance: 90 })]),
    );
    expect(text).toMatch(
      /^\/slow\s+88\s+88-88\s+99\s+100\s+100\s+100\s+0\.000\s+1100\s+1500\s+20\s+150\s+-2\s/m,
    );
    expect(text).toMatch(
      /^\/fast\s+92\s+92-92\s+99\s+100\s+100\s+100\s+0\.000\s+1100\s+1500\s+20\s+150\s+\+2\s/m,
    );
    expect(text).toContain('The empty page itself scored 90 this run (99 when the aim was set)');
  });

  it("names a page whose first paint in Lighthouse's own trace came a second or more late", () => {
    const text = formatReport(
      [
        summarise('/held', [
          run({ firstPaintMs: 1230 }),
          run({ firstPaintMs: 2240 }),
          run({ firstPaintMs: 180 }),
        ]),
        summarise('/prompt', [run({ firstPaintMs: 300 })]),
      ],
      summarise('/', [run({ firstPaintMs: 120 })]),
    );
    expect(text).toMatch(/^page\s.*\sFCP ms\s+LCP ms\s+TBT ms\s+paint ms\s/m);
    expect(text).toMatch(/^\/held\s.*\s1100\s+1500\s+20\s+1230\s/m);
    expect(text).toContain('First paint held (median over 1000 ms in the trace): /held.');
    expect(text).not.toMatch(/held.*\/prompt/);
  });

  it('says nothing of held paints when every page painted in time', () => {
    const text = formatReport([summarise('/x', [run()])], summarise('/', [run()]));
    expect(text).not.toContain('First paint held');
  });

  it('lists the misses', () => {
    const text = formatReport([summarise('/x', [run({ bestPractices: 96 })])], null);
    expect(text).toContain('/x: best practices 96');
    expect(text).toContain('documented 140 kB');
  });
});
