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
  /** Length of one growth call booked from the calendar. */
  slotMinutes: 30,
  /** Free time kept before and after every call, and between two calls. */
  bufferMinutes: 15,
  /** The earliest slot offered is at least this far from the moment of asking. */
  minimumNoticeMinutes: 240,
  /** How many working days of slots are offered, today included. */
  workingDaysAhead: 10,
  /** How long an applicant's link to the slots works. */
  slotsLinkDays: 30,
  /**
   * One reminder to a fit applicant who was shown the slots and did not book, this long after
   * (BOOKING_REMINDER_SECONDS overrides it, for a test).
   */
  reminderAfterMinutes: 30,
} as const;

/** The call as it stands in both calendars. */
export const callEvent = {
  summary: 'Growth call: {applicant} and {owner} (Hidden Growth)',
  description:
    'A {minutes}-minute call about your application to Hidden Growth. {owner} will send the video link before the call; reply to this invitation to change anything.',
  location: 'Video call (link sent by e-mail before the call)',
} as const;

/** The applicant's booking pages. */
export const bookingPages = {
  slots: {
    title: 'Choose a time for your growth call',
    description: 'Pick a time for your growth call with Hidden Growth.',
    submittedHeading: 'Application Submitted!',
    submittedText: 'Thank you for applying. Your answers are with {owner}.',
    heading: 'Choose a time for your growth call',
    intro:
      'Each call takes {minutes} minutes. Pick the time that suits you: the invitation comes by e-mail at once, with links to change or cancel it.',
    zoneServer: 'Times are in {zone} ({offset}).',
    zoneLocal: 'Times are shown in your time zone, {zone}.',
    /** Under a day whose offset is not the one above (the clocks changed before it). */
    dayZone: 'Times on this day are in {zone} ({offset}).',
    dayGroup: 'Times on {day}',
    slotLabel: 'Book {time} on {day}',
    taken: 'That time was just taken by someone else. Here are the times still free.',
    noSlots:
      'There is no free time in the next {days} working days. {owner} will mail you two times within one working day.',
    calendarFailed:
      'We could not open the calendar just now. Your application is safe: {owner} will mail you two times for the call within one working day.',
    /** The calendar did not answer when the page was opened (nothing was recorded for the owner). */
    calendarDown:
      'We could not open the calendar just now. Please open this link again in a few minutes, or write to {email} and we will find a time with you.',
    linkInvalid:
      'This link has expired or is not complete. Write to {email} and we will find a time with you.',
    /** The page was opened too often from one connection, or with one applicant's links. */
    tooMany:
      'This page was opened too often just now. Please wait a few minutes and open the link again, or write to {email}.',
    /** A link to move a call that has moved it already. */
    linkUsed:
      'This link has already been used: the call was moved. Each link in the invitation works once.',
    orMail: 'None of these times suit you? Write to {email} and we will find one.',
  },
  booked: {
    title: 'Your growth call is booked',
    description: 'Your growth call with Hidden Growth is booked.',
    heading: 'Your growth call is booked',
    when: '{time} ({zone})',
    mailed:
      'The invitation is on its way to {email}, with a calendar file and links to change or cancel the call.',
    cancelled: 'This call was cancelled.',
  },
  cancel: {
    title: 'Cancel your growth call',
    description: 'Cancel your growth call with Hidden Growth.',
    heading: 'Cancel your growth call?',
    intro: 'Your call is on {time} ({zone}). Press the button to cancel it.',
    button: 'Cancel the call',
    doneHeading: 'Your call is cancelled',
    doneText: 'We have taken it out of the calendar and mailed you the cancellation.',
    used: 'This link has already been used. Each link in the invitation works once.',
    gone: 'This call is no longer booked.',
  },
  change: {
    title: 'Choose another time',
    description: 'Move your growth call with Hidden Growth to another time.',
    heading: 'Move your growth call?',
    intro: 'Your call is on {time} ({zone}). Press the button to choose another time.',
    button: 'Choose another time',
  },
  home: 'Go to the home page',
} as const;

/**
 * What the screener's thank-you says, once the application is stored, when the calendar could
 * not be opened: what happens instead.
 */
export const calendarFailedSubmitted =
  'We could not open the calendar just now, so {owner} will mail you two times for the call within one working day.';

