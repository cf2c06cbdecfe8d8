import { bookingAction, type Action, type CtaValue } from './ctas';
import type { PageMeta, SectionCopy } from './types';

export const pricingMeta: PageMeta = {
  title: 'Pricing: Basic, Intermediate and Advanced research tiers',
  description:
    'From US $3,000 a month for our research library to a US $27,700 guaranteed study and a US $99,700 growth partnership with 15 months of support.',
  path: '/pricing',
};

/** What the structured data calls the service the tiers sell. */
export const pricingService = {
  name: 'Jobs-to-Be-Done customer-demand research',
  description:
    'Interviews with your customers and your competitors’ customers, a workshop mapping buying patterns against your offer, a 90-day action plan and 12 months of on-call support.',
  serviceType: 'Customer research consulting',
};

/** A pricing tier: its card on /pricing, its booking button and its offer in structured data. */
export interface PricingTier {
  id: 'basic' | 'intermediate' | 'advanced';
  title: string;
  price: {
    /** What the card shows, e.g. 'US $3,000'. */
    display: string;
    /** The amount in US dollars, for structured data. */
    amount: number;
    currency: 'USD';
    /** Shown after the amount: 'per month', 'fixed fee', 'in total'. */
    unit: string;
    /** The payment terms under the price. */
    terms: string;
    billing: 'monthly' | 'one-off';
  };
  subtitle: string;
  features: string[];
  ctaText: string;
  ctaId: CtaValue;
  banner: {
    text: string;
    type: 'starter' | 'popular' | 'premium';
    animated: boolean;
    /** A Tailwind background class for the banner's dot. */
    dotColor: string;
  };
  bestFor: string;
  guaranteed: boolean;
}

export const pricingTiers: PricingTier[] = [
  {
    id: 'basic',
    title: 'Basic',
    price: {
      display: 'US $3,000',
      amount: 3000,
      currency: 'USD',
      unit: 'per month',
      terms: '3-month minimum',
      billing: 'monthly',
    },
    subtitle: 'Put our research library to work on your market, month by month.',
    features: [
      'Access to our library of coded buyer interviews in your category',
      'A monthly insight session on one growth question you choose',
      'Demand-side messaging and offer reviews',
      'Jobs-to-Be-Done training for your team',
      'Cancel any time after the 3-month minimum',
    ],
    ctaText: 'Start With Basic',
    ctaId: 'pricing_basic',
    banner: { text: 'Best for Startups', type: 'starter', animated: false, dotColor: 'bg-sky-500' },
    bestFor: 'Founders who need buyer insight before they can fund a full study.',
    guaranteed: false,
  },
  {
    id: 'intermediate',
    title: 'Intermediate',
    price: {
      display: 'US $27,700',
      amount: 27700,
      currency: 'USD',
      unit: 'fixed fee',
      terms: 'Payable in advance · insights in 4 weeks · refund guarantee',
      billing: 'one-off',
    },
    subtitle: 'A bespoke Jobs-to-Be-Done study of your customers and your competitors’ customers.',
    features: [
      'Around 12 in-depth interviews with recent buyers and switchers',
      'Buying-pattern map: the jobs, the forces and the triggers',
      'Growth workshop with your leadership team',
      '90-day action plan ranked by size of opportunity',
      'Insights in 4 weeks',
      'Refund guarantee: no growth opportunity you want to pursue, no fee',
    ],
    ctaText: 'Get Guaranteed Insights',
    ctaId: 'pricing_intermediate',
    banner: {
      text: "Best for cost-conscious SME's",
      type: 'popular',
      animated: true,
      dotColor: 'bg-emerald-500',
    },
    bestFor: 'Owners of established firms whose growth has stalled.',
    guaranteed: true,
  },
  {
    id: 'advanced',
    title: 'Advanced',
    price: {
      display: 'US $99,700',
      amount: 99700,
      currency: 'USD',
      unit: 'in total',
      terms: 'Research plus 15 months of support · eligible for value-based pricing',
      billing: 'one-off',
    },
    subtitle: 'The full study, then a growth partner at your side while you capture the gains.',
    features: [
      'Everything in Intermediate, with the same guarantee',
      'Hands-on help turning the action plan into offers, pages and sales scripts',
      'Monthly follow-up interviews to check what is working',
      '15 months of support from kick-off, on call when decisions come up',
      'Eligible for value-based pricing tied to the growth you achieve',
    ],
    ctaText: 'Choose Advanced',
    ctaId: 'pricing_advanced',
    banner: {
      text: 'Best for Scaleups with profit',
      type: 'premium',
      animated: false,
      dotColor: 'bg-amber-400',
    },
    bestFor: 'Profitable scale-ups that want the growth captured, not just found.',
    guaranteed: true,
  },
];

