import { NextRequest } from 'next/server';
import {
  getRewrittenUrl,
  isRewrite,
  unstable_doesMiddlewareMatch,
} from 'next/experimental/testing/server';
import { config, proxy } from '@/proxy';
import { aliasRedirect } from './redirects';

describe('aliasRedirect', () => {
  it('sends /book-your-call to /book-your-growth-call keeping the whole query', () => {
    const target = aliasRedirect(
      new URL('https://site.test/book-your-call?cta=pricing_basic&utm_source=ads'),
    );
    expect(target?.pathname).toBe('/book-your-growth-call');
    expect(target?.search).toBe('?cta=pricing_basic&utm_source=ads');
  });

  it('also matches a trailing slash and other letter case', () => {
    expect(aliasRedirect(new URL('https://site.test/Book-Your-Call/'))?.pathname).toBe(
      '/book-your-growth-call',
    );
  });

  it('leaves other paths alone', () => {
    expect(aliasRedirect(new URL('https://site.test/book-your-growth-call?cta=x'))).toBeNull();
    expect(aliasRedirect(new URL('https://site.test/book-your-call-now'))).toBeNull();
  });
});

describe('proxy', () => {
  it('answers the alias with a permanent redirect', () => {
    const response = proxy(new NextRequest('https://site.test/book-your-call?cta=nav_mobile'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(
      'https://site.test/book-your-growth-call?cta=nav_mobile',
    );
  });

  it('passes other pages through unchanged', () => {
    const response = proxy(new NextRequest('https://site.test/pricing'));
    expect(response.headers.get('location')).toBeNull();
    expect(isRewrite(response)).toBe(false);
  });

  it('answers a list without a search from its cached path, on the same origin', () => {
    const response = proxy(new NextRequest('https://site.test/insights?tag=13&page=2'));
    expect(getRewrittenUrl(response)).toBe('https://site.test/cached-lists/insights/13.2');
    const search = proxy(new NextRequest('https://site.test/insights?query=jobs'));
    expect(isRewrite(search)).toBe(false);
  });
});

describe('the proxy’s matcher', () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it('sees pages and the alias', () => {
    expect(matches('/pricing')).toBe(true);
    expect(matches('/book-your-call')).toBe(true);
    expect(matches('/apiary')).toBe(true);
  });

  it('never sees an API request, whose body it would buffer', () => {
    expect(matches('/api')).toBe(false);
    expect(matches('/api/leads')).toBe(false);
    expect(matches('/api/newsletter/subscribe')).toBe(false);
  });
});
