/** The firm's own pages elsewhere: the footer links them, and search engines read them as its. */
export const profiles = {
  linkedIn: 'https://www.linkedin.com/company/hidden-growth',
  youTube: 'https://www.youtube.com/@hiddengrowth',
} as const;

/**
 * Site-wide facts an editor may change: the brand, the navigation, footer links and the
 * default SEO texts. Pages import these; no component hard-codes them.
 */
export const site = {
  brandName: 'Hidden Growth',
  legalName: 'Hidden Growth Pte. Ltd.',
  tagline: 'Customer-demand research for founders and growing firms',
  // A raster logo at three times its display size: an SVG image costs the browser a whole
  // document (parse, style, text layout) on every page load.
  logo: { src: '/logo.png', width: 168, height: 36, alt: 'Hidden Growth' },
  contactEmail: 'hello@hiddengrowth.co',
  defaultTitle: 'Hidden Growth | Jobs-to-Be-Done research that finds your next growth',
  titleTemplate: '%s | Hidden Growth',
  description:
    'We interview your customers and your competitors’ customers to find out why people buy, or don’t. Guaranteed insights, a 90-day action plan and 12 months of support.',
  defaultShareImageAlt: 'Hidden Growth: find the growth hiding in your customers’ decisions',
  /** Open Graph's locale of every page. */
  locale: 'en_GB',
} as const;

/** The page for a path no route claims: 'Oops! Page not found' with a link home. */
export const notFoundPage = {
  title: 'Page not found',
  label: '404',
  heading: 'Oops! Page not found',
  text: 'The page you were looking for has moved or never existed. Everything else is still here.',
  homeLink: 'Go back home',
} as const;

export interface NavItem {
  label: string;
  href: string;
}

/** The top navigation on wide screens, in this order: Services, Pricing, Case Studies, Insights. */
export const desktopNav: NavItem[] = [
  { label: 'Services', href: '/services' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'Insights', href: '/insights' },
];

/** Mobile order: Services, Case Studies, Pricing, Insights. */
export const mobileNav: NavItem[] = [
  { label: 'Services', href: '/services' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Insights', href: '/insights' },
];

export const navCtas = {
  desktop: { label: 'Find Your Hidden Growth', href: '/book-your-growth-call?cta=nav_desktop' },
  mobile: { label: 'Book Your Growth Call', href: '/book-your-growth-call?cta=nav_mobile' },
} as const;

export interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
}

/** The legal pages, which every footer links, the quiet one of the pages opened from a mail too. */
export const legalLinks: FooterLink[] = [
  { label: 'Terms of service', href: '/terms' },
  { label: 'Privacy policy', href: '/privacy' },
];

/**
 * The footer of the pages opened from a mail (app/(personal)): the legal links and the address
 * to write to, nothing to sign up for or buy.
 */
export const quietFooter = {
  legalHeading: 'Legal',
  contactLabel: 'Questions? Write to',
} as const;

export const footerColumns: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'Explore',
    links: [
      { label: 'How Jobs-to-Be-Done research works', href: '/how-jobs-to-be-done-research-works' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Insights', href: '/insights' },
      { label: 'About you', href: '/about-you' },
    ],
  },
  { heading: 'Legal', links: legalLinks },
  {
    heading: 'Elsewhere',
    links: [
      {
        label: 'Research services directory',
        href: 'https://www.jtbd.services/hidden-growth',
        external: true,
      },
      { label: 'LinkedIn', href: profiles.linkedIn, external: true },
      { label: 'YouTube', href: profiles.youTube, external: true },
    ],
  },
];

/** Static routes for the sitemap, with how often each changes. */
export const staticRoutes: {
  path: string;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  priority: number;
}[] = [
  { path: '/', changeFrequency: 'monthly', priority: 1 },
  { path: '/services', changeFrequency: 'monthly', priority: 0.9 },
  { path: '/startups', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/pricing', changeFrequency: 'monthly', priority: 0.9 },
  { path: '/case-studies', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/insights', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/about-you', changeFrequency: 'yearly', priority: 0.6 },
  { path: '/how-jobs-to-be-done-research-works', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/book-your-growth-call', changeFrequency: 'yearly', priority: 0.9 },
  { path: '/terms', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/privacy', changeFrequency: 'yearly', priority: 0.2 },
];
