import { renderToString } from 'react-dom/server.node';
import { resetConfigForTests } from '@/lib/config';
import PersonalLayout from '@/app/(personal)/layout';
import SiteLayout from '@/app/(site)/layout';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: () => undefined, prefetch: () => undefined }),
}));

const GA_TAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234';

beforeAll(() => {
  process.env.NEXT_PUBLIC_GA_ID = 'G-TEST1234';
  resetConfigForTests();
});
afterAll(() => {
  delete process.env.NEXT_PUBLIC_GA_ID;
  resetConfigForTests();
});

describe('Google Analytics, with an id configured', () => {
  it('is loaded by the site’s pages', () => {
    const html = renderToString(<SiteLayout>page</SiteLayout>);
    expect(html).toContain(GA_TAG);
    expect(html).toContain('id="main"');
  });

  it('is never loaded by a personal page, which keeps the same header and footer', () => {
    const site = renderToString(<SiteLayout>page</SiteLayout>);
    const personal = renderToString(<PersonalLayout>page</PersonalLayout>);
    expect(personal).not.toContain('googletagmanager');
    expect(personal).toBe(site.replace(`<link rel="preload" href="${GA_TAG}" as="script"/>`, ''));
  });
});
