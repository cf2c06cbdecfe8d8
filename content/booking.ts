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

/**
 * When the owner works: a lead counts its waiting time in working time only (a lead at 16:30
 * on a Friday has waited one working hour at 09:30 on Monday). Times are wall-clock times in
 * `timeZone`, the consultancy's own (Singapore, its legal home).
 */
export const bookingRules = {
  timeZone: 'Asia/Singapore',
  /** The zone's name as the pages and mails say it. */
  timeZoneLabel: 'Singapore time',
  /** ISO weekdays the owner works on: 1 is Monday, 7 is Sunday. */
  workingDays: [1, 2, 3, 4, 5],
  workingHours: { start: '09:00', end: '17:00' },
  /** A lead still new (no action recorded) this many working minutes on: one owner reminder. */
  ownerReminderAfterWorkingMinutes: 60,
  /** How long the owner's links in a lead's mails work. */
  ownerLinkDays: 14,
} as const;

/** The owner's one-button page for a lead, opened from a link in a lead's mail. */
export const ownerPage = {
  title: 'Lead',
  description: 'A lead from the booking screener.',
  summary: '{email} · applied {applied} ({zone}) · status: {status}',
  buttons: { booked: 'Booked', contacted: 'Mark contacted', not_fit: 'Not a fit' },
  explain: {
    booked: 'Record that a call is booked with this lead.',
    contacted: 'Record that you have contacted this lead.',
    not_fit: 'Record that this lead is not a fit.',
  },
  done: 'Recorded: {status}.',
  already: 'This lead is already recorded as {status}.',
  expired:
    'This link has expired or is not complete. The lead is still in the store: npm run leads:export lists it.',
  failed: 'That did not work. Please try again in a moment.',
  home: 'Go to the home page',
} as const;

/** A lead's status as the owner's pages, mails and exports name it. */
export const leadStatuses = {
  new: 'new',
  booked: 'booked',
  contacted: 'contacted',
  not_fit: 'not a fit',
} as const;

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
    links: 'Record what happened, in one click (each link opens a page with one button):',
  },
  ownerReminder: {
    subject: 'Waiting for you: {applicant} applied {hours} ago',
    intro:
      '{applicant} ({email}) applied {hours} ago and is still new: nothing recorded yet. Reply to this mail to write to them.',
    links: 'Then record what happened:',
  },
} as const;
