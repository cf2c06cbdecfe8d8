import type { CtaValue } from './ctas';

/** The guarantee band. Its conditions are the terms of service's; keep the fine print in step. */
export const guarantee: {
  eyebrow: string;
  heading: string;
  text: string;
  finePrint: string;
  buttonLabel: string;
  defaultCta: CtaValue;
} = {
  eyebrow: 'Our guarantee',
  heading: 'Guaranteed insights, or you don’t pay',
  text: 'If our research does not uncover a growth opportunity you want to pursue, you get your money back. No arguments, no small print designed to wriggle out of it.',
  finePrint:
    'Applies to the Intermediate and Advanced tiers: tell us in writing within 7 days of the main workshop and join a short exit interview, and we refund the fees you have paid.',
  buttonLabel: 'Get Guaranteed Insights',
  defaultCta: 'guaranteed_insights',
};
