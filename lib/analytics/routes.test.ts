import fs from 'node:fs';
import path from 'node:path';
import { deviceClass, routeTemplate, SITE_ROUTES } from './routes';

/**
 * Pages that are not the site's own to measure: test pages, internal paths, editors' previews,
 * and the owner's one-button pages behind the links in his mail.
 */
const UNMEASURED = [
  '/diagnostics/',
  '/cached-lists/',
  '/insights/preview/',
  '/newsletter/issue/',
  '/leads/act/',
];

/** Every page's route template under `dir`, route groups left out of the path. */
function pagesUnder(dir: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') found.push(prefix || '/');
    if (!entry.isDirectory()) continue;
    const group = /^\(.*\)$/.test(entry.name);
    found.push(
      ...pagesUnder(path.join(dir, entry.name), group ? prefix : `${prefix}/${entry.name}`),
    );
  }
  return found;
}

/** The site's pages: app/(site), and the personal pages of app/(personal). */
const pagesOnDisk = () =>
  ['(site)', '(personal)'].flatMap((group) => pagesUnder(path.join(process.cwd(), 'app', group)));

describe('route templates', () => {
  it('name every page of the site but its test pages, internal paths and previews', () => {
    const measured = pagesOnDisk().filter(
      (route) => !UNMEASURED.some((skip) => `${route}/`.startsWith(skip)),
    );
    // A new page needs a line in SITE_ROUTES (lib/analytics/routes.ts) to be measured.
    expect([...SITE_ROUTES].sort()).toEqual(measured.sort());
  });

  it.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/pricing/', '/pricing'],
    ['/insights', '/insights'],
    ['/insights/why-customers-switch', '/insights/[slug]'],
    ['/insights/%D0%B2%D0%B5%D1%81%D0%BD%D0%B0', '/insights/[slug]'],
  ])('reads %s as %s', (pathname, template) => {
    expect(routeTemplate(pathname)).toBe(template);
  });

  it.each(['/wp-login.php', '/insights/preview/12', '/pricing/extra', '/diagnostics/widgets'])(
    'names no template for %s (not a page to measure)',
    (pathname) => {
      expect(routeTemplate(pathname)).toBeNull();
    },
  );

  it('classes a device by its viewport width', () => {
    expect([360, 767, 768, 1023, 1024, 1920].map(deviceClass)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });
});
