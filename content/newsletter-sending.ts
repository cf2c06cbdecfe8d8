/**
 * Every text of the newsletter that sends: its topics, the welcome mail, each issue and its
 * preview to the owner, the owner's Send now and Skip pages, the preferences page and the
 * topic choice after confirming. `{name}` marks a value filled in when the text is used.
 */

/** The topics a subscriber can follow, in the order they are shown. */
export const newsletterTopics = {
  insights: {
    label: 'Insights',
    description: 'Each new article on customer research and Jobs-to-Be-Done.',
  },
  'case-study': {
    label: 'Follow the live case study',
    description: 'Each new stage of the live case study, from recruitment to impact.',
  },
} as const;

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
  preferences: 'Choose your topics or pause',
  unsubscribe: 'Unsubscribe',
  why: 'You receive this because you confirmed your subscription on our website.',
} as const;

/** An issue: one new post, or the week's posts in the weekly edition. */
export const issueMail = {
  /** The subject of an issue with one post is the post's title. */
  digestSubject: 'This week at Hidden Growth: {title}',
  digestSubjectMore: 'This week at Hidden Growth: {title} and {count} more',
  digestIntro: 'What we published this week.',
  topicLabel: {
    insights: 'New insight',
    'case-study': 'Live case study',
  },
  readMore: 'Read the full article',
  preferences: 'Choose your topics or pause',
  unsubscribe: 'Unsubscribe',
  why: 'You receive this because you subscribed to the Hidden Growth newsletter.',
} as const;

/** The preview the owner receives when an issue is prepared. */
export const previewMail = {
  subject: 'Preview: {subject}',
  intro:
    'This issue goes to {recipients} subscribers at {sendAt} (UTC) unless you decide otherwise. Below is what they will receive.',
  sendNow: 'Send now',
  skip: 'Skip this issue',
  linksNote:
    'Each link opens a page with one button: nothing happens until you press it, so a mail scanner opening the links changes nothing.',
  separator: 'The issue as subscribers will see it',
} as const;

/** The owner's pages behind the preview's links. */
export const issueDecisionPage = {
  title: 'Newsletter issue',
  description: 'Send or skip a newsletter issue.',
  sendHeading: 'Send this issue now?',
  sendText: 'It goes to every subscriber of its topics, at the configured sending rate.',
  sendButton: 'Send now',
  sendBusy: 'Sending...',
  sentDone: 'The issue is on its way to subscribers.',
  skipHeading: 'Skip this issue?',
  skipText: 'Nobody receives it, and its posts are never mailed later.',
  skipButton: 'Skip this issue',
  skipBusy: 'Skipping...',
  skippedDone: 'The issue was skipped. Nobody will receive it.',
  scheduled: 'Without an answer it goes out at {sendAt} (UTC).',
  posts: 'In this issue:',
  alreadyDecided: 'This issue has already been decided: {status}.',
  statuses: {
    held: 'waiting for its send time',
    sending: 'being sent',
    sent: 'sent',
    skipped: 'skipped',
    cancelled: 'cancelled, since its posts were unpublished',
  },
  invalid: 'This link is not valid or has expired. Use the links of the latest preview mail.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** /newsletter/preferences: topics and pause, reached from every mail. */
export const preferencesPage = {
  title: 'Newsletter preferences',
  description: 'Choose what the Hidden Growth newsletter sends you.',
  heading: 'Your newsletter preferences',
  intro: 'Choose what we send to {email}.',
  topicsLegend: 'Topics',
  pauseLegend: 'Pause',
  pause: 'Pause all mail for a month',
  pausedUntil: 'Mail is paused until {date}.',
  resume: 'Resume mail now',
  save: 'Save preferences',
  saveBusy: 'Saving...',
  saved: 'Your preferences are saved.',
  invalid:
    'This link is not valid. Open the preferences link in one of our emails again, or write to us and we will change them by hand.',
  notSubscribed:
    'This address is not subscribed at the moment. Sign up again at the bottom of any page to receive the newsletter.',
  suppressed:
    'We stopped mailing this address because mail to it could not be delivered. Sign up again and confirm to start receiving the newsletter.',
  unsubscribeLink: 'Unsubscribe from everything',
  failed: 'Your preferences could not be saved. Please try again.',
} as const;

/** The topic choice shown once a subscription is confirmed. */
export const confirmTopics = {
  legend: 'What would you like to receive?',
  save: 'Save my topics',
  saveBusy: 'Saving...',
  saved: 'Thank you. We will send you what you chose.',
  failed: 'Your topics could not be saved. You can change them later from any of our emails.',
} as const;
