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

describe('the copyright notice of every footer', () => {
  afterEach(() => jest.useRealTimers());

  /** The layout's HTML as text: React's markers between adjacent texts taken out. */
  const render = (layout: React.ReactElement) => renderToString(layout).replaceAll('<!-- -->', '');

  it.each([
    ['2031-06-15T12:00:00Z', 2031],
    // The year of the answer's HTTP date, which is in UTC.
    ['2030-12-31T23:59:30Z', 2030],
    ['2031-01-01T00:00:30Z', 2031],
  ])('names the year the page is rendered in (%s: %d)', (now, year) => {
    jest.useFakeTimers({ now: new Date(now) });
    for (const html of [
      render(<SiteLayout>page</SiteLayout>),
      render(<PersonalLayout>page</PersonalLayout>),
    ]) {
      expect(html).toContain(`© ${year} Hidden Growth Pte. Ltd. All rights reserved.`);
    }
  });
});
