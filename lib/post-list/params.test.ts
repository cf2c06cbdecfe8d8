import {
  caseStudiesHref,
  insightsHref,
  isCanonicalInsightsUrl,
  pageWindow,
  parseCaseStudiesParams,
  parseInsightsParams,
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
});
