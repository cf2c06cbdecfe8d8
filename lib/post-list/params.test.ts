import {
  cachedListPath,
  publicPathname,
  caseStudiesHref,
  insightsHref,
  isCanonicalInsightsUrl,
  pageWindow,
  parseCaseStudiesParams,
  parseCaseStudiesSegment,
  parseInsightsParams,
  parseInsightsSegment,
} from './params';

describe('list URL state', () => {
  it('parses insights params: page as an integer ≥ 1, trimmed query, numeric tag', () => {
    expect(parseInsightsParams({ page: '3', query: '  pricing  ', tag: '13' })).toEqual({
      page: 3,
      query: 'pricing',
      tag: 13,
    });
    expect(parseInsightsParams({ page: 'abc', query: '   ', tag: 'x' })).toEqual({
      page: 1,
      query: undefined,
      tag: undefined,
    });
    expect(parseInsightsParams({ page: '0' }).page).toBe(1);
    expect(parseInsightsParams({ page: ['2', '5'] }).page).toBe(2);
  });

  it('builds insights links without empty values or page 1', () => {
    expect(insightsHref({})).toBe('/insights');
    expect(insightsHref({ page: 1, query: ' ' })).toBe('/insights');
    expect(insightsHref({ page: 2, query: 'four forces', tag: 11 })).toBe(
      '/insights?tag=11&query=four+forces&page=2',
    );
  });

  it('flags non-canonical URLs (as a search form sent without JavaScript makes them)', () => {
    expect(isCanonicalInsightsUrl({})).toBe(true);
    expect(isCanonicalInsightsUrl({ tag: '11', query: 'x' })).toBe(true);
    expect(isCanonicalInsightsUrl({ query: '' })).toBe(false);
    expect(isCanonicalInsightsUrl({ query: ' churn ' })).toBe(false);
    expect(isCanonicalInsightsUrl({ page: '1' })).toBe(false);
  });

  it('parses case-study params and always writes page into their links', () => {
    expect(parseCaseStudiesParams({ stage: 'ANALYSIS', q: ' audit ' })).toEqual({
      page: 1,
      q: 'audit',
      stage: 'Analysis',
      hasPage: false,
    });
    expect(parseCaseStudiesParams({ stage: 'bogus', page: '2' })).toMatchObject({
      stage: undefined,
      page: 2,
      hasPage: true,
    });
    expect(caseStudiesHref({})).toBe('/case-studies?page=1');
    expect(caseStudiesHref({ q: 'audit', stage: 'Interviews', page: 2 })).toBe(
      '/case-studies?q=audit&stage=interviews&page=2',
    );
  });

  it('shows up to five numbered pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('serves every list URL without a search from its cached path', () => {
    const path = (pathname: string, query: string) =>
      cachedListPath(pathname, new URLSearchParams(query));
    expect(path('/insights', '')).toBe('/cached-lists/insights/all.1');
    expect(path('/insights', 'tag=13&page=2')).toBe('/cached-lists/insights/13.2');
    expect(path('/insights', 'page=3&utm_source=ad')).toBe('/cached-lists/insights/all.3');
    expect(path('/case-studies', 'page=1')).toBe('/cached-lists/case-studies/all.1');
    expect(path('/case-studies', 'stage=Analysis&page=2')).toBe(
      '/cached-lists/case-studies/analysis.2',
    );
    expect(path('/case-studies', '')).toBe('/cached-lists/case-studies/all.1.bare');
  });

  it('names the public path of a page rendered at a cached path', () => {
    for (const [pathname, query] of [
      ['/insights', 'tag=13&page=2'],
      ['/case-studies', 'stage=Analysis&page=2'],
      ['/case-studies', ''],
    ] as const) {
      expect(publicPathname(cachedListPath(pathname, new URLSearchParams(query))!)).toBe(pathname);
    }
    expect(publicPathname('/insights/some-post')).toBe('/insights/some-post');
    expect(publicPathname('/')).toBe('/');
  });

  it('renders a search, a URL to be redirected, and other paths live', () => {
    const path = (pathname: string, query: string) =>
      cachedListPath(pathname, new URLSearchParams(query));
    expect(path('/insights', 'query=churn')).toBeNull();
    expect(path('/insights', 'query=')).toBeNull();
    expect(path('/insights', 'page=1')).toBeNull();
    expect(path('/case-studies', 'q=audit&page=1')).toBeNull();
    expect(path('/case-studies', 'q=&page=1')).toBeNull();
    expect(path('/pricing', '')).toBeNull();
    expect(path('/insights/some-post', '')).toBeNull();
  });

  it('reads a cached path back into the parameters it stands for', () => {
    expect(parseInsightsSegment('all.1')).toEqual({ page: 1, tag: undefined });
    expect(parseInsightsSegment('13.2')).toEqual({ page: 2, tag: 13 });
    expect(parseCaseStudiesSegment('analysis.2')).toEqual({
      page: 2,
      stage: 'Analysis',
      hasPage: true,
    });
    expect(parseCaseStudiesSegment('all.1.bare')).toEqual({
      page: 1,
      stage: undefined,
      hasPage: false,
    });
    for (const bad of ['', 'all', 'all.0', '0.1', 'x.1', 'all.1.more', '13.2?']) {
      expect(parseInsightsSegment(bad)).toBeNull();
    }
    expect(parseCaseStudiesSegment('bogus.1')).toBeNull();
  });
});
