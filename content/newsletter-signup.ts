/**
 * The words of the newsletter's sign-up form: the part of the newsletter's texts
 * (./newsletter.ts) that every page's script carries, apart so that it carries no more.
 */
export const signupForm = {
  emailLabel: 'Email address',
  emailPlaceholder: 'you@company.com',
  submit: 'Sign Up',
  submitBusy: 'Signing Up...',
  /** Shown under the form and stored with each sign-up as the consent the person gave. */
  consent:
    'We will email you a 6-digit code to confirm your address. One email or two a month about customer research; unsubscribe with one click at any time.',
  privacyLink: 'How we handle your data',
} as const;
