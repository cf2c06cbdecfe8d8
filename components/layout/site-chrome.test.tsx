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

/** The layout's HTML as text: React's markers between adjacent texts taken out. */
const render = (layout: React.ReactElement) => renderToString(layout).replaceAll('<!-- -->', '');
const site = () => render(<SiteLayout>page</SiteLayout>);
const personal = () => render(<PersonalLayout>page</PersonalLayout>);

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
    const html = site();
    expect(html).toContain(GA_TAG);
    expect(html).toContain('id="main"');
  });

  it('is never loaded by a personal page', () => {
    const html = personal();
    expect(html).not.toContain('googletagmanager');
    expect(html).toContain('id="main"');
  });
});

describe('the two shells', () => {
  it('frames a personal page quietly: the brand, the legal links, the contact address', () => {
    const html = personal();
    expect(html).toContain('<a href="#main" class="skip-link">Skip to content</a>');
    expect(html).toContain('aria-label="Hidden Growth home"');
    expect(html).toContain('href="/terms"');
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('href="mailto:hello@hiddengrowth.co"');
    // Nothing to sign up for, no navigation of the marketing pages, no call to book.
    expect(html).not.toContain('id="newsletter"');
    expect(html).not.toContain('aria-label="Main"');
    expect(html).not.toContain('/book-your-growth-call');
    expect(html).not.toContain('href="/pricing"');
  });

  it('frames a marketing page with its navigation, its call to book and the sign-up section', () => {
    const html = site();
    expect(html).toContain('<a href="#main" class="skip-link">Skip to content</a>');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('href="/book-your-growth-call?cta=nav_desktop"');
    expect(html).toContain('id="newsletter"');
    // The sign-up section stands between the page and the footer.
    expect(html.indexOf('id="main"')).toBeLessThan(html.indexOf('id="newsletter"'));
    expect(html.indexOf('id="newsletter"')).toBeLessThan(html.indexOf('<footer'));
  });
});

describe('the copyright notice of every footer', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['2031-06-15T12:00:00Z', 2031],
    // The year of the answer's HTTP date, which is in UTC.
    ['2030-12-31T23:59:30Z', 2030],
    ['2031-01-01T00:00:30Z', 2031],
  ])('names the year the page is rendered in (%s: %d)', (now, year) => {
    jest.useFakeTimers({ now: new Date(now) });
    for (const html of [site(), personal()]) {
      expect(html).toContain(`© ${year} Hidden Growth Pte. Ltd. All rights reserved.`);
    }
  });
});
