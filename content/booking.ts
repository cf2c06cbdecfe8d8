import type {
  ANNUAL_REVENUES,
  BUSINESS_TYPES,
  PRODUCT_STAGES,
  RISK_LEVELS,
} from './screener-codes';

/**
 * What happens after the screener: who fits, and every word the applicant reads in the mails
 * that follow an application. `{name}`-style placeholders are filled in when a mail is made.
 */

/**
 * Who fits: an application is "fit" when its business type is listed, its revenue band (an
 * established business) or its product stage (a new venture) is listed, and its risk level is
 * listed. Everyone else is "not yet": the screener's own flow (a thank-you, the home page) and
 * a receipt that points to the case study and the newsletter.
 */
export const fitRule: {
  businessTypes: readonly (typeof BUSINESS_TYPES)[number][];
  annualRevenues: readonly (typeof ANNUAL_REVENUES)[number][];
  productStages: readonly (typeof PRODUCT_STAGES)[number][];
  riskLevels: readonly (typeof RISK_LEVELS)[number][];
} = {
  businessTypes: ['existing_business', 'new_venture'],
  // Below half a million a study rarely pays for itself.
  annualRevenues: ['500k_1m', '1m_5m', 'over_5m'],
  // A new venture needs a first version in customers' hands to have switching stories.
  productStages: ['mvp_testing', 'paying_customers'],
  // "Little risk" is not yet: nothing is pushing the decision.
  riskLevels: ['reduce_team', 'close_product'],
};

/** The mails that follow an application. */
export const bookingMails = {
  footer: 'Hidden Growth · Customer-demand research for founders and growing firms',
  privacy:
    'We keep your answers to prepare the call and for 24 months after our last contact, as our privacy policy says: {privacyUrl}',
  reachPerson: 'To reach a person, reply to this e-mail or write to {email}.',
  receipt: {
    subject: 'Your application to Hidden Growth',
    preheader: 'What you told us, and what happens next.',
    greeting: 'Hello {name},',
    intro: 'Thank you for applying for a growth call. These are the answers you gave us:',
    next: {
      fit: 'What happens next: {owner} reads every application and will write to you within one working day to arrange the call.',
      notYet:
        'What happens next: from your answers, a study would come a little early for you today. {owner} will still read your answers and write back within two working days.',
      caseStudy: 'Meanwhile, see how a study unfolds in our live case study:',
      caseStudyLabel: 'Read the case study',
      newsletter: 'And get one finding a month from our interviews:',
      newsletterLabel: 'Sign up for the newsletter',
    },
  },
  notification: {
    fit: 'Fit: yes, by the fit rule.',
    notYet: 'Fit: not yet, by the fit rule.',
  },
} as const;
