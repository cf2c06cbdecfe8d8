import { bookingAction, seePricing, type Action } from '../ctas';
import { claims } from '../claims';
import { founderEndorsement } from '../people';
import type * as Copy from '../types';

export const startupsMeta: Copy.PageMeta = {
  title: 'Startups: find product–market fit by talking to the right buyers',
  description:
    'Stop guessing what to build. Jobs-to-Be-Done interviews show what your first customers will pay for: 86% success versus 17% for conventional innovation.',
  path: '/startups',
};

export const startupsHero: Copy.HeroContent = {
  eyebrow: 'For startups',
  heading: 'Stop guessing what your customers will pay for',
  lead: `${claims.productsThatFail} of new products fail, and most of them were built by smart teams who worked hard on the wrong thing. Talk to the right buyers first and build what they are already trying to get done.`,
  points: [
    'Find the job your product is really hired for',
    'Prioritise features with evidence, not opinions',
    'Pitch investors with your customers’ own words',
  ],
  primary: bookingAction('Book Your Growth Call', 'startups_hero'),
  secondary: seePricing,
};

export const startupsProblems: Copy.FeatureSection = {
  eyebrow: 'The startup trap',
  heading: 'Runway disappears while you guess',
  cards: [
    {
      title: 'Building in the dark',
      content:
        'Feature requests pile up from whoever shouts loudest, and the roadmap becomes a negotiation instead of a strategy.',
      icon: 'lightbulb-off',
      tone: 'paper',
    },
    {
      title: 'Traction that will not stick',
      content:
        'Sign-ups arrive but do not convert, or convert and then churn. You cannot tell which part of the product is failing them.',
      icon: 'trending-down',
      tone: 'paper',
    },
    {
      title: 'Investors want proof',
      content:
        'Every pitch ends with the same question: who exactly is your customer and why will they switch? Guesses do not survive diligence.',
      icon: 'target',
      tone: 'paper',
    },
    {
      title: 'The clock is running',
      content:
        'Each month spent building the wrong thing is a month of runway you will not get back. The cheapest time to learn is now.',
      icon: 'clock',
      tone: 'paper',
    },
  ],
};

export interface ApproachSet {
  /** The toggle's label. */
  label: string;
  rate: number;
  heading: string;
  bullets: string[];
}

/** The two approaches behind a toggle, and the explanation of the difference. */
export interface ApproachComparison {
  toggleLabel: string;
  guessing: ApproachSet;
  growing: ApproachSet;
  explainerPrompt: string;
  explainer: string[];
  source: Action;
}

export const guessingVersusGrowing: Copy.SectionCopy & { comparison: ApproachComparison } = {
  eyebrow: 'Guessing versus growing',
  heading: 'The odds change when you start with the job',
  intro: 'Compare how often new products succeed with each approach.',
  comparison: {
    toggleLabel: 'Choose an approach',
    guessing: {
      label: 'Guessing',
      rate: claims.conventionalSuccessRate,
      heading: 'Conventional innovation succeeds 17% of the time',
      bullets: [
        'Build first, then look for people who want it',
        'Rely on surveys, feature requests and gut feeling',
        'Compete on features and price',
        'Discover what was wrong after the launch',
      ],
    },
    growing: {
      label: 'Growing',
      rate: claims.jobsApproachSuccessRate,
      heading: 'Starting from the customer’s job succeeds 86% of the time',
      bullets: [
        'Interview buyers about the progress they are trying to make',
        'Map what pushes them to switch and what holds them back',
        'Build and price around the job, not the feature list',
        'Launch knowing which triggers bring customers in',
      ],
    },
    explainerPrompt: 'Why is the difference so large? Tap here for the short explanation.',
    explainer: [
      'Conventional innovation asks customers what they want and then guesses at the rest. People are poor at describing solutions, so teams build features nobody chooses.',
      'Jobs-to-Be-Done research asks about the last time someone actually switched: what was going on, what they tried, and what nearly stopped them. Those stories reveal needs people never think to put in a survey, and products built on them are chosen far more often.',
    ],
    source: {
      label: 'Source: Strategyn, Outcome-Driven Innovation success-rate study',
      href: 'https://strategyn.com/outcome-driven-innovation-process/',
    },
  },
};

/** A band with a carousel of testimonials; `carouselLabel` names the carousel. */
type CarouselCopy = Copy.SectionCopy & { carouselLabel: string };

export const startupsCarousels: { founders: CarouselCopy; results: CarouselCopy } = {
  founders: {
    eyebrow: 'Founders who stopped guessing',
    heading: 'What founders say about the interviews',
    carouselLabel: 'Founder testimonials',
  },
  results: {
    eyebrow: 'What changed next',
    heading: 'Results founders saw after the research',
    carouselLabel: 'Results testimonials',
  },
};

export const startupsTrust: Copy.SectionCopy = {
  eyebrow: 'Proof',
  heading: 'The numbers behind the approach',
};

export const startupsPlan: Copy.StepsSection = {
  eyebrow: 'Your three-step plan',
  heading: 'From guesswork to a product people choose',
  steps: [
    {
      title: 'Interview the people who matter',
      text: 'We talk to your early customers, the prospects who said no and the people using alternatives today.',
    },
    {
      title: 'Find the job your product is hired for',
      text: 'We map the forces behind each decision and show you which job holds the biggest opportunity.',
    },
    {
      title: 'Build, price and pitch around it',
      text: `You leave with a ${claims.actionPlanDays}-day plan for the roadmap, the offer and the story you tell investors.`,
    },
  ],
};

export const startupsStory: Copy.ProseSection = {
  eyebrow: 'Why we care about startups',
  heading: 'We learned this the expensive way',
  paragraphs: [
    'Before Hidden Growth, our founder helped launch products that looked brilliant in the boardroom and fell flat in the market. The teams were talented. They simply never asked buyers the right questions.',
    'The turning point came from interviewing customers about the moment they decided to buy. Within a year, acting on those conversations grew sales by 1,011%. We have run the same process for founders ever since, because it works at any size, and it matters most when runway is short.',
  ],
  link: { label: 'Read the full story', href: '/about-you' },
};

export const startupsEndorsement = founderEndorsement({
  label: 'A word from our founder',
  heading: 'A dozen good conversations beat a year of building.',
  body: [
    'Startups do not fail for lack of effort. They fail because nobody checked what buyers were really trying to get done. That is the cheapest thing to check, and we make sure you check it first.',
  ],
});

export const startupsFinalCta: Copy.FinalCtaContent = {
  heading: 'Build what your customers are already looking for',
  text: 'Book a growth call and we will tell you honestly whether interviews can de-risk your next six months.',
  primary: bookingAction('Book Your Growth Call', 'startups_final_cta'),
  secondary: seePricing,
};
