/**
 * The words of the fields of the booking screener's later steps: the revenue slider, the other
 * obstacle's text field, and the contact fields with the newsletter opt-in. Each step's
 * question (heading and the line under it) is in ./screener.ts; this module is fetched with
 * those steps' code, not with the page's script.
 */
export const screenerFields = {
  'revenue-tracking': {
    sliderLabel: 'Revenue against target, in percent',
    minLabel: '25% behind',
    midLabel: 'On target',
    maxLabel: '25% ahead',
  },
  obstacles: {
    otherLabel: 'Please specify the other obstacle',
    otherPlaceholder: 'For example: a new competitor undercuts us on price',
  },
  contact: {
    fullName: { label: 'Full name', placeholder: 'Jane Tan' },
    email: { label: 'Work e-mail', placeholder: 'jane@company.com' },
    websiteUrl: {
      label: 'Website or LinkedIn URL',
      placeholder: 'https://www.company.com',
    },
    requiredMark: '(required)',
    newsletter:
      'Send me the occasional research insight by e-mail (optional; confirm by e-mail, leave any time).',
  },
} as const;
