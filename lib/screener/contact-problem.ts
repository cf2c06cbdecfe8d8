import { screenerMessages } from '@/content/screener-messages';

/** A problem with the contact step, worded as the screener's toasts word it. */
export interface ContactProblem {
  title: string;
  description: string;
}

/**
 * The first problem of a contact step that does not pass, in the order of its fields (name,
 * e-mail, website), in the toasts' words; a problem with an earlier answer (an edited session)
 * is said as it is, under the failure title.
 */
export function contactProblem(errors: Partial<Record<string, string>>): ContactProblem {
  const { toasts } = screenerMessages;
  if (errors.full_name) return toasts.missingName;
  if (errors.email) return toasts.invalidEmail;
  if (errors.website_url) return toasts.invalidUrl;
  const first = Object.values(errors).find(Boolean);
  return { title: toasts.failure.title, description: first ?? toasts.failure.description };
}
