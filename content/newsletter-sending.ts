/** Every text of the newsletter that sends: so far, the welcome mail. */

/** The welcome mail, sent once a subscription is confirmed. */
export const welcomeMail = {
  subject: 'Welcome to the Hidden Growth newsletter',
  preheader: 'What to expect, how often, and three insights to start with.',
  greeting: 'Thank you for confirming your subscription.',
  whatItBrings:
    'Each mail brings one finding from our customer interviews: why a buyer switched, what nearly stopped them, and what the business changed as a result.',
  howOften:
    'We write when we publish something new, usually once or twice a month, never more than once a week in the weekly edition.',
  latestHeading: 'Our latest insights',
  noLatest: 'Our latest insights are always on the website.',
  insightsLink: 'Read all insights',
  unsubscribe: 'Unsubscribe',
  why: 'You receive this because you confirmed your subscription on our website.',
  footer: 'Hidden Growth · Customer-demand research for founders and growing firms',
} as const;
