/**
 * The words every mail of the site shares (the mail kit, lib/mail, puts them in each), and the
 * owner's own mails that belong to no feature: the alerts and the weekly report. `{name}`
 * marks a value filled in when the mail is written.
 */
export const mailKit = {
  /** The last line of every mail. */
  footer: 'Hidden Growth · Customer-demand research for founders and growing firms',
  /** The name the owner's mails are addressed to. */
  team: '{brand} team',
} as const;

/**
 * An alert of the site's own failures, to the owner (ALERT_EMAIL) and, its first line alone,
 * to the chat webhook (ALERT_WEBHOOK_URL).
 */
export const alertMail = {
  began: 'Problem on {site}: {title}. {reason}.',
  ended: 'Resolved on {site}: {title}, after {lasted}.',
  beganSubject: 'Problem: {title} ({site})',
  endedSubject: 'Resolved: {title} ({site})',
  since:
    'Since {began}. Readiness ({readiness}) lists what is wrong now; another mail follows when this ends.',
  lasted: 'It began at {began} and ended at {ended}.',
} as const;

/** The campaign report with the field speed of the same days (npm run report:campaigns --mail). */
export const reportMail = {
  subject: 'Campaign report, {from} to {to}',
  preheader: 'The booking funnel by campaign, and how fast the pages were, {from} to {to}.',
} as const;
