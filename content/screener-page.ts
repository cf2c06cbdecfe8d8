/**
 * The words of the booking page around its screener (/book-your-growth-call): its title,
 * metadata, heading and introduction. The screener's own words are in ./screener.ts.
 */
export const screenerPage = {
  pageTitle: 'Book your growth call',
  metaTitle: 'Book Your Growth Call',
  metaDescription:
    'Answer a two-minute confidential screener about your business and we will come back with whether a Jobs-to-Be-Done study can find your next growth, and what it would take.',
  heading: 'Find the growth hiding in your customers’ decisions',
  intro: {
    title: 'A two-minute, confidential screener',
    body: 'A handful of short questions tell us where your business stands and what is holding growth back, so that your call starts with your numbers rather than small talk. Your answers are read only by the research team and are never shared.',
    termsLead: 'By applying you accept our',
    termsLabel: 'terms of service',
    termsHref: '/terms',
  },
} as const;
