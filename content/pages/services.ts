import { bookingAction, seePricing, type Action, type CtaValue } from '../ctas';
import { founderEndorsement } from '../people';
import type * as Copy from '../types';

export const servicesMeta: Copy.PageMeta = {
  title: 'Services: customer-demand research for SMEs, scale-ups and startups',
  description:
    'Re-use our library of buyer interviews or commission a bespoke Jobs-to-Be-Done study. Guaranteed insights, a 90-day action plan and 12 months of support.',
  path: '/services',
};

export const servicesHero: Copy.HeroContent = {
  eyebrow: 'Services',
  heading: 'Customer research that turns into revenue',
  lead: 'We find out why people buy from you, why they buy from your competitors, and why some never buy at all. Then we help you act on it.',
  points: [
    'For owners and founders of firms up to $100m in revenue',
    'Insights in 4 weeks on a bespoke study',
    'Guaranteed insights, or you don’t pay',
  ],
  primary: bookingAction('Book Your Growth Call', 'services'),
  secondary: seePricing,
};

export interface AudienceCard {
  title: string;
  text: string;
  icon: Copy.IconName;
  points: string[];
  primary: Action;
  pricing: Action;
}

export const servicesAudiences: Copy.SectionCopy & { cards: AudienceCard[] } = {
  eyebrow: 'Who we help',
  heading: 'Built for two kinds of growth problem',
  cards: [
    {
      title: 'SMEs and Scale Ups',
      text: 'You have customers, revenue and a team, but growth has flattened and the usual levers no longer move it.',
      icon: 'line-chart',
      points: [
        'Find why buyers choose you, and why they leave',
        'Reposition offers and pricing around the job',
        'Give sales and marketing one shared view of the customer',
      ],
      primary: { label: 'How we help established firms', href: '/' },
      pricing: { label: 'Pricing for SMEs and Scale Ups', href: '/pricing' },
    },
    {
      title: 'Startups',
      text: 'You are searching for product–market fit, and every month of building the wrong thing costs runway.',
      icon: 'rocket',
      points: [
        'Learn what your first customers will pay for',
        'Decide what to build next with evidence',
        'Tell investors exactly who your customer is',
      ],
      primary: { label: 'How we help startups', href: '/startups' },
      pricing: { label: 'Pricing for Startups', href: '/pricing' },
    },
  ],
};

export const servicesEndorsement = founderEndorsement({
  label: 'A word from our founder',
  heading: 'The fastest growth I have seen came from listening, not from spending.',
  body: [
    'Every engagement starts with the same question: what were your customers trying to get done when they chose you? The answer reshapes offers, messages and roadmaps more than any campaign.',
  ],
});

export interface WayToWork {
  title: string;
  icon: Copy.IconName;
  text: string;
  points: string[];
  bestFor: string;
}

export const servicesWays: Copy.SectionCopy & {
  ways: WayToWork[];
  action: Action & { cta: CtaValue };
  explainer: Action;
} = {
  eyebrow: 'Two ways to work together',
  heading: 'Start from our research, or commission your own',
  intro:
    'Either way you get interviews with real buyers, a clear map of their buying patterns and a plan to act on it.',
  ways: [
    {
      title: 'Re-use our research library',
      icon: 'library',
      text: 'We have already interviewed buyers across many categories. We mine those interviews for your market and bring you the patterns every month.',
      points: [
        'Start this month, no recruiting needed',
        'A monthly insight session on a question you choose',
        'The lowest-cost way to bring buyer evidence into decisions',
      ],
      bestFor: 'Best for startups and teams testing the approach.',
    },
    {
      title: 'A bespoke study',
      icon: 'microscope',
      text: 'We recruit and interview your own customers, lost prospects and competitors’ customers, then run a workshop with your leadership team.',
      points: [
        'Around 12 in-depth interviews, recorded and coded',
        'A growth workshop and a 90-day action plan',
        '12 months of on-call support while you act on it',
      ],
      bestFor: 'Best for SMEs and scale-ups whose growth has stalled.',
    },
  ],
  action: bookingAction('Talk To Us About Your Study', 'services2'),
  explainer: {
    label: 'How Jobs-to-Be-Done research works',
    href: '/how-jobs-to-be-done-research-works',
  },
};

export const servicesValueNote: Copy.SectionCopy & { text: string; link: Action } = {
  eyebrow: 'Value-based pricing',
  heading: 'We can share the risk with you',
  text: 'On our Advanced tier, part of our fee can be tied to the growth the research unlocks. We agree the measure and the baseline before we start, so you pay for results you can see.',
  link: { label: 'Compare all pricing options', href: '/pricing' },
};

export const servicesFinalCta: Copy.FinalCtaContent = {
  heading: 'Find out what your customers have not told you yet',
  text: 'A growth call is a short, candid conversation about your numbers and your market. If research is not the right next step, we will say so.',
  primary: bookingAction('Book Your Growth Call', 'ServicesFinalCTA'),
  secondary: seePricing,
};
