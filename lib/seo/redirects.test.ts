import { ownerRedirects } from '@/content/redirects';
import { toNextRedirects } from './redirects';

describe('the owner’s redirects', () => {
  it('become Next’s redirects, 308 when permanent and 307 when not', () => {
    expect(
      toNextRedirects([
        { from: '/spring-offer', to: '/pricing', permanent: true },
        { from: '/blog/:slug', to: '/insights/:slug', permanent: true },
        { from: '/event', to: 'https://events.example.com/2026', permanent: false },
      ]),
    ).toEqual([
      { source: '/spring-offer', destination: '/pricing', permanent: true },
      { source: '/blog/:slug', destination: '/insights/:slug', permanent: true },
      { source: '/event', destination: 'https://events.example.com/2026', permanent: false },
    ]);
  });

  it('refuses, naming the entry, what would break the site or leave it unsafely', () => {
    const cases: [string, { from: string; to: string; permanent: boolean }][] = [
      ['not a path', { from: 'spring', to: '/pricing', permanent: true }],
      ['the site’s API', { from: '/api/leads', to: '/pricing', permanent: true }],
      ['Next’s files', { from: '/_next/static/x.js', to: '/pricing', permanent: true }],
      ['a page of the site', { from: '/pricing', to: '/services', permanent: true }],
      ['itself', { from: '/spring', to: '/spring', permanent: true }],
      ['a script address', { from: '/spring', to: 'javascript:alert(1)', permanent: true }],
      ['plain http elsewhere', { from: '/spring', to: 'http://example.com/', permanent: true }],
      ['a protocol-relative address', { from: '/spring', to: '//evil.example', permanent: true }],
      ['an unknown parameter', { from: '/spring', to: '/insights/:slug', permanent: true }],
    ];
    for (const [why, entry] of cases) {
      let message = '';
      try {
        toNextRedirects([entry]);
      } catch (error) {
        message = (error as Error).message;
      }
      expect({ why, message }).toEqual({
        why,
        message: expect.stringContaining(`the redirect from ${entry.from}:`),
      });
    }
    expect(() =>
      toNextRedirects([
        { from: '/spring', to: '/pricing', permanent: true },
        { from: '/spring', to: '/services', permanent: true },
      ]),
    ).toThrow(/twice/);
  });

  it('as shipped in content/redirects.ts, are valid and applied by next.config.ts', async () => {
    const expected = toNextRedirects(ownerRedirects);
    const config = (await import('@/next.config')).default;
    const applied = await config.redirects!();
    expect(applied).toEqual(expect.arrayContaining(expected));
    expect(applied).toHaveLength(expected.length);
  });
});
