import { toast } from '@/components/ui/toaster';
import { screenerCopy } from '@/content/screener';
import { ApiError, messageFor } from '@/lib/hooks/fetcher';
import { postLead } from '@/lib/hooks/use-leads';
import type { Lead } from '@/lib/leads/schema';
import { contactProblem } from '@/lib/screener/form-fields';
import { STEPS } from '@/lib/screener/steps';
import type { AnswerErrors } from './use-answers';

const { toasts } = screenerCopy;
const CONTACT_FIELDS: readonly string[] = STEPS.contact.fields;

/**
 * Sends an application the schema has passed. True once it is stored; otherwise an error
 * toast says what went wrong (the server's own words when it gave some), the server's word on
 * a contact field is shown under it through `setError`, and every answer stays.
 */
export async function sendApplication(
  lead: Lead,
  setError: (name: string, message: string) => void,
): Promise<boolean> {
  try {
    await postLead(lead);
    return true;
  } catch (error) {
    if (error instanceof ApiError) {
      for (const [field, message] of Object.entries(error.fields ?? {})) {
        if (CONTACT_FIELDS.includes(field)) setError(field, message);
      }
    }
    const fallback = toasts.failure.description;
    toast.error(toasts.failure.title, {
      description: messageFor(error, {
        failure: fallback,
        network: toasts.failure.network,
        unexpected: fallback,
      }),
    });
    return false;
  }
}

/** The stored application, said as the visitor leaves for the home page. */
export function sayApplied() {
  toast.success(toasts.success.title, { description: toasts.success.description });
}

/** The first problem, in the order of the contact fields, as a toast. */
export function sayInvalid(errors: AnswerErrors) {
  // An earlier answer that is missing (an edited session) is said too, not failed silently.
  const messages = Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, message ?? toasts.failure.description]),
  );
  const { title, description } = contactProblem(messages);
  toast.error(title, { description });
}

/** A submit that could not be checked (the check's code did not arrive) reads as a failure. */
export function sayFailed() {
  toast.error(toasts.failure.title, { description: toasts.failure.description });
}
