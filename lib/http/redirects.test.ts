import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
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

  it('passes other requests through with a request id', () => {
    const response = proxy(new NextRequest('https://site.test/pricing'));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
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
