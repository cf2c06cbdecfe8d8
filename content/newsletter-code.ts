/**
 * The words of the newsletter's code view, where the 6-digit code is typed: part of the
 * newsletter's texts (./newsletter.ts), apart so that every page's script does not carry them
 * (the code view's code comes with the sign-up island, or with the server's answer to a post
 * of the form).
 */
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
