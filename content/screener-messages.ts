/**
 * What the booking screener says about an application: what a step lacks (said under the
 * question when the form was sent without its answer, without JavaScript), the toasts of the
 * contact step and of sending (the same words the page shows when it was sent without
 * JavaScript, and the lead schema's messages for the contact fields), and the way on after a
 * successful application sent without JavaScript. The questions are in ./screener.ts.
 */
export const screenerMessages = {
  /** Said under a question when the form was sent without its answer. */
  required: {
    choice: 'Choose one of the listed answers.',
    obstacles: 'Choose at least one obstacle.',
    tracking: 'Revenue tracking must be a whole number from -25 to 25.',
  },
  /** After a successful application sent without JavaScript: the way on. */
  successHome: 'Go to the home page',
  toasts: {
    success: {
      title: 'Application Submitted!',
      description: "Thank you for applying. We'll be in touch soon.",
    },
    failure: {
      title: 'Submission Error',
      description: 'There was an error submitting your application. Please try again.',
      /** When the application could not reach the server at all. */
      network: 'Network error. Please try again.',
    },
    missingName: { title: 'Missing Information', description: 'Please enter your full name.' },
    invalidEmail: {
      title: 'Invalid Email',
      description: 'Please enter a valid work e-mail address.',
    },
    invalidUrl: {
      title: 'Invalid URL',
      description: 'Please enter a valid website or LinkedIn URL (including http:// or https://).',
    },
  },
} as const;