export const pricingPage: {
  hero: SectionCopy & { lead: string };
  tiersHeading: string;
  guaranteeNote: string;
  valueBased: SectionCopy & { text: string[]; action: Action & { cta: CtaValue } };
  reasons: SectionCopy & { items: { title: string; text: string }[] };
  faq: SectionCopy & { items: { id: string; title: string; body: string }[] };
  testimonialHeading: string;
} = {
  hero: {
    eyebrow: 'Pricing',
    heading: 'Clear prices for finding your hidden growth',
    lead: 'Three ways to work with us, from monthly access to our research library to a full study with 15 months of support. Every bespoke study comes with our guarantee: insights you want to act on, or your money back.',
  },
  tiersHeading: 'Choose how deep you want to go',
  guaranteeNote:
    'The refund guarantee covers the Intermediate and Advanced tiers. Prices exclude applicable taxes.',
  valueBased: {
    eyebrow: 'Value-based pricing',
    heading: 'Prefer to pay for results?',
    text: [
      'For Advanced clients we can tie part of our fee to the growth the research unlocks. We agree the measure up front, such as new revenue, conversion rate or retained customers, and share in the upside.',
      'It keeps us honest and puts our money where our interviews are. It suits firms with reliable numbers and a clear baseline.',
    ],
    action: bookingAction('Get Your Growth Partner', 'value_based_pricing'),
  },
  reasons: {
    eyebrow: 'Why firms choose us',
    heading: 'Why owners and founders choose Hidden Growth',
    items: [
      {
        title: 'We talk to the buyers who matter',
        text: 'Recent customers, lost deals and your competitors’ customers. Not surveys, not focus groups, not your own opinions played back to you.',
      },
      {
        title: 'Insights you can use in 4 weeks',
        text: 'A fixed timeline and a fixed fee, so research never turns into an open-ended project.',
      },
      {
        title: 'A plan, not a report',
        text: 'You leave the workshop with a 90-day action plan, owners and first steps, then 12 months of on-call support.',
      },
      {
        title: 'The risk is ours',
        text: 'If we find no growth opportunity you want to pursue, you get your money back.',
      },
      {
        title: 'Built for firms like yours',
        text: 'We work with founders, SMEs and scale-ups up to $100m in revenue, where one insight can change the year.',
      },
    ],
  },
  faq: {
    eyebrow: 'Questions',
    heading: 'Questions owners ask before they start',
    items: [
      {
        id: 'how-many-interviews',
        title: 'How many interviews does a study need?',
        body: 'Around 12 is typical. Buying patterns repeat quickly when you talk to the right people, so we stop once new interviews stop changing the picture.',
      },
      {
        id: 'who-do-you-interview',
        title: 'Who do you interview?',
        body: 'People who recently bought from you, people who nearly did and chose someone else, and your competitors’ customers. We recruit them and handle incentives.',
      },
      {
        id: 'guarantee',
        title: 'How does the guarantee work?',
        body: 'On the Intermediate and Advanced tiers, if we do not uncover a growth opportunity you want to pursue, tell us in writing within 7 days of the main workshop and join a short exit interview. We refund the fees you have paid.',
      },
      {
        id: 'advanced-payment',
        title: 'How is the Advanced tier paid?',
        body: 'US $27,700 in advance for the research, then US $6,000 a month after the first 90 days for 12 months of ongoing support: US $99,700 in total.',
      },
    ],
  },
  testimonialHeading: 'What clients say about the investment',
};
