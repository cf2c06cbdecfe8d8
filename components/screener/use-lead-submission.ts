import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toaster';
import { screenerCopy } from '@/content/screener';
import { ApiError, messageFor } from '@/lib/hooks/fetcher';
import { useSubmitLead } from '@/lib/hooks/use-leads';
import type { Lead } from '@/lib/leads/schema';
import { contactProblem } from '@/lib/screener/form-fields';
import { STEPS } from '@/lib/screener/steps';
import type { AnswerErrors, Answers } from './use-answers';

const { toasts } = screenerCopy;
const CONTACT_FIELDS: readonly string[] = STEPS.contact.fields;

/**
 * Sends the screener's answers once the schema accepts them, and says how it went: a success
 * toast and the home page, or an error toast that keeps the visitor and every answer (with the
 * server's word on a contact field shown under it). `onSent` runs before the page changes.
 */
export function useLeadSubmission(
  form: Pick<Answers, 'handleSubmit' | 'setError'>,
  onSent: () => void,
) {
  const router = useRouter();
  const { trigger } = useSubmitLead();
  // Stays true after a success, while the home page loads.
  const [submitting, setSubmitting] = useState(false);
  // The same, at once: a second press before the re-render sends nothing.
  const sending = useRef(false);

  async function send(lead: Lead) {
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    try {
      await trigger(lead);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          if (CONTACT_FIELDS.includes(field)) {
            form.setError(field, message);
          }
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
      sending.current = false;
      setSubmitting(false);
      return;
    }
    onSent();
    toast.success(toasts.success.title, { description: toasts.success.description });
    router.push('/');
  }

  /** The first problem, in the order of the contact fields, as a toast. */
  function invalid(fieldErrors: AnswerErrors) {
    // An earlier answer that is missing (an edited session) is said too, not failed silently.
    const messages = Object.fromEntries(
      Object.entries(fieldErrors).map(([name, message]) => [
        name,
        message ?? toasts.failure.description,
      ]),
    );
    const { title, description } = contactProblem(messages);
    toast.error(title, { description });
  }

  /** The form's submit; the schema not arriving (offline) reads as a failed submission. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form
      .handleSubmit(send, invalid)
      .catch(() => toast.error(toasts.failure.title, { description: toasts.failure.description }));
  }

  return { submit, submitting };
}
