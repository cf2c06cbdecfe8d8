/**
 * The site's pages by route template, and the device classes, as field-speed reports name them
 * (never an article's address). Imports nothing: it runs in the browser too. A test checks the
 * list against app/(site) and app/(personal).
 */
export const SITE_ROUTES = [
  '/',
  '/about-you',
  '/book-your-growth-call',
  '/booking/booked',
  '/booking/cancel',
  '/booking/change',
  '/booking/time',
  '/case-studies',
  '/confirm-subscription',
  '/how-jobs-to-be-done-research-works',
  '/insights',
  '/insights/[slug]',
  '/newsletter/preferences',
  '/pricing',
  '/privacy',
  '/privacy/address',
  '/privacy/open',
  '/privacy/report',
  '/privacy/requests',
  '/services',
  '/startups',
  '/terms',
  '/unsubscribe',
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Viewport widths (CSS pixels) from which a device counts as a tablet, then a desktop. */
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1024;

/** The device class of a viewport `width` CSS pixels wide. */
export function deviceClass(width: number): DeviceClass {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  return width >= TABLET_MIN_WIDTH ? 'tablet' : 'mobile';
}

const isDynamic = (segment: string) => segment.startsWith('[');
const segmentsOf = (path: string) => (path.replace(/\/+$/, '') || '/').split('/').slice(1);

/** Static routes first: `/insights/feed` would be matched by a page of its own before `[slug]`. */
const ORDERED = [...SITE_ROUTES].sort(
  (a, b) => segmentsOf(a).filter(isDynamic).length - segmentsOf(b).filter(isDynamic).length,
);

/** The template of the page at `pathname`, or null when it is none of the site's pages. */
export function routeTemplate(pathname: string): SiteRoute | null {
  const segments = segmentsOf(pathname);
  for (const route of ORDERED) {
    const parts = segmentsOf(route);
    if (parts.length !== segments.length) continue;
    const matches = parts.every((part, i) =>
      isDynamic(part) ? segments[i]!.length > 0 : part === segments[i],
    );
    if (matches) return route;
  }
  return null;
}
