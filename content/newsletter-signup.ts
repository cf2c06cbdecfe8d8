/**
 * The words of the newsletter's sign-up form, and what the form says in the browser itself (the
 * server's answers say the rest): the part of the newsletter's texts (./newsletter.ts) that
 * every page's script carries, apart so that it carries no more.
 */
export const signupForm = {
  formLabel: 'Newsletter sign-up',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@company.com',
  submit: 'Sign Up',
  submitBusy: 'Signing Up...',
  /** Shown under the form and stored with each sign-up as the consent the person gave. */
  consent:
    'We will email you a 6-digit code to confirm your address. One email or two a month about customer research; unsubscribe with one click at any time.',
  privacyLink: 'How we handle your data',
} as const;

/** Said by the sign-up section in the browser: its cooldown, and a post that got no answer. */
export const signupMessages = {
  /** `{seconds}` is replaced with the seconds left. */
  cooldown: 'Please wait {seconds} seconds before submitting again',
  subscribeConnection: 'Connection error. Please check your internet connection and try again.',
  subscribeUnexpected: 'Something went wrong. Please try again.',
  confirmNetwork: 'Network error. Please try again.',
  confirmUnexpected: 'Failed to confirm subscription. Please try again.',
  resendUnexpected: 'Failed to resend email. Please try again.',
} as const;
