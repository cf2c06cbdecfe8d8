import { bookingAction, type Action, type CtaValue } from '../ctas';
import { claims } from '../claims';
import { founder } from '../people';
import type * as Copy from '../types';

export const aboutMeta: Copy.PageMeta = {
  title: 'About you: why we start with your customers',
  description:
    'This is about you and your customers, not about us. The story behind Hidden Growth: a sales lesson, a mentor, 1,011% sales growth and a four-step process.',
  path: '/about-you',
};

export const aboutHero: Omit<Copy.HeroContent, 'primary'> = {
  eyebrow: 'About you',
  heading: 'This page is about you, not us',
  lead: 'You are here because growth has slowed, or because you want to be sure the next big bet is the right one. You know your business better than anyone. What you may not have is a clear, unfiltered view of why your customers really choose you.',
  points: [
    'You want decisions grounded in evidence',
    'You are tired of tactics that work for a month',
    'You are ready to hear what customers actually think',
  ],
};

export const aboutStory: Copy.SectionCopy & {
  summary: string[];
  toggleLabel: string;
  storyHeading: string;
  story: { heading: string; paragraphs: string[] }[];
  process: Copy.StepsSection;
  action: Action & { cta: CtaValue };
} = {
  eyebrow: 'Why we do this',
  heading: 'Every business has growth hiding in plain sight',
  summary: [
    `${founder.name} founded Hidden Growth after discovering that the fastest route to growth was not a better pitch but a better question. The method is simple to describe and hard to do well: talk to the people who just made a buying decision, and listen for the job they were trying to get done.`,
  ],
  toggleLabel: 'Learn more',
  storyHeading: 'Our story',
  story: [
    {
      heading: 'The sales training that backfired',
      paragraphs: [
        'Years ago, as a young sales manager, Adrian sent his whole team on an expensive sales-training course. They came back with new scripts, new objection handlers and new confidence. Sales went down.',
        'The scripts were built around what the product did. The customers were buying for reasons nobody on the team had ever asked about.',
      ],
    },
    {
      heading: 'A mentor’s question',
      paragraphs: [
        'A mentor who had spent decades in product development asked one question: “When did you last sit down with a customer and ask them about the day they decided to buy?” The honest answer was never.',
        'So Adrian did. He called recent customers and asked what had been going on in their lives and businesses when they started looking, what else they had considered, and what had nearly stopped them.',
      ],
    },
    {
      heading: `${claims.salesGrowth} sales growth`,
      paragraphs: [
        'The conversations revealed a job the product was being hired for that had never appeared in any brochure. The team rewrote the offer, the pricing and the sales conversation around it.',
        `Within a year, sales grew by ${claims.salesGrowth}. No new product, no bigger budget: just a clear understanding of why people buy.`,
      ],
    },
  ],
  process: {
    heading: 'The four-step process we still use',
    steps: [
      {
        title: 'Listen',
        text: `Around ${claims.typicalInterviews} in-depth interviews with recent buyers, lost prospects and competitors’ customers.`,
      },
      {
        title: 'Map',
        text: 'Code every interview for the pushes, pulls, habits and anxieties behind each decision.',
      },
      {
        title: 'Match',
        text: 'Set the buying patterns against your current offer in a workshop and rank the gaps.',
      },
      {
        title: 'Act',
        text: `A ${claims.actionPlanDays}-day action plan and ${claims.supportMonths} months of on-call support while you put it to work.`,
      },
    ],
  },
  action: bookingAction('Find Your Hidden Growth', 'about_you'),
};

export const aboutTestimonialSection: Copy.SectionCopy = {
  eyebrow: 'From a client',
  heading: 'What working with us feels like',
};
