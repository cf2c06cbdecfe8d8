/**
 * The campaign sources a link to /book-your-growth-call may carry in its `cta` parameter.
 * Every link to the booking page is built here, so a cta value outside this list does not
 * compile, and content/ctas.test.ts checks the content files as text as well.
 */
export const CTA_VALUES = [
  'nav_desktop',
  'nav_mobile',
  'home_hero',
  'final_cta',
  'guaranteed_insights',
  'startups_hero',
  'services',
  'services2',
  'ServicesFinalCTA',
  'about_you',
  'value_based_pricing',
  'how_it_works',
  'pricing_basic',
  'pricing_intermediate',
  'pricing_advanced',
  'startups_final_cta',
] as const;

export type CtaValue = (typeof CTA_VALUES)[number];

export const BOOKING_PATH = '/book-your-growth-call';

export function isCtaValue(value: string): value is CtaValue {
  return (CTA_VALUES as readonly string[]).includes(value);
}

/** The booking page with the `cta` query parameter: where the click came from. */
export function bookingHref(cta: CtaValue): string {
  return `${BOOKING_PATH}?cta=${cta}`;
}

/** A button or link: its label and where it goes. */
export interface Action {
  label: string;
  href: string;
}

/** The way out beside a booking button in heroes and closing calls to action. */
export const seePricing: Action = { label: 'See Our Pricing', href: '/pricing' };

/** A button to the booking page carrying its campaign source. */
export function bookingAction(label: string, cta: CtaValue): Action & { cta: CtaValue } {
  return { label, href: bookingHref(cta), cta };
}
