/**
 * The privacy desk's words (lib/privacy): the request page, the mailed link, the report, and
 * the owner's mails. `{name}` marks a value filled in when the text is written.
 */
export const privacyRequestPage = {
  title: 'Your data: see, correct, withdraw or erase',
  description: 'Ask for a link to everything we hold about your e-mail address.',
  intro:
    'Enter your e-mail address. If we hold data for it, we send a link that shows everything we keep about you and lets you correct it, withdraw your consent or erase it. The link works once and for 24 hours.',
  label: 'E-mail address',
  button: 'Send me the link',
  sent: 'If we hold data for this address, a link is on its way. It works once, for 24 hours.',
  invalid: 'Please enter a valid e-mail address.',
} as const;

export const privacyLinkMail = {
  subject: 'Your data at {brand}',
  preheader: 'The link to see, correct, withdraw or erase what we hold about you.',
  intro:
    'You (or someone who typed your address) asked to see the data we hold about this address. The link below works once and for 24 hours.',
  button: 'See my data',
  ignore: 'If you did not ask, ignore this mail: nothing changes.',
} as const;

export const privacyOpenPage = {
  title: 'See your data',
  description: 'Open the report of what we hold about you.',
  explain: 'Press the button to see what we hold about you. The link then cannot be used again.',
  button: 'Show my data',
  expired:
    'This link has expired or was used already. Ask for a new one on the privacy requests page.',
  again: 'Ask for a new link',
} as const;

export const privacyReport = {
  title: 'What we hold about you',
  description: 'Everything the site holds about your address.',
  intro:
    'Below is everything this site holds about {email}, and which services received it in the past year. Print this page or download it as JSON.',
  json: 'Download as JSON',
  print: 'To keep a copy, print this page (it prints without the forms).',
  none: 'Nothing held.',
  sections: {
    applications: 'Your applications (answers, fit and status)',
    receipts: 'Receipts of your applications',
    bookings: 'Calls booked',
    callMails: 'Mails about your application and calls (kind, date, outcome)',
    subscription: 'Newsletter subscription and the evidence of your consent',
    topics: 'Newsletter topics',
    mails: 'Newsletter mails sent to you and their outcome',
    bounces: 'Bounces and complaints',
    requests: 'Your requests to this desk',
  } as Record<string, string>,
  disclosures: 'Who received your data in the past year',
  noDisclosures: 'No service received your data in the past year.',
  expired: 'This page has expired. Ask for a new link on the privacy requests page.',
  correct: {
    title: 'Correct your details',
    name: 'Name',
    website: 'Website',
    email: 'New e-mail address (we first send a link to it to check it)',
    button: 'Save corrections',
    done: 'Saved.',
    verify: 'We sent a link to the new address: your data moves once you open it.',
    manual:
      'We could not pass this on by ourselves to the system we pass booking requests to. We will do it within 30 days.',
  },
  withdraw: {
    title: 'Withdraw your consent',
    newsletter: 'Stop the newsletter: no further issue is sent, and any mail queued is cancelled.',
    'follow-up':
      'Stop the follow-up of your application: no reminders, and we will not contact you about it.',
    call: 'Cancel your booked call: the call is cancelled at once and removed from our calendar.',
    button: 'Withdraw',
    done: 'Withdrawn, effective now.',
  } as Record<string, string>,
  erase: {
    title: 'Erase everything',
    explain:
      'We delete your applications, bookings, subscription and mail records, and remove your calls from our calendar. We keep only a coded fingerprint of your address and the date, to prove the erasure. This cannot be undone.',
    confirm: 'I understand: erase my data',
    button: 'Erase my data',
    done: 'Your data has been erased.',
  },
} as const;

export const privacyAddressPage = {
  title: 'Confirm your new address',
  description: 'Move your data to your new e-mail address.',
  explain: 'Press the button to move your data to {email}.',
  button: 'Use this address',
  done: 'Your data now uses your new address.',
  mailSubject: 'Confirm your new address at {brand}',
  mailIntro:
    'Open this link to move your data at {brand} to this address. It works once, for 24 hours.',
} as const;

/** A refused post, by the code its redirect carries (never the words: a link cannot forge them). */
export const privacyErrors: Record<string, string> = {
  email: 'Please enter a valid e-mail address.',
  website: 'Please enter a full web address, starting with https://.',
  name: 'Please enter a name of at most 120 characters.',
  confirm: 'Tick the box to confirm.',
  limit: 'Too many tries from this connection. Please wait a few minutes.',
  failed: 'Something went wrong on our side. Please try again.',
};

/** The owner's mails about requests (LEADS_NOTIFY_EMAIL). */
export const privacyOwnerMail = {
  subject: 'Privacy request: {kind} ({status})',
  intro: 'A person used the privacy desk: {kind}, on {date}. The 30-day clock ends on {due}.',
  done: 'What the site did: {counts}.',
  manual:
    'Left for you to do by {due}: {manual}. Then run npm run privacy:requests -- --done {id}.',
  reminderSubject: 'Privacy request {id} is due on {due}',
  reminder: 'A privacy request still waits for you: {manual}. The 30-day clock ends on {due}.',
} as const;
