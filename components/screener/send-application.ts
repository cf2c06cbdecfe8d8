import { toast } from '@/components/ui/toaster';
import { screenerMessages } from '@/content/screener-messages';
import { ApiError, messageFor } from '@/lib/hooks/fetcher';
import { postLead } from '@/lib/hooks/use-leads';
import type { Lead } from '@/lib/leads/schema';
import { contactProblem } from '@/lib/screener/contact-problem';
import { STEPS } from '@/lib/screener/steps';
import { submitAnswers } from './check-answers';
import type { AnswerErrors, Answers } from './use-answers';

const { toasts } = screenerMessages;
const CONTACT_FIELDS: readonly string[] = STEPS.contact.fields;

/** What sending works with: the screener's answers, and its state while it sends. */
export interface Submission {
  form: Pick<Answers, 'store' | 'setError'>;
  /** True from the first press until a failure: a second press sends nothing. */
  sending: { current: boolean };
  setSubmitting: (submitting: boolean) => void;
  /** Runs once the application is stored, before the page changes. */
  onSent: () => void;
  goHome: () => void;
}

/**
 * The contact step's submit: the answers are checked with the lead schema and, if they pass,
 * sent; how it went is said in a toast. Stored: the success toast and the home page. Refused
 * or unsent: an error toast (the server's own words when it gave some), the server's word on
 * a contact field under it, and every answer kept. Answers that do not pass: the first
 * problem, in the order of the contact fields. A check that cannot be fetched (offline) reads
 * as a failed submission.
 */
export function submitApplication({ form, sending, setSubmitting, onSent, goHome }: Submission) {
  async function send(lead: Lead) {
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    try {
      await postLead(lead);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          if (CONTACT_FIELDS.includes(field)) form.setError(field, message);
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
    goHome();
  }

  function invalid(errors: AnswerErrors) {
    // An earlier answer that is missing (an edited session) is said too, not failed silently.
    const messages = Object.fromEntries(
      Object.entries(errors).map(([name, message]) => [
        name,
        message ?? toasts.failure.description,
      ]),
    );
    const { title, description } = contactProblem(messages);
    toast.error(title, { description });
  }

  submitAnswers(form.store, send, invalid).catch(() =>
    toast.error(toasts.failure.title, { description: toasts.failure.description }),
  );
}
