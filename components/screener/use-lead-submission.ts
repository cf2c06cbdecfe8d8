import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import type { Lead } from '@/lib/leads/schema';
import { loadLater } from './later';
import type { AnswerErrors, Answers } from './use-answers';

/**
 * Sends the screener's answers once the schema accepts them, and says how it went: a success
 * toast and the home page, or an error toast that keeps the visitor and every answer (with the
 * server's word on a contact field shown under it). `onSent` runs before the page changes.
 * The sending and its words are in the later steps' code, which the contact step came with.
 */
export function useLeadSubmission(
  form: Pick<Answers, 'handleSubmit' | 'setError'>,
  onSent: () => void,
) {
  const router = useRouter();
  // Stays true after a success, while the home page loads.
  const [submitting, setSubmitting] = useState(false);
  // The same, at once: a second press before the re-render sends nothing.
  const sending = useRef(false);

  async function send(lead: Lead) {
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    const later = await loadLater();
    if (!(await later.sendApplication(lead, form.setError))) {
      sending.current = false;
      setSubmitting(false);
      return;
    }
    onSent();
    later.sayApplied();
    router.push('/');
  }

  /** The first problem, in the order of the contact fields, as a toast. */
  async function invalid(errors: AnswerErrors) {
    (await loadLater()).sayInvalid(errors);
  }

  /** The form's submit; the schema not arriving (offline) reads as a failed submission. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.handleSubmit(send, invalid).catch(() =>
      loadLater().then(
        (later) => later.sayFailed(),
        () => {
          // Neither arrived: nothing can be said, and the answers stay for another try.
        },
      ),
    );
  }

  return { submit, submitting };
}
