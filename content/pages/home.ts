import { bookingAction, seePricing } from '../ctas';
import { claims } from '../claims';
import { founderEndorsement } from '../people';
import { site } from '../site';
import type * as Copy from '../types';

export const homeMeta: Copy.PageMeta = {
  // The home page carries the brand itself, so the title template does not apply.
  title: site.defaultTitle,
  absoluteTitle: true,
  description:
    'We interview your customers and your competitors’ customers to learn why people buy, or don’t. Guaranteed insights, a 90-day plan and 12 months of support.',
  path: '/',
};

export const homeHero: Copy.HeroContent = {
  eyebrow: 'Customer-demand research for owners and founders',
  heading: 'Find the growth hiding in your customers’ decisions',
  lead: 'We interview your customers, and your competitors’ customers, to uncover exactly why people buy and why they don’t. Then we turn what they tell us into a 90-day action plan and stay on call for 12 months.',
  points: [
    'Guaranteed insights, or you don’t pay',
    'Around 12 in-depth buyer interviews',
    '90-day action plan and 12 months of support',
  ],
  primary: bookingAction('Book Your Growth Call', 'home_hero'),
  secondary: seePricing,
};

export const homeProblems: Copy.FeatureSection = {
  eyebrow: 'Sound familiar?',
  heading: 'Growth is harder than it should be',
  intro:
    'Most firms that stall are not short of effort. They are short of a clear view of why customers choose them, and why the rest walk away.',
  cards: [
    {
      title: 'Money left on the table',
      content:
        'Prospects visit, ask for a quote and go quiet. Somewhere between interest and purchase you are losing buyers you already paid to attract.',
      icon: 'coins',
      tone: 'paper',
    },
    {
      title: 'Growth has stalled',
      content:
        'The tactics that got you here have stopped working. More ads, more features and more discounts only move the numbers for a month.',
      icon: 'trending-down',
      tone: 'paper',
    },
    {
      title: 'Your team is out of ideas',
      content:
        'Every meeting ends in opinions. Without evidence from buyers, the loudest voice in the room decides what you build and how you sell it.',
      icon: 'lightbulb-off',
      tone: 'paper',
    },
    {
      title: 'Fix it before it’s too late',
      content:
        'Competitors are learning what your customers want. The longer you guess, the more runway, margin and morale the guessing costs.',
      icon: 'alarm',
      tone: 'paper',
    },
  ],
};

export const homeBenefits: Copy.FeatureSection = {
  eyebrow: 'What changes',
  heading: 'What you get when you know why people buy',
  cards: [
    {
      title: 'End the anxiety',
      subtitle: 'Decide with evidence',
      content:
        'Replace late-night second-guessing with what real buyers said, in their own words, about the moment they decided.',
      icon: 'heart-pulse',
      tone: 'ink',
    },
    {
      title: 'Understand your customers',
      subtitle: 'The job behind the purchase',
      content:
        'See the progress people are trying to make, what pushes them to switch, and the worries that hold them back.',
      icon: 'users',
      tone: 'white',
    },
    {
      title: 'Make irresistible offers',
      subtitle: 'Say what buyers need to hear',
      content:
        'Shape your offer, pricing and messages around the job, so the right customers recognise themselves at once.',
      icon: 'gift',
      tone: 'accent',
    },
    {
      title: 'Predictable growth',
      subtitle: 'Repeatable, not lucky',
      content:
        'Know which triggers bring buyers in, so marketing and sales can create more of them month after month.',
      icon: 'line-chart',
      tone: 'white',
    },
  ],
};

export const homeEndorsement = founderEndorsement({
  label: 'Founder’s note',
  heading: 'Your customers already know how you can grow. We help them tell you.',
  body: [
    'I started Hidden Growth after watching good firms spend years guessing at what their customers wanted. The answers were always one honest conversation away.',
    'We do those conversations properly: the right people, the right questions, and a plan you can act on the week after.',
  ],
});

export const homeTrust: Copy.SectionCopy = {
  eyebrow: 'Proof, not promises',
  heading: 'Research that has already paid for itself',
};

export const homeSteps: Copy.StepsSection = {
  eyebrow: 'How it works',
  heading: 'Three steps to your hidden growth',
  steps: [
    {
      title: 'Expose the barriers',
      text: `We interview around ${claims.typicalInterviews} recent buyers, lost prospects and competitors’ customers to find what drives them and what stops them.`,
    },
    {
      title: 'Seize the opportunity',
      text: 'In a workshop we map their buying patterns against your current offer and rank the gaps by the growth they hold.',
    },
    {
      title: 'Capture it and keep it',
      text: `You leave with a ${claims.actionPlanDays}-day action plan, and we stay on call for ${claims.supportMonths} months while you put it to work.`,
    },
  ],
};

export const homeTestimonialSection: Copy.SectionCopy = {
  eyebrow: 'In their words',
  heading: 'What changed for Northbridge Analytics',
};

export const homeEmpathy: Copy.ProseSection = {
  eyebrow: 'We get it',
  heading: 'You have built something real. It deserves to keep growing.',
  paragraphs: [
    'Running a business that has stopped growing is lonely. You carry payroll, promises to investors and the quiet fear that the market has moved on without telling you.',
    'None of that means you got it wrong. It usually means the reasons customers chose you have shifted, and nobody has asked them lately. We ask, we listen, and we bring back what they say without spin.',
  ],
};

export const homeFinalCta: Copy.FinalCtaContent = {
  heading: 'Ready to find your hidden growth?',
  text: 'Book a growth call. On a short call we will tell you honestly whether customer research can move your numbers, and what it would take.',
  primary: bookingAction('Find Your Hidden Growth', 'final_cta'),
  secondary: seePricing,
};

/** The hero's illustration on wide screens: the four forces behind a real switch. */
export const homeHeroForces: {
  title: string;
  caption: string;
  forces: { label: string; quote: string; tone: 'push' | 'pull' | 'habit' | 'anxiety' }[];
} = {
  title: 'What one buyer interview reveals',
  caption: 'The four forces behind every decision to switch',
  forces: [
    { label: 'Push', quote: 'Month-end took three of us a full week.', tone: 'push' },
    { label: 'Pull', quote: 'They promised our numbers by the 5th, every month.', tone: 'pull' },
    {
      label: 'Habit',
      quote: 'The old spreadsheet felt safe, even when it was wrong.',
      tone: 'habit',
    },
    {
      label: 'Anxiety',
      quote: 'What if we lose five years of history in the move?',
      tone: 'anxiety',
    },
  ],
};
