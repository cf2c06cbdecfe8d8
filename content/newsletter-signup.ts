/**
 * The words of the newsletter's sign-up form and its code view: the part of the newsletter's texts
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

export const codeView = {
  heading: 'Check your email',
  /** `{email}` is replaced with the address. */
  sentTo: 'We sent a 6-digit code to {email}. Enter it below to confirm your subscription.',
  expiry: 'The code expires in 15 minutes.',
  codeLabel: 'Confirmation code',
  digitLabel: 'Digit {n} of 6',
  confirmBusy: 'Confirming your subscription...',
  changeEmail: 'Change email address',
  resend: "Didn't receive the email?",
  resendBusy: 'Resending...',
  /** The code form's button where a code is typed rather than confirmed by itself. */
  submit: 'Confirm Subscription',
} as const;
