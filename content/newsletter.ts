import { signupForm, signupMessages } from './newsletter-signup';

export { codeView } from './newsletter-code';

/**
 * Every text of the newsletter: the sign-up section (its form's words are kept in
 * ./newsletter-signup.ts, since every page's script carries them, and the code view's in
 * ./newsletter-code.ts), the confirmation and unsubscribe pages, and the confirmation mail.
 * The messages a visitor is shown are checked word for word by the tests
 * (components/newsletter/*.test.tsx, e2e/newsletter.spec.ts): change a text and its test
 * together.
 */
export const newsletterSection = {
  heading: 'Still here? You must be really keen…',
  intro:
    'Once or twice a month we send one finding from our customer interviews: why a buyer switched, what nearly stopped them, and what the business changed as a result. Short, specific, and written for founders and leadership teams.',
  points: [
    'Real switching stories from Jobs-to-Be-Done interviews',
    'The forces that push, pull and hold buyers back',
    'One practical change you can test the same week',
  ],
  ...signupForm,
} as const;

/** What the sign-up form and the code view say (the server's own answers are below). */
export const newsletterMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  subscribeSuccess: 'Successfully subscribed to newsletter',
  subscribeFailure:
    'Failed to subscribe to newsletter. Please check your email address and try again.',
  confirmSuccess: 'Subscription confirmed successfully!',
  confirmFailure: 'Failed to confirm subscription',
  resendSuccess: 'Confirmation email sent! Please check your inbox.',
  resendFailure: 'Failed to resend email',
  codeRequired: 'Please enter the 6-digit code from your email',
  ...signupMessages,
} as const;

/** /confirm-subscription: the confirmation by link, the code form and their outcomes. */
export const confirmPage = {
  title: 'Confirm your subscription',
  description: 'Confirm your subscription to the Hidden Growth newsletter.',
  loading: 'Confirming your subscription...',
  successHeading: 'Subscription Confirmed!',
  successText:
    'Thank you for confirming. The next finding from our customer interviews will arrive in your inbox.',
  successLink: 'Read the latest Insights',
  successToast: 'Subscription confirmed!',
  formHeading: 'Confirm your subscription',
  tokenFailed:
    'The confirmation link may have expired. Please enter your email and the 6-digit code from your email below.',
  noToken: 'Please enter your email and the 6-digit confirmation code from your email.',
  emailLabel: 'Email address',
  codeLabel: '6-digit confirmation code',
  submit: 'Confirm Subscription',
  submitBusy: 'Confirming...',
  bothRequired: 'Please enter both your email and confirmation code',
  codeFormat: 'Confirmation code must be 6 digits',
  errorHeading: 'We could not confirm your subscription',
  errorText:
    'This code can no longer be used. Sign up again and we will send you a fresh code and link.',
  tryAgain: 'Try Subscribing Again',
  backToInsights: 'Back to Insights',
  contactLine: 'If you continue to have issues, please contact us directly.',
} as const;

/** /unsubscribe. */
export const unsubscribePage = {
  title: 'Unsubscribe',
  description: 'Stop receiving the Hidden Growth newsletter.',
  heading: 'Unsubscribe from our newsletter',
  intro:
    'Press the button below and we will stop emailing you straight away. You can sign up again whenever you like.',
  submit: 'Unsubscribe',
  submitBusy: 'Unsubscribing...',
  doneHeading: 'You have been unsubscribed',
  doneText: 'We will not send you any more newsletters. Thank you for reading.',
  missingToken:
    'This page needs the unsubscribe link from one of our emails. Open the link in the email again, or write to us and we will remove your address by hand.',
  failed: 'We could not unsubscribe you with this link.',
  network: 'Network error. Please try again.',
  home: 'Back to the home page',
} as const;

/** Server answers of the local backend. */
export const serverMessages = {
  subscribed:
    'Successfully subscribed to newsletter. Check your inbox for your 6-digit confirmation code.',
  /** The sign-up is kept, but the mail server has not taken its confirmation mail yet. */
  subscribedMailDelayed:
    'Thanks for signing up. Our mail server is not accepting email right now, so your 6-digit confirmation code has not been sent yet. We will send it automatically as soon as we can.',
  /** A confirmation mail is still waiting for the mail server: no second one is queued. */
  mailDelayed:
    'Your confirmation email has not been sent yet: our mail server is not accepting email right now. We will send it automatically as soon as we can, so there is no need to sign up again.',
  pendingStillValid:
    'We have already sent a confirmation code to this address. Please check your inbox and spam folder.',
  alreadySubscribed: 'This email address is already subscribed to our newsletter.',
  confirmed: 'Subscription confirmed successfully!',
  resent: 'Confirmation email sent! Please check your inbox.',
  resendTooSoon: 'Please wait {seconds} seconds before requesting another email.',
  hourlyCap:
    'We have sent three confirmation emails to this address in the last hour. Please check your inbox and spam folder, or try again in {minutes} minutes.',
  nothingPending:
    'There is no sign-up waiting for confirmation at this address. Please subscribe again.',
  wrongCode: 'That code is not correct. Please check the latest email we sent you.',
  codeExpired: 'This code has expired. Please request a new confirmation email.',
  tooManyAttempts: 'Too many incorrect codes. Please request a new confirmation email.',
  noActiveCode: 'This code is no longer valid. Please request a new confirmation email.',
  alreadyConfirmed: 'This email address is already confirmed.',
  linkInvalid: 'This confirmation link has expired or has already been used.',
  unsubscribed: 'You have been unsubscribed. We will not send you any more newsletters.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  tooManyForAddress: 'Too many requests for this email address. Please try again later.',
  backendDown:
    'Our newsletter service is not reachable at the moment. Please try again in a few minutes.',
} as const;

/** The confirmation mail. */
export const confirmationMail = {
  subject: 'Confirm your Hidden Growth newsletter subscription',
  preheader: 'Your 6-digit code is inside. It expires in 15 minutes.',
  greeting: 'Thanks for signing up to the Hidden Growth newsletter.',
  codeIntro: 'Enter this code on the website to confirm your subscription:',
  codeExpiry: 'The code expires in 15 minutes.',
  linkIntro: 'Or confirm with one click (the link works for 24 hours):',
  linkLabel: 'Confirm my subscription',
  notYou:
    'If you did not ask for this, ignore this email: without confirmation you will not be added to the list.',
  unsubscribe: 'Unsubscribe',
} as const;
