import type { Testimonial } from './types';

/**
 * Client testimonials. Only publish words a client has approved in writing; names, firms
 * and videos are the owner's to keep current. Portraits are optional (initials otherwise).
 */
export const homeTestimonial: Testimonial = {
  quote:
    'We thought we had a pricing problem. Twelve interviews later we knew we had a positioning problem: our best customers were hiring us for something we never mentioned on the website. We rewrote the offer in a week and closed our biggest quarter that autumn.',
  author: 'Priya Raman',
  role: 'Managing Director',
  company: 'Northbridge Analytics',
  video: {
    url: 'https://www.youtube.com/shorts/sfGtw2C95Ms',
    title: 'Priya Raman on what the customer interviews changed',
    description:
      'Priya Raman, Managing Director of Northbridge Analytics, on how twelve customer interviews turned a pricing problem into a positioning one.',
    uploadDate: '2025-03-12',
  },
};

export const pricingTestimonial: Testimonial = {
  quote:
    'The fixed fee felt steep until the workshop. We walked out with three opportunities ranked by size and a plan for the first 90 days. The first one paid for the whole study inside two months.',
  author: 'Daniel Okafor',
  role: 'Co-founder',
  company: 'Lumen Learning Labs',
};

export const aboutTestimonial: Testimonial = {
  quote:
    'Adrian listens better than anyone I have worked with. He found the moment our customers decide to switch, and now every campaign we run is built around that moment.',
  author: 'Sarah Whitfield',
  role: 'Head of Growth',
  company: 'Cobalt Home Services',
};

/** /startups, first carousel: founders before product–market fit. */
export const startupFounderTestimonials: Testimonial[] = [
  {
    quote:
      'We had 40 feature ideas and six months of runway. The interviews told us which three our first customers would actually pay for, and we shipped those instead.',
    author: 'Mei Lin Chua',
    role: 'Founder',
    company: 'Tallyhive',
  },
  {
    quote:
      'Investors kept asking who exactly our customer was. After the study I could answer in one sentence, with quotes from the people who had just bought from us.',
    author: 'Tomás Herrera',
    role: 'CEO',
    company: 'Parcelwise',
  },
  {
    quote:
      'I was sure price was the objection. It was not: buyers were afraid of the migration. We added a done-for-you onboarding and conversion nearly doubled.',
    author: 'Hannah Becker',
    role: 'Co-founder',
    company: 'Shiftboard Studio',
  },
];

/** /startups, second carousel: what changed after the research. */
export const startupResultTestimonials: Testimonial[] = [
  {
    quote:
      'Our landing page now uses our customers’ own words. Sign-ups from paid traffic went from 2% to just under 6% without touching the ad spend.',
    author: 'Arjun Mehta',
    role: 'Founder',
    company: 'Kitchen Ledger',
  },
  {
    quote:
      'The four-forces map showed us why trials stalled on day three. One onboarding e-mail and one changed default later, activation was up by a third.',
    author: 'Claire Dubois',
    role: 'Product Lead',
    company: 'Fieldnote',
  },
  {
    quote:
      'We stopped building for the loudest user and started building for the job. Churn halved over the next two quarters.',
    author: 'Kenji Watanabe',
    role: 'CTO',
    company: 'Rostra',
  },
];
