import { bookingAction, type Action, type CtaValue } from '../ctas';
import { claims } from '../claims';
import type * as Copy from '../types';

export const explainerMeta: Copy.PageMeta = {
  title: 'How Jobs-to-Be-Done research works',
  description:
    'A plain-English guide to Jobs-to-Be-Done customer research: who we interview, what we ask, how we map buying patterns and how it becomes a 90-day action plan.',
  path: '/how-jobs-to-be-done-research-works',
};

export type Rating = 'High' | 'Medium' | 'Low';

export interface ExpectationRow {
  expectation: string;
  importance: Rating;
  gap: Rating;
  effort: Rating;
}

export interface ExplainerSection {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export const explainer: {
  eyebrow: string;
  heading: string;
  lead: string;
  sections: ExplainerSection[];
  video: { id: string; heading: string; intro: string; video: Copy.VideoContent };
  table: {
    id: string;
    heading: string;
    intro: string;
    caption: string;
    columns: { expectation: string; importance: string; gap: string; effort: string };
    rows: ExpectationRow[];
    reading: string;
  };
  afterTable: ExplainerSection[];
  next: {
    heading: string;
    text: string;
    booking: Action & { cta: CtaValue };
    insights: Action;
    about: Action;
    newsletterPrompt: string;
    newsletter: Action;
  };
} = {
  eyebrow: 'The method',
  heading: 'How Jobs-to-Be-Done research works',
  lead: 'People do not buy products. They hire them to make progress in their lives or businesses. Jobs-to-Be-Done research finds out what that progress is, what triggered the search, and what nearly stopped the purchase. Here is how we do it, step by step.',
  sections: [
    {
      id: 'what-it-is',
      heading: 'What Jobs-to-Be-Done research is',
      paragraphs: [
        'Jobs-to-Be-Done is a way of understanding demand. Instead of asking who your customers are (age, industry, company size), it asks what they were trying to get done when they chose you, and what they were using before.',
        'Two customers who look nothing alike on paper often hire a product for the same job. Two who look identical may hire it for completely different ones. Segmenting by job explains buying behaviour that demographics never will.',
      ],
    },
    {
      id: 'demand-side',
      heading: 'Why we study demand, not your product',
      paragraphs: [
        'Most research is supply-side: it asks people to rate features, react to concepts or say what they would want. People are generous with opinions and poor at predicting their own behaviour.',
        'Demand-side research looks at what people actually did. We reconstruct the timeline of a real purchase, from the first thought that something had to change to the moment they paid, and the weeks after.',
      ],
      bullets: [
        'Pushes: what was going wrong that made the old way unbearable',
        'Pulls: what the new solution promised that drew them in',
        'Habits: what kept them attached to what they already had',
        'Anxieties: what made them hesitate at the last moment',
      ],
    },
    {
      id: 'who-we-interview',
      heading: 'Who we interview',
      paragraphs: [
        `A typical study needs around ${claims.typicalInterviews} in-depth interviews. We look for people who made a decision recently, while the details are still fresh: your new customers, prospects who chose someone else, and your competitors’ customers.`,
        'We recruit them, schedule them and thank them for their time. Interviews take 45 to 60 minutes by video call, are recorded with consent, and are transcribed and coded afterwards.',
      ],
    },
    {
      id: 'how-we-interview',
      heading: 'How an interview runs',
      paragraphs: [
        'We never ask “would you buy this?”. We ask about the story: where were you, what had just happened, who else was involved, what did you try first, what made you finally act? Small details such as a date, a conversation or a spreadsheet reveal the forces behind the decision.',
        'Good interviewers stay curious and neutral. We are not selling anything in the interview, which is why people tell us things they would never tell your sales team.',
      ],
    },
  ],
  video: {
    id: 'example-interview',
    heading: 'See an example interview',
    intro:
      'This recording shows the kind of conversation we have: the interviewer walks back through a real purchase, moment by moment.',
    video: {
      url: 'https://www.youtube.com/watch?v=sfGtw2C95Ms',
      title: 'Example Jobs-to-Be-Done interview',
      description:
        'An example switch interview: the interviewer walks back through a real purchase, moment by moment.',
      uploadDate: '2025-02-18',
    },
  },
  table: {
    id: 'expectations',
    heading: 'From interviews to priorities',
    intro:
      'After coding the interviews we list the expectations buyers hold when they hire a solution, and rate each one three ways: how important it is to them, how big the gap is between that expectation and what they get today, and how much effort it would take you to close it.',
    caption:
      'Illustrative example: eight demand-side expectations of owners buying a bookkeeping service, rated by importance, gap and effort',
    columns: {
      expectation: 'Demand-side expectation',
      importance: 'Importance',
      gap: 'Gap',
      effort: 'Effort',
    },
    rows: [
      {
        expectation: 'Know where cash stands every week',
        importance: 'High',
        gap: 'High',
        effort: 'Low',
      },
      {
        expectation: 'Never be surprised by a tax bill',
        importance: 'High',
        gap: 'High',
        effort: 'Medium',
      },
      {
        expectation: 'Hand over receipts without chasing',
        importance: 'High',
        gap: 'Medium',
        effort: 'Low',
      },
      {
        expectation: 'Get answers from a named person',
        importance: 'Medium',
        gap: 'High',
        effort: 'Low',
      },
      {
        expectation: 'Look credible to lenders and investors',
        importance: 'Medium',
        gap: 'Medium',
        effort: 'Medium',
      },
      {
        expectation: 'Switch provider without losing history',
        importance: 'High',
        gap: 'Medium',
        effort: 'High',
      },
      {
        expectation: 'Pay a predictable monthly fee',
        importance: 'Medium',
        gap: 'Low',
        effort: 'Low',
      },
      {
        expectation: 'Use the software I already know',
        importance: 'Low',
        gap: 'Low',
        effort: 'High',
      },
    ],
    reading:
      'High importance, a high gap and low effort is where growth hides: buyers care, nobody is serving them well, and you can fix it quickly. Those rows go to the top of your 90-day plan.',
  },
  afterTable: [
    {
      id: 'workshop',
      heading: 'The workshop and your action plan',
      paragraphs: [
        'We bring the findings to a workshop with your leadership team. Together we set the buying patterns against your current offer, messages and sales process, and agree which gaps to close first.',
        `You leave with a ${claims.actionPlanDays}-day action plan: what to change, who owns it and how you will know it worked. We then stay on call for ${claims.supportMonths} months, because the first attempt at a new offer always raises new questions.`,
      ],
    },
    {
      id: 'guarantee',
      heading: 'Guaranteed insights',
      paragraphs: [
        'If the research does not uncover a growth opportunity you want to pursue, you get your money back. The guarantee covers our Intermediate and Advanced tiers; the terms explain exactly how to claim it.',
      ],
    },
  ],
  next: {
    heading: 'Where to go from here',
    text: 'If you can already think of a question only your customers can answer, a growth call is the quickest next step. If you would rather read more first, start with our insights or the story behind the method.',
    booking: bookingAction('Book Your Growth Call', 'how_it_works'),
    insights: { label: 'Read Our Insights', href: '/insights' },
    about: { label: 'Read Our Story', href: '/about-you' },
    newsletterPrompt: 'Prefer to learn at your own pace?',
    newsletter: { label: 'Get new insights by e-mail', href: '#newsletter' },
  },
};