/** The owner's one-button page for a lead, opened from a link in a lead's mail. */
export const ownerPage = {
  title: 'Lead',
  description: 'A lead from the booking screener.',
  summary: '{email} · applied {applied} ({zone}) · status: {status}',
  booked: 'Booked for {time} ({zone}).',
  notBooked: 'No call booked through the site.',
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

/** The mails that follow an application (the footer all mails share is in ./mail.ts). */
export const bookingMails = {
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
      book: 'What happens next: choose a time for your {minutes}-minute call with {owner} (the link works for {days} days):',
      bookLabel: 'Choose a time',
      booked: 'What happens next: your call is booked; the invitation is in a separate e-mail.',
      mailTimes:
        'What happens next: {owner} will mail you two times for the call within one working day.',
      notYet:
        'What happens next: from your answers, a study would come a little early for you today. {owner} will still read your answers and write back within two working days.',
      caseStudy: 'Meanwhile, see how a study unfolds in our live case study:',
      caseStudyLabel: 'Read the case study',
      newsletter: 'And get one finding a month from our interviews:',
      newsletterLabel: 'Sign up for the newsletter',
    },
  },
  /**
   * In every mail to the owner about an applicant, instead of a Reply-To: those mails carry the
   * owner's one-click links, which a reply would quote to the applicant.
   */
  writeToApplicant:
    'To write to {applicant}, start a new mail (a reply to this one does not reach them):',
  notification: {
    subject: 'New lead: {applicant} ({businessType})',
    preheader: 'A new application from the booking screener.',
    intro: 'A new application arrived from the {brand} booking screener on {date}.',
    fit: 'Fit: yes, by the fit rule.',
    notYet: 'Fit: not yet, by the fit rule.',
    links: 'Record what happened, in one click (each link opens a page with one button):',
    calendarFailed:
      'Calendar: it failed ({reason}). The applicant was told you will mail them two times within one working day.',
  },
  /**
   * The answers of a lead as its mails list them, beside each question's own title
   * (content/screener.ts); `team` rows are for the team's notification only.
   */
  answers: {
    name: 'Name',
    email: 'E-mail',
    website: 'Website or LinkedIn',
    preRevenue: 'Pre-revenue (new venture)',
    otherObstacle: 'Other obstacle',
    newsletter: 'Newsletter',
    optedIn: 'Opted in',
    notOptedIn: 'No',
    notGiven: 'not given',
    team: { source: 'Came from (cta)', referrer: 'Referrer', id: 'Application id' },
  },
  invitation: {
    subject: 'Invitation: growth call on {time}',
    ownerSubject: 'Booked: growth call with {applicant} on {time}',
    preheader: 'Your growth call is booked.',
    intro: 'Your growth call with {owner} is booked for {time}.',
    ownerIntro: '{applicant} ({email}) booked a growth call for {time}.',
    calendarFile: 'The calendar file attached adds it to your calendar.',
    change: 'Need another time?',
    changeButton: 'Choose another time',
    cancel: 'Cannot make it?',
    cancelButton: 'Cancel the call',
    linksNote: 'Each link opens a page with a button and works once.',
    ownerLead: 'The lead, and its status in one click:',
  },
  cancellation: {
    subject: 'Cancelled: growth call on {time}',
    ownerSubject: 'Cancelled: growth call with {applicant} on {time}',
    intro: 'Your growth call on {time} is cancelled.',
    ownerIntro: '{applicant} ({email}) cancelled the growth call on {time}.',
    again: 'To book again, reply to this e-mail.',
  },
  calendarFailed: {
    subject: 'Calendar failed: mail {applicant} two times',
    intro:
      'The calendar could not be reached while {applicant} ({email}) was booking ({reason}). They were told you will mail them two times within one working day.',
  },
  reminder: {
    subject: 'Your growth call is not booked yet',
    intro:
      'You applied for a growth call with {owner} but have not picked a time yet. The free times are here:',
    label: 'Choose a time',
    once: 'This is the only reminder we send.',
  },
  ownerReminder: {
    subject: 'Waiting for you: {applicant} applied {hours} ago',
    intro: '{applicant} ({email}) applied {hours} ago and is still new: nothing recorded yet.',
    links: 'Then record what happened:',
  },
} as const;
